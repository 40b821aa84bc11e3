// A place typed but not picked: when someone types 'Stretford' and presses Search
// without choosing a suggestion, the words are read against the gazetteer, the
// postcode list and the places live ads name. One place of that exact name (or one
// postcode) is searched as a place; several ('Newport') are offered as a choice;
// anything else stays words.
import type { LocationSuggestion, PlaceReading } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { resolvePostcode } from './postcodes.ts';
import { readTypedPlace, toSuggestion } from './suggest.ts';

/** A "Which Newport?" choice lists at most this many places, best first. */
export const MAX_PLACE_CHOICES = 6;

export async function readPlaceText(db: Database, text: string): Promise<PlaceReading> {
  const postcodes = await resolvePostcode(db, text);
  if (postcodes) return reading(text, postcodes);
  const { term, inQualifier, qualified, all, fromAds } = await readTypedPlace(db, text);
  if (!term) return { as: 'words', text };
  const named = all.filter((place) => place.nameKey === term);
  const namedByAds = fromAds.filter((place) => place.nameKey === term);
  const narrow = (list: typeof named) => (qualified ? list.filter(inQualifier) : list);
  // 'Richmond, London' narrows the choice; words after the comma that fit none of them
  // ('Bermondsey, London SE1') do not hide the one place of that name. A place only ads
  // name counts where the gazetteer has none of that name (or none where the words after
  // the comma say), so an ad's namesake never turns a gazetteer place into a choice.
  const candidates = [narrow(named), narrow(namedByAds), named, namedByAds].find((list) => list.length > 0) ?? [];
  return reading(
    text,
    candidates.map((place) => toSuggestion(place, 'exact')),
  );
}

function reading(text: string, places: LocationSuggestion[]): PlaceReading {
  const [only, ...others] = places;
  if (!only) return { as: 'words', text };
  if (others.length === 0) return { as: 'place', text, place: only };
  return { as: 'choices', text, choices: places.slice(0, MAX_PLACE_CHOICES) };
}
