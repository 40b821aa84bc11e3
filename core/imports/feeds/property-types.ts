// Feeds' property types as our category slugs (contract/categories.ts), the most specific
// slug that fits. A type we have no slug for reads as null: the listing is still imported
// and the agency picks a category by hand, so an unknown type is never a row error.
import { rootOf } from '#contract/categories.ts';

export function isCategorySlug(slug: string): boolean {
  return rootOf(slug) !== undefined;
}

/**
 * Rightmove's published property types (BLM v3 PROP_SUB_ID, the same codes as its Real
 * Time Datafeed), each named in the comment as Rightmove names it. Where we have no child
 * that fits, the root ('house', 'flat', 'commercial'...) stands for it rather than a
 * neighbour that would mislead: a chalet is a UK chalet bungalow, not a holiday lodge.
 * Types we have no category for at all (parking, garages, house boats) are left out: such
 * a listing is refused with the reason, never filed under something it is not.
 */
export const BLM_PROPERTY_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    1: 'terraced', // terraced house
    2: 'end-of-terrace', // end of terrace house
    3: 'semi-detached', // semi-detached house
    4: 'detached', // detached house
    5: 'house', // mews house
    6: 'house', // cluster house
    7: 'ground-floor-flat', // ground floor flat
    8: 'apartment', // flat
    9: 'studio', // studio flat
    10: 'maisonette', // ground floor maisonette
    11: 'maisonette',
    12: 'bungalow',
    13: 'bungalow', // terraced bungalow
    14: 'bungalow', // semi-detached bungalow
    15: 'bungalow', // detached bungalow
    16: 'static-caravan', // mobile home
    // 17 to 19 are codes of the older tables, still sent by some agency software.
    17: 'hotel',
    18: 'guest-house',
    19: 'commercial', // commercial property
    20: 'land', // land (residential)
    21: 'detached', // link detached house
    22: 'town-house',
    23: 'cottage',
    24: 'bungalow', // chalet
    25: 'house', // character property
    26: 'house', // house (unspecified)
    27: 'detached', // villa
    28: 'apartment',
    29: 'penthouse',
    30: 'farmhouse', // finca
    43: 'house', // barn conversion
    44: 'apartment', // serviced apartment
    46: 'retirement', // sheltered housing
    47: 'retirement', // retirement property
    48: 'room', // house share
    49: 'room', // flat share
    50: 'park-home',
    52: 'farmhouse', // farm house
    53: 'land', // equestrian facility
    56: 'duplex',
    59: 'flat', // triplex
    62: 'farmhouse', // longère
    65: 'holiday-cottage', // gîte
    68: 'conversion-opportunity', // barn
    71: 'house', // trulli
    74: 'house', // mill
    77: 'refurbishment-project', // ruins
    80: 'restaurant-cafe', // restaurant
    83: 'restaurant-cafe', // café
    86: 'commercial', // mill (commercial)
    92: 'house', // castle
    95: 'house', // village house
    101: 'house', // cave house
    104: 'farmhouse', // cortijo
    107: 'agricultural-land', // farm land
    110: 'building-plot', // plot
    113: 'house', // country house
    116: 'house', // stone house
    117: 'caravan',
    118: 'holiday-lodge', // lodge
    119: 'holiday-lodge', // log cabin
    120: 'detached', // manor house
    121: 'detached', // stately home
    125: 'new-build', // off-plan
    128: 'semi-detached', // semi-detached villa
    131: 'detached', // detached villa
    134: 'pub', // bar / nightclub
    137: 'retail', // shop
    140: 'house', // riad
    142: 'hotel', // hotel room
    143: 'flat', // block of apartments
    144: 'room', // private halls
    178: 'office',
    181: 'office', // business park
    184: 'office', // serviced office
    187: 'retail', // retail property (high street)
    190: 'retail', // retail property (out of town)
    193: 'retail', // convenience store
    196: 'commercial', // garages (commercial)
    199: 'retail', // hairdresser / barber shop
    202: 'hotel',
    205: 'commercial', // petrol station
    208: 'retail', // post office
    211: 'pub',
    214: 'industrial', // workshop & retail space
    217: 'warehouse', // distribution warehouse
    220: 'industrial', // factory
    223: 'industrial', // heavy industrial
    226: 'industrial', // industrial park
    229: 'industrial', // light industrial
    232: 'warehouse', // storage
    235: 'retail', // showroom
    238: 'warehouse',
    241: 'land', // land (commercial)
    244: 'development-site', // commercial development
    247: 'development-site', // industrial development
    250: 'development-site', // residential development
    253: 'commercial', // commercial property
    256: 'commercial', // data centre
    259: 'agricultural-land', // farm
    262: 'commercial', // healthcare facility
    265: 'commercial', // marine property
    268: 'commercial', // mixed use
    271: 'commercial', // research and development facility
    274: 'office', // science park
    277: 'guest-house',
    280: 'hotel-bb', // hospitality
    283: 'commercial', // leisure facility
    298: 'restaurant-cafe', // takeaway
    301: 'commercial', // childcare facility
    304: 'agricultural-land', // smallholding
    307: 'commercial', // place of worship
    310: 'industrial', // trade counter
    511: 'house', // coach house
    512: 'house', // house of multiple occupation
    535: 'commercial', // sports facilities
    538: 'commercial', // spa
    541: 'campsite', // campsite and holiday village
    544: 'retail', // retail property (shopping centre)
    547: 'retail', // retail property (park)
    550: 'retail', // retail property (pop-up)
  }),
);

