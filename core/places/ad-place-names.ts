// Which part of an ad's location name names a place, and whether it may be offered as a
// location suggestion. Cards print what the advertiser or a feed wrote ('Ancoats,
// Manchester', 'Leeds LS1', 'Bermondsey, London SE1', sometimes a street address), and
// only a place name may become a suggestion: never a house number, a postcode or a
// street, which would point at one home.

/** The place an ad's location name names, and the town written after it, if any. */
export type AdPlaceName = { name: string; town: string | null };

/** A trailing postcode district or full postcode: 'Leeds LS1', 'London SE1', 'Fernbrook LS6 2AB'. */
const TRAILING_POSTCODE = /\s+[A-Z]{1,2}\d[A-Z\d]?(\s*\d[A-Z]{2})?$/i;
/**
 * Letters with the spaces, apostrophes, hyphens, dots and ampersands of place names. No
 * digits: every postcode and house number has one.
 */
const PLACE_NAME = /^\p{L}[\p{L}\p{M}'’.&\- ]*$/u;
/** The last word of a street, a house or a flat rather than of a district. */
const ADDRESS_ENDINGS = new Set(
  (
    'street st road rd lane ln avenue ave close drive dr crescent terrace court ct mews way walk grove place ' +
    'gardens row square parade cottage cottages house farm barn lodge flat flats apartment apartments building'
  ).split(' '),
);
/** The first word of a flat or a plot. */
const ADDRESS_STARTS = new Set(['flat', 'apartment', 'unit', 'plot', 'house']);
/** What a second part names when it is a nation rather than a town: 'Leeds, England'. */
const NATIONS = new Set(['england', 'scotland', 'wales', 'northern ireland', 'uk', 'united kingdom', 'great britain']);
const MAX_WORDS = 5;
const MAX_LENGTH = 40;

/**
 * 'Ancoats, Manchester' -> Ancoats in Manchester; 'Bermondsey, London SE1' -> Bermondsey
 * in London; 'Leeds LS1' -> Leeds; 'Oxford, Oxfordshire, England' -> Oxford in
 * Oxfordshire. Null when the first part is not a place name (a street, a flat, a
 * postcode, anything with a digit): then nothing of the location name is offered,
 * since a later part after a street would be guessing.
 */
export function adPlaceName(locationName: string): AdPlaceName | null {
  const [first = '', second = ''] = locationName.split(',').map((part) => part.trim());
  const name = placePart(first);
  if (!name) return null;
  const town = placePart(second);
  return { name, town: town && !NATIONS.has(town.toLowerCase()) ? town : null };
}

/** The part as a place name without its trailing postcode, or null when it is not one. */
function placePart(part: string): string | null {
  const text = part.replace(TRAILING_POSTCODE, '').replace(/\s+/g, ' ').trim();
  if (!text || text.length > MAX_LENGTH || !PLACE_NAME.test(text)) return null;
  const words = text.toLowerCase().split(' ');
  if (words.length > MAX_WORDS) return null;
  if (ADDRESS_STARTS.has(words[0] ?? '') || ADDRESS_ENDINGS.has((words.at(-1) ?? '').replace(/\.$/, ''))) return null;
  return text;
}
