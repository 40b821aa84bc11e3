// An imported offer's title, made from what the feed says: "3 bed detached, Manchester".
// A listing filed under a main category (a mews house, a flat of no finer kind) is named
// by a singular noun, not the category's plural heading ("3 bed houses").
import type { FeedListing } from './feeds/feed-listing.ts';

const TITLE_MAX = 70;

const ROOT_NOUNS: Readonly<Record<string, string>> = {
  house: 'house',
  flat: 'flat',
  land: 'land',
  commercial: 'commercial property',
  'new-build': 'new-build home',
  'hotel-bb': 'hotel or B&B',
  camping: 'campsite',
  'summer-holiday': 'holiday home',
  development: 'development opportunity',
  retirement: 'retirement property',
  room: 'room',
  'care-home': 'care home',
  caravan: 'caravan',
};

export function titleOf(
  listing: Pick<FeedListing, 'bedrooms'>,
  category: { slug: string; name: string },
  place: string,
): string {
  const bedrooms = listing.bedrooms ? `${listing.bedrooms} bed ` : '';
  const kind = `${bedrooms}${ROOT_NOUNS[category.slug] ?? category.name.toLowerCase()}`;
  const full = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}, ${place}`;
  return full.length <= TITLE_MAX ? full : `${full.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}