/**
 * Kyero's <type> is free text in English ('Apartment', 'Town House', 'Detached Villa'):
 * known names first, then the first keyword found, most specific keywords first. Kyero
 * feeds come mostly from Spain, where a chalet is a detached house (not a UK chalet
 * bungalow) and a bungalow is a single-storey house in a row.
 */
const KYERO_NAMES: ReadonlyMap<string, string> = new Map([
  ['apartment', 'apartment'],
  ['flat', 'apartment'],
  ['ground floor apartment', 'ground-floor-flat'],
  ['ground floor flat', 'ground-floor-flat'],
  ['penthouse', 'penthouse'],
  ['studio', 'studio'],
  ['duplex', 'duplex'],
  ['maisonette', 'maisonette'],
  ['villa', 'detached'],
  ['detached villa', 'detached'],
  ['semi detached villa', 'semi-detached'],
  ['house', 'house'],
  ['detached house', 'detached'],
  ['semi detached house', 'semi-detached'],
  ['terraced house', 'terraced'],
  ['end of terrace house', 'end-of-terrace'],
  ['town house', 'town-house'],
  ['townhouse', 'town-house'],
  ['country house', 'house'],
  ['cottage', 'cottage'],
  ['bungalow', 'bungalow'],
  ['finca', 'farmhouse'],
  ['farmhouse', 'farmhouse'],
  ['cortijo', 'farmhouse'],
  ['land', 'land'],
  ['plot', 'building-plot'],
  ['building plot', 'building-plot'],
  ['rustic land', 'agricultural-land'],
  ['commercial', 'commercial'],
  ['office', 'office'],
  ['shop', 'retail'],
  ['retail', 'retail'],
  ['warehouse', 'warehouse'],
  ['restaurant', 'restaurant-cafe'],
  ['bar', 'pub'],
  ['hotel', 'hotel'],
  ['guest house', 'guest-house'],
  ['bed and breakfast', 'bed-and-breakfast'],
  ['mobile home', 'static-caravan'],
  ['park home', 'park-home'],
  ['chalet', 'detached'],
  ['linked villa', 'semi-detached'],
  ['quad house', 'house'],
  ['village house', 'house'],
  ['cave house', 'house'],
  ['mansion', 'detached'],
  ['manor house', 'detached'],
  ['castle', 'house'],
  ['top floor apartment', 'apartment'],
  ['middle floor apartment', 'apartment'],
  ['loft', 'apartment'],
  ['attic', 'apartment'],
  ['triplex', 'flat'],
  ['block of apartments', 'flat'],
  ['urban land', 'building-plot'],
  ['urban plot', 'building-plot'],
  ['farm', 'agricultural-land'],
  ['lodge', 'holiday-lodge'],
  ['log cabin', 'holiday-lodge'],
  ['commercial premises', 'commercial'],
  ['business', 'commercial'],
  ['industrial', 'industrial'],
  ['cafe', 'restaurant-cafe'],
  ['b b', 'bed-and-breakfast'],
]);

const KYERO_KEYWORDS: ReadonlyArray<[keyword: string, slug: string]> = [
  ['penthouse', 'penthouse'],
  ['studio', 'studio'],
  ['duplex', 'duplex'],
  ['apartment', 'apartment'],
  ['flat', 'apartment'],
  ['bungalow', 'bungalow'],
  ['semi detached', 'semi-detached'],
  ['town house', 'town-house'],
  ['villa', 'detached'],
  ['chalet', 'detached'],
  ['finca', 'farmhouse'],
  ['cortijo', 'farmhouse'],
  ['plot', 'building-plot'],
  ['land', 'land'],
  ['hotel', 'hotel'],
  ['commercial', 'commercial'],
  ['house', 'house'],
];

export function kyeroPropertyType(name: string): string | null {
  const key = name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (key === '') return null;
  const known = KYERO_NAMES.get(key);
  if (known) return known;
  const words = ` ${key} `;
  return KYERO_KEYWORDS.find(([keyword]) => words.includes(` ${keyword} `))?.[1] ?? null;
}
