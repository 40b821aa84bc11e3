// Page names of the old site (duplicates differing only in case) and where each now
// lives. Matched case-sensitively, so /About redirects and /about does not.
const TARGETS: Record<string, string> = {
  '/About': '/about',
  '/AddOffer': '/post-ad',
  '/Offer': '/search',
  '/Payment': '/invoices',
  '/Profile': '/settings',
  '/SearchResults': '/search',
  '/account/AccountSettings': '/settings',
  '/account/Agents': '/agents',
  '/account/EditOffer': '/my-offers',
  '/account/Favorites': '/favorites',
  '/account/ImportOffers': '/import-offers',
  '/account/MyOffers': '/my-offers',
  '/account/Payments': '/invoices',
  '/blog/Index': '/blog',
  '/blog/Post': '/blog',
  '/Faq': '/faq',
  '/AgencyList': '/agencies',
};

/** Every old path, each also with its 'Copy' variant (/AboutCopy, /SearchResultsCopy, ...). */
export const LEGACY_REDIRECTS: ReadonlyMap<string, string> = new Map(
  Object.entries(TARGETS).flatMap(([from, to]) => [
    [from, to],
    [`${from}Copy`, to],
  ]),
);

/** Where an old path goes, with its query string kept; undefined for any other path. */
export function legacyRedirectTarget(pathname: string, search: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = LEGACY_REDIRECTS.get(path);
  if (target === undefined) return undefined;
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${target}?${query}` : target;
}
