// "Back to search" on an offer page returns to the very results page the visitor came
// from (its filters, sort and page). The card links of a results page carry that page's
// address in a `from` parameter, so it survives a reload, a new tab and pages served
// without JavaScript; the offer's canonical address stays without it. The value comes
// from the address bar, so it is only ever followed when it is one of our own results
// pages: never another site, never any other page of ours.
import { safeNextPath } from './next-path.ts';

export const BACK_PARAM = 'from';

/** /search, /property/{category}/{type}[/{place}] and /category/{category}: the pages that list offers. */
const RESULTS_PATHNAME = /^\/(?:search|property\/[\w-]+\/[\w-]+(?:\/[\w-]+)?|category\/[\w-]+)$/;

export function isResultsPathname(pathname: string): boolean {
  return RESULTS_PATHNAME.test(pathname);
}

/** The results page to return to (path and query, no fragment), or null for anything else. */
export function safeResultsPath(value: string | null | undefined): string | null {
  const path = safeNextPath(value);
  if (!path) return null;
  const url = new URL(path, 'https://dazu.invalid');
  if (!isResultsPathname(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The results page a card on the page at `location` should lead back to: that page when
 * it lists offers, the one the offer page itself came from (for its similar offers), else none.
 */
export function backTargetOf(location: { pathname: string; search: string }): string | null {
  if (isResultsPathname(location.pathname)) return `${location.pathname}${location.search}`;
  if (location.pathname.startsWith('/offers/'))
    return safeResultsPath(new URLSearchParams(location.search).get(BACK_PARAM));
  return null;
}

/** An offer's address, carrying the results page to go back to when there is one. */
export function offerHref(slug: string, back: string | null): string {
  const path = `/offers/${encodeURIComponent(slug)}`;
  return back ? `${path}?${new URLSearchParams({ [BACK_PARAM]: back })}` : path;
}
