import { data, redirect } from 'react-router';
import { legacyRedirectTarget } from '#app/lib/legacy-paths.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import type { Route } from './+types/legacy-redirect.ts';

/** A permanent redirect from an old page name to its page, with the query string kept. */
export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const target = legacyRedirectTarget(url.pathname, url.search);
  if (target === undefined) throw data(null, { status: 404 });
  return redirect(target, 301);
}

export default function LegacyRedirect() {
  return null;
}
