// Place kinds and search radii, without zod, so the browser bundle can import them.

/**
 * Kinds of place in the gazetteer (the places.kind column). A neighbourhood is a named
 * district of a town (Ancoats, Manchester) from the curated list; a postcode is a
 * postcode district, sector or full postcode (never a places row: postcode_districts).
 */
export const PLACE_KINDS = ['city', 'town', 'village', 'borough', 'suburb', 'neighbourhood', 'postcode'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export function isPlaceKind(value: string | undefined): value is PlaceKind {
  return value !== undefined && (PLACE_KINDS as readonly string[]).includes(value);
}

/** The radius select of the search panel, in miles. */
export const RADIUS_CHOICES_MILES = [0.25, 0.5, 1, 3, 5, 10, 15, 20, 30, 40] as const;
export type RadiusMiles = (typeof RADIUS_CHOICES_MILES)[number];

/**
 * The radius a search around a place starts with: a London borough or suburb is
 * dense, a village has few listings within a mile, a city spreads wide.
 */
export function defaultRadiusMiles(kind: PlaceKind): RadiusMiles {
  switch (kind) {
    case 'city':
      return 10;
    case 'town':
      return 3;
    case 'village':
      return 5;
    case 'borough':
    case 'suburb':
    case 'neighbourhood':
    case 'postcode':
      return 1;
  }
}
