// Where an imported listing is, from the strongest evidence first:
// 1. the feed's coordinates, when it gives them;
// 2. its UK postcode: the place the geocoder gives it (around the centre of its postcode
//    district, with the offline list), named by a part of the address that names a place
//    near it (address-towns.ts), else by the settlement the postcode is in. A town that
//    names only places far from the postcode does not move the listing: it is placed by
//    the postcode and flagged, so the agency sees it before confirming;
// 3. without a known postcode, the town (then the address lines, then the county)
//    through the geocoder; a near spelling or a name several places share is flagged.
// One look-up per distinct text per import.
import { IMPORT_LOCATION_MESSAGES as MESSAGES } from '#contract/import-locations.ts';
import type { LocationSuggestion } from '#contract/places.ts';
import { kilometres } from '#core/places/distance.ts';
import type { Geocoder } from '#core/places/geocoder.ts';
import { searchKey } from '#core/places/names.ts';
import { readPostcode } from '#core/places/postcodes.ts';
import { type TownClue, townClues } from './address-towns.ts';
import type { FeedListing } from './feeds/feed-listing.ts';
import type { Locate, Place } from './map-listing.ts';

/**
 * A place this close to the postcode's centre agrees with it. Nineteen in twenty postcode
 * districts lie within 20 km of the town they are named after; the places a wrong guess
 * lands on (a namesake, a near spelling) are mostly 50 to 400 km away.
 */
export const CONSISTENT_KM = 20;
/** Places of one name farther apart than this are different places, for the agency to tell apart. */
const DISTINCT_KM = 30;
const CANDIDATES = 10;

type Candidate = { lat: number; lon: number; name: string; label: string; exact: boolean };
type PostcodePlace = { lat: number; lon: number; code: string; area: string };
type Lookups = {
  places(text: string): Promise<Candidate[]>;
  postcode(text: string | null): Promise<PostcodePlace | null>;
};

export function geocoderLocator(geocoder: Pick<Geocoder, 'search' | 'reverse'>): Locate {
  const look = cachedLookups(geocoder);
  return async (listing): Promise<Place | null> => {
    if (listing.location) return { ...listing.location, name: await pointName(listing, look), warning: null };
    const postcode = await look.postcode(listing.address.postcode);
    return postcode ? byPostcode(listing, postcode, look) : byNames(listing, look);
  };
}

/** The candidates a clue may stand for: any spelling for the town field, the exact name for other parts. */
async function candidatesOf(clue: TownClue, look: Lookups, region?: string | null): Promise<Candidate[]> {
  const found = await look.places(region ? `${clue.text}, ${region}` : clue.text);
  const named = found.map((candidate) => ({ ...candidate, exact: searchKey(candidate.name) === searchKey(clue.text) }));
  return clue.isTownField ? named : named.filter((candidate) => candidate.exact);
}

/** The feed's coordinates, named by the first part of the address that names a known place. */
async function pointName(listing: FeedListing, look: Lookups): Promise<string> {
  for (const clue of townClues(listing)) {
    if (clue.isTownField) return clue.text;
    const [found] = await candidatesOf(clue, look);
    if (found) return found.name;
  }
  return listing.displayAddress;
}

function nearest(candidates: Candidate[], point: PostcodePlace): { candidate: Candidate; km: number } | null {
  let best: { candidate: Candidate; km: number } | null = null;
  for (const candidate of candidates) {
    const km = kilometres(candidate, point);
    if (!best || km < best.km) best = { candidate, km };
  }
  return best;
}

