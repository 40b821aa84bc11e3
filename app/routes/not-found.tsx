import { Link } from 'react-router';

export function loader() {
  throw new Response('This page could not be found', { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-2xl p-8 text-center">
      <p>This page could not be found</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p>Maybe back to home?</p>
      <Link to="/" className="text-accent-700 underline">
        Homepage
      </Link>
    </main>
  );
}
