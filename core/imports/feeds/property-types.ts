// Feeds' property types as our category slugs (contract/categories.ts), the most specific
// slug that fits. A type we have no slug for reads as null: the listing is still imported
// and the agency picks a category by hand, so an unknown type is never a row error.
import { rootOf } from '#contract/categories.ts';

export function isCategorySlug(slug: string): boolean {
  return rootOf(slug) !== undefined;
}

/** Rightmove BLM v3 PROP_SUB_ID, as far as the published table goes. */
export const BLM_PROPERTY_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    1: 'terraced',
    2: 'end-of-terrace',
    3: 'semi-detached',
    4: 'detached',
    5: 'house', // mews
    6: 'house', // cluster house
    7: 'ground-floor-flat',
    8: 'apartment', // flat
    9: 'studio',
    10: 'maisonette', // ground maisonette
    11: 'maisonette',
    12: 'bungalow',
    13: 'bungalow', // terraced bungalow
    14: 'bungalow', // semi-detached bungalow
    15: 'bungalow', // detached bungalow
    16: 'static-caravan', // mobile home
    17: 'hotel',
    18: 'guest-house',
    19: 'commercial',
    20: 'land',
    21: 'detached', // link detached house
    22: 'town-house',
    23: 'cottage',
    24: 'holiday-lodge', // chalet
    27: 'detached', // villa
    28: 'apartment',
    29: 'penthouse',
    30: 'farmhouse', // finca
    43: 'house', // barn conversion
    44: 'apartment', // serviced apartments
    46: 'retirement', // sheltered housing
    47: 'retirement',
    48: 'room', // house share
    49: 'room', // flat share
    50: 'park-home',
    52: 'farmhouse',
    53: 'land', // equestrian
    56: 'duplex',
    59: 'flat', // triplex
    62: 'house', // longère
    65: 'holiday-cottage', // gîte
    77: 'refurbishment-project', // ruins
    80: 'restaurant-cafe', // restaurant
    83: 'restaurant-cafe', // café
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
    134: 'pub', // bar
    137: 'retail', // shop
    140: 'house', // riad
    143: 'flat', // block of apartments
    144: 'room', // private halls
    178: 'office',
    181: 'office', // business park
    184: 'office', // serviced office
    187: 'retail', // high street
    190: 'retail', // out of town
    193: 'retail', // convenience store
    196: 'commercial', // garage
    199: 'retail', // hairdresser or barber's
    202: 'commercial', // petrol station
    205: 'retail', // post office
    208: 'pub',
    211: 'industrial', // workshop
    214: 'warehouse', // distribution warehouse
    217: 'industrial', // factory
    220: 'industrial', // heavy industrial
    223: 'industrial', // industrial park
    226: 'industrial', // light industrial
    229: 'warehouse', // storage
    232: 'retail', // showroom
    235: 'warehouse',
    238: 'land', // commercial land
    241: 'development-site', // commercial development
    244: 'development-site', // industrial development
    247: 'development-site', // residential development
    250: 'commercial',
    253: 'commercial', // data centre
    256: 'agricultural-land', // farm
    259: 'care-home', // healthcare facility
    262: 'commercial', // marine property
    265: 'commercial', // mixed use
    268: 'office', // research and development facility
    271: 'office', // science park
    274: 'guest-house',
    277: 'hotel-bb', // hospitality
    280: 'commercial', // leisure facility
    298: 'restaurant-cafe', // takeaway
    301: 'commercial', // childcare facility
    304: 'agricultural-land', // smallholding
    307: 'commercial', // place of worship
    310: 'industrial', // trade counter
    511: 'house', // coach house
    512: 'house', // house in multiple occupation
    535: 'commercial', // sports facilities
    538: 'commercial', // spa
    541: 'campsite', // campsite and holiday village
  }),
);

/**
 * Kyero's <type> is free text in English ('Apartment', 'Town House', 'Detached Villa'):
 * known names first, then the first keyword found, most specific keywords first.
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
  ['finca', 'farmhouse'],
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
