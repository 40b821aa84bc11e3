// What a feed states about a listing, as values of our attribute catalogue
// (contract/attributes.ts) by slug. mapListing keeps only those that apply to the offer's
// listing type and category, as the ad form does.
import { attributeBySlug, BOOLEAN_TRUE } from '#contract/attributes.ts';
import type { FeedListing } from './feeds/feed-listing.ts';

type Values = Record<string, string | string[] | null>;

const numberRange = (slug: string, fallback: number) => {
  const attribute = attributeBySlug(slug);
  return attribute?.type === 'number' ? attribute.max : fallback;
};
const LEASE_YEARS_MAX = numberRange('lease-years', 200);
const AREA_MAX = numberRange('meter', 1_000_000);

const rooms = (count: number | null) => (count === null || count < 1 ? null : count >= 5 ? '5+' : String(count));

/**
 * Extras that agents write as bullet points ("Double garage", "Lift"), by
 * the words that say them. A bullet that denies ("No parking", "Unfurnished") says nothing.
 */
const EXTRAS_BY_WORDS: ReadonlyArray<[pattern: RegExp, extra: string]> = [
  [/\bgarages?\b/, 'garage'],
  [/\b(lift|elevator)\b/, 'winda'],
  [/\b(off[- ]street parking|parking|car ?port|driveway)\b/, 'parking'],
  [/\bgardens?\b/, 'garden'],
  [/\b(balcon(y|ies)|terraces?)\b/, 'balcony'],
  [/\b(cellar|basement)\b/, 'cellar'],
  [/\b(fireplace|log burner|wood ?burner|wood[- ]burning stove)\b/, 'fireplace'],
  [/\b(air[- ]?con(ditioning)?|a\/c)\b/, 'air-conditioning'],
  [/\bdouble[- ]glaz(ed|ing)\b/, 'double-glazing'],
  [/\bsolar\b/, 'solar-panels'],
  [/\bev charg(er|ing)\b/, 'ev-charging'],
  [/\bpets? (allowed|considered|friendly)\b/, 'pets-allowed'],
  [/\bconcierge\b/, 'concierge'],
  [/\bfurnished\b/, 'umeblowane'],
];
const DENIAL = /\b(no|not|without|unfurnished)\b/;

function extrasOf(listing: FeedListing): string[] {
  const extras = new Set<string>();
  if (listing.furnished === 'furnished' || listing.furnished === 'part-furnished') extras.add('umeblowane');
  for (const feature of listing.features) {
    const text = feature.toLowerCase();
    if (DENIAL.test(text)) continue;
    for (const [pattern, extra] of EXTRAS_BY_WORDS) if (pattern.test(text)) extras.add(extra);
  }
  return [...extras];
}

/** The catalogue's bands of build years; a year still ahead is not yet built. */
export function yearBuiltBand(year: number, now = new Date()): string {
  if (year > now.getUTCFullYear()) return 'not-yet-built';
  if (year >= 2020) return '2020-or-later';
  if (year >= 2000) return '2000-2019';
  if (year >= 1980) return '1980-1999';
  if (year >= 1945) return '1945-1979';
  if (year >= 1900) return '1900-1944';
  return 'before-1900';
}

function ownershipOf(listing: FeedListing): string[] {
  const { tenure } = listing;
  const ownership =
    tenure === 'freehold' || tenure === 'share-of-freehold' || tenure === 'commonhold'
      ? ['freehold']
      : tenure === 'leasehold'
        ? ['leashold']
        : [];
  if (listing.priceQualifier === 'shared-ownership') ownership.push('shared-ownership');
  return ownership;
}

/**
 * The floor area in m²; for land, which has no floor, the plot's area stands in its place
 * (the catalogue has one area, "Floor area", which search filters by).
 */
function areaOf(listing: FeedListing, rootSlug: string): string | null {
  const area = listing.floorAreaSqm ?? (rootSlug === 'land' ? listing.plotAreaSqm : null);
  return area !== null && area >= 1 && area <= AREA_MAX ? String(Math.round(area)) : null;
}

export function attributeValues(listing: FeedListing, rootSlug: string): Values {
  const extras = extrasOf(listing);
  const ownership = ownershipOf(listing);
  return {
    'number-of-rooms': rooms(listing.bedrooms),
    bathrooms: rooms(listing.bathrooms),
    'reception-rooms': rooms(listing.receptions),
    meter: areaOf(listing, rootSlug),
    'new-build': listing.newBuild ? BOOLEAN_TRUE : null,
    ownership: ownership.length > 0 ? ownership : null,
    // Leases of 999 years exist; the search filter's range stops at 200, which such a lease passes anyway.
    'lease-years':
      listing.tenure === 'leasehold' && listing.leaseYearsRemaining
        ? String(Math.min(listing.leaseYearsRemaining, LEASE_YEARS_MAX))
        : null,
    dodatkowe: extras.length > 0 ? extras : null,
    'year-built': listing.buildYear ? yearBuiltBand(listing.buildYear) : null,
    'council-tax-band': listing.councilTaxBand ? listing.councilTaxBand.toLowerCase() : null,
  };
}

/** A plot a building stands on has no attribute of its own: it is one more bullet point. */
export function plotFeature(listing: FeedListing, rootSlug: string): string | null {
  if (rootSlug === 'land' || !listing.plotAreaSqm || listing.plotAreaSqm < 1) return null;
  return `Plot of ${Math.round(listing.plotAreaSqm).toLocaleString('en-GB')} m²`;
}
