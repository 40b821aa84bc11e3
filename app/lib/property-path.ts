// The addresses of the results pages under /property: the listing type always, the
// category and the place optionally. Two segments are read by what the first one is:
// a category (/property/flat/rent) or a listing type (/property/rent/leeds). Category
// slugs and listing types never share a name, so each address means one thing.
import { OFFER_TYPES, type OfferType } from '#contract/listing-types.ts';

export type PropertyPath = { type: OfferType; category?: string; place?: string };

type Segments = { type?: string; category?: string; location?: string };

const isOfferType = (value: string | undefined): value is OfferType =>
  value !== undefined && (OFFER_TYPES as readonly string[]).includes(value);

/** What the route's segments ask for, or null when they are not a results address. */
export function readPropertyPath(segments: Segments, isCategory: (slug: string) => boolean): PropertyPath | null {
  const { category, type, location } = segments;
  if (category === undefined) return isOfferType(type) ? { type } : null;
  if (isCategory(category)) {
    if (!isOfferType(type)) return null;
    return location === undefined ? { type, category } : { type, category, place: location };
  }
  // /property/{type}/{place}: the first segment is the type, the second the place.
  if (location === undefined && isOfferType(category) && type !== undefined) return { type: category, place: type };
  return null;
}
