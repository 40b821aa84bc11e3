// What a place is called in a suggestion list or an address line.

import type { PlaceKind } from '#contract/place-kinds.ts';
import { searchKey } from './names.ts';

type Named = {
  name: string;
  county: string | null;
  country: string;
  /** A neighbourhood's town (places.town); null or absent for other places. */
  town?: string | null;
};

/** A place as the place queries select it. */
export type PlaceRow = Named & { slug: string; kind: PlaceKind; lat: number; lon: number };

/**
 * 'Oxford, Oxfordshire, England'; 'Manchester, England' when the county is named
 * after the place; 'Camden Town, London' inside Greater London; a neighbourhood as
 * the cards name it, with its town: 'Ancoats, Manchester'.
 */
export function displayName(place: Named): string {
  if (place.town) return `${place.name}, ${place.town}`;
  if (place.county === 'Greater London') return place.name === 'London' ? 'London, England' : `${place.name}, London`;
  const parts = [place.name];
  if (place.county && !` ${searchKey(place.county)} `.includes(` ${searchKey(place.name)} `)) parts.push(place.county);
  parts.push(place.country);
  return parts.join(', ');
}
