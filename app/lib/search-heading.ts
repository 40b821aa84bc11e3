// The heading of a result list: 'Houses to rent in Manchester', 'Properties for sale',
// 'Flats wanted near Leeds', 'Houses'.
import { LISTING_TYPE_NOUNS, type ListingType } from '#contract/listing-types.ts';

export type HeadingParts = {
  /** Category name as the catalogue spells it ('Houses', 'New build'); none means every category. */
  categoryName?: string | undefined;
  listingType?: ListingType | undefined;
  placeName?: string | undefined;
};

export function searchHeading({ categoryName, listingType, placeName }: HeadingParts): string {
  const subject = categoryName ?? 'Properties';
  const noun = listingType ? ` ${LISTING_TYPE_NOUNS[listingType]}` : '';
  const place = placeName ? ` in ${placeName}` : '';
  return `${subject}${noun}${place}`;
}
