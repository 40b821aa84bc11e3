import { data } from 'react-router';
import { requireUser } from '#app/lib/guards.server.ts';
import type { GuardName } from '#app/lib/guards.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/coming-soon.ts';

const PAGES: Record<string, { title: string; guards: GuardName[] }> = {
  '/my-offers': { title: 'My Ads', guards: ['profile'] },
  '/invoices': { title: 'Payment history', guards: ['profile'] },
  '/agents': { title: 'Agents', guards: ['profile', 'company'] },
  '/import-offers': { title: 'Import Properties', guards: ['profile', 'company'] },
};

/** Account pages still to come: guarded as they will be (logged in; business accounts for agents and imports). */
export function loader(args: Route.LoaderArgs) {
  const page = PAGES[args.url.pathname.toLowerCase()];
  if (!page) throw data(null, { status: 404 });
  requireUser(args, ...page.guards);
  return { title: page.title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.title ?? 'Your account');
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl font-bold text-gray-900">{loaderData.title}</h1>
      <p className="mt-4 max-w-prose text-gray-800">
        This part of your account is coming soon. Meanwhile you can keep your profile up to date in Settings.
      </p>
    </section>
  );
}
