import type { Route } from './+types/home.ts';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Dazu: find your place' }];
}

export default function Home() {
  return (
    <main className="p-8">
      <h1 className="text-4xl font-bold text-accent-700">Find Your place.</h1>
    </main>
  );
}
