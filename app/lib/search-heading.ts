// The heading of a result list: 'Houses to rent in Manchester', 'Properties for sale',
// 'Flats wanted near Leeds', 'Houses'.
import type { ListingType } from '#contract/listing-types.ts';
import type { Dictionary } from './i18n/dictionary.ts';
import { visitorEn } from './i18n/sections/visitor.en.ts';

export type HeadingParts = {
  /** Category name as the catalogue spells it ('Houses', 'New build'); none means every category. */
  categoryName?: string | undefined;
  listingType?: ListingType | undefined;
  placeName?: string | undefined;
};

/** In the words of the visitor's language (`words`); English by default. */
export function searchHeading(
  { categoryName, listingType, placeName }: HeadingParts,
  words: Dictionary['results'] = visitorEn.results,
): string {
  const subject = categoryName ?? words.anyCategory;
  const noun = listingType ? ` ${words.listingNouns[listingType]}` : '';
  const place = placeName ? words.inPlace(placeName) : '';
  return `${subject}${noun}${place}`;
}