async function byPostcode(listing: FeedListing, postcode: PostcodePlace, look: Lookups): Promise<Place> {
  const at = { lat: postcode.lat, lon: postcode.lon };
  let contradiction: { town: string; found: Candidate; km: number } | null = null;
  for (const clue of townClues(listing)) {
    const closest = nearest(await candidatesOf(clue, look), postcode);
    if (!closest) continue;
    if (closest.km <= CONSISTENT_KM) return { ...at, name: closest.candidate.name, warning: null };
    if (clue.isTownField) contradiction = { town: clue.text, found: closest.candidate, km: closest.km };
  }
  if (contradiction) {
    const { town, found, km } = contradiction;
    const warning = MESSAGES.townFarFromPostcode(town, found.label, km, postcode.code, postcode.area);
    return { ...at, name: postcode.area, warning };
  }
  // Nothing in the address contradicts the postcode: a town we do not know (a hamlet) keeps its name.
  return { ...at, name: listing.address.town?.trim() || postcode.area, warning: null };
}

/**
 * Exact names first, in the order of the clues: a misspelt town field is passed over
 * when the display address names the place exactly. Only then a near spelling of the
 * town field, flagged.
 */
async function byNames(listing: FeedListing, look: Lookups): Promise<Place | null> {
  const region = listing.address.region?.trim() || null;
  let guess: { clue: TownClue; found: Candidate } | null = null;
  for (const clue of townClues(listing)) {
    const candidates = await candidatesOf(clue, look, region);
    const exact = candidates.filter((candidate) => candidate.exact);
    const [best] = exact;
    if (best) return { lat: best.lat, lon: best.lon, name: best.name, warning: namesakes(clue, best, exact, region) };
    const [near] = candidates;
    if (near && !guess) guess = { clue, found: near };
  }
  if (!guess) return null;
  const { clue, found } = guess;
  return { lat: found.lat, lon: found.lon, name: found.name, warning: MESSAGES.guessedTown(clue.text, found.label) };
}

/** Several places far apart share the name, and no county says which: the choice is flagged. */
function namesakes(clue: TownClue, best: Candidate, exact: Candidate[], region: string | null): string | null {
  if (region) return null;
  const others = exact.filter((other) => other !== best && kilometres(other, best) > DISTINCT_KM);
  if (others.length === 0) return null;
  return MESSAGES.severalPlaces(
    clue.text,
    [best, ...others].slice(0, 4).map((place) => place.label),
    best.label,
  );
}

/** Look-ups of the geocoder, each text once per import. */
function cachedLookups(geocoder: Pick<Geocoder, 'search' | 'reverse'>): Lookups {
  const places = new Map<string, Promise<Candidate[]>>();
  const postcodes = new Map<string, Promise<PostcodePlace | null>>();
  return {
    places(text) {
      const key = searchKey(text);
      let found = places.get(key);
      if (!found) {
        found = geocoder.search(text, CANDIDATES).then((suggestions) => suggestions.flatMap(asCandidate));
        places.set(key, found);
      }
      return found;
    },
    postcode(text) {
      if (!text || !readPostcode(text)) return Promise.resolve(null);
      const code = text.trim().toUpperCase();
      let found = postcodes.get(code);
      if (!found) {
        found = postcodePlace(geocoder, code);
        postcodes.set(code, found);
      }
      return found;
    },
  };
}

/** A place suggestion as a candidate; postcodes are not towns. */
function asCandidate(suggestion: LocationSuggestion): Candidate[] {
  if (suggestion.addresstype === 'postcode') return [];
  const name = suggestion.display_name.split(',')[0]?.trim() || suggestion.display_name;
  return [{ lat: suggestion.lat, lon: suggestion.lon, name, label: suggestion.display_name, exact: false }];
}

/** Where the geocoder puts a postcode, and the town or village it is in; null when it does not know it. */
async function postcodePlace(
  geocoder: Pick<Geocoder, 'search' | 'reverse'>,
  code: string,
): Promise<PostcodePlace | null> {
  const [found] = await geocoder.search(code, 1);
  // A near spelling of a place name is no answer for a postcode.
  if (!found || found.match === 'near') return null;
  const settlement = await geocoder.reverse(found.lat, found.lon, 'settlement');
  const { city, town, village } = settlement?.address ?? {};
  const area = city ?? town ?? village ?? found.display_name;
  return { lat: found.lat, lon: found.lon, code, area };
}
