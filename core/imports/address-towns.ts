// The parts of a feed's address that may name the listing's town, in the order the
// locator tries them. Real feeds often leave the town empty (BLM TOWN) and write it in
// an address line or the display address instead, beside street lines and house names.
//
// The order: the town field, then the address lines after the first (BLM ADDRESS_2,
// ADDRESS_3, ADDRESS_4; CSV address_2; Kyero location_detail), then the parts of the
// display address, first to last, then the county (Kyero province). Every part but the
// town field counts only when it is exactly the name of a known place, and a part
// shaped like a street line ('12 Mill Lane', 'Otley Road') is never tried, so a street
// cannot be taken for a town of a similar name.
import { searchKey } from '#core/places/names.ts';
import type { FeedListing } from './feeds/feed-listing.ts';

export type TownClue = {
  text: string;
  /** The town field: a near spelling of a known place may stand for it. Other parts must name a place exactly. */
  isTownField: boolean;
};

const STREET_WORDS =
  /\b(road|rd|street|st|lane|ln|avenue|ave|close|drive|dr|way|crescent|place|court|gardens|terrace|grove|mews|walk|square|row|parade|wharf|yard|cottages?|house|farm|barns?|flat|apartment|unit)\.?$/i;

/** A house number, flat, or a line ending in a street word is an address line, not a place. */
export function isStreetLine(text: string): boolean {
  return /\d/.test(text) || STREET_WORDS.test(text.trim());
}

/** 'Rose Cottage, Mill Lane' -> ['Rose Cottage', 'Mill Lane']. */
const partsOf = (text: string | null): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function townClues(listing: FeedListing): TownClue[] {
  const { town, line1, line2, region } = listing.address;
  const clues: TownClue[] = [];
  const seen = new Set<string>();
  const add = (text: string, isTownField: boolean) => {
    const key = searchKey(text);
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    clues.push({ text, isTownField });
  };
  if (town?.trim()) add(town.trim(), true);
  // The first line's first part is the house and street (BLM ADDRESS_1); what follows it is ADDRESS_2.
  const lines = [...partsOf(line1).slice(1), ...partsOf(line2), ...partsOf(listing.displayAddress)];
  for (const part of lines) if (!isStreetLine(part)) add(part, false);
  if (region?.trim()) add(region.trim(), false);
  return clues;
}
