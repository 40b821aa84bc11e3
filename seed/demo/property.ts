// What a demo offer describes: the property's size, rooms and features, drawn with
// plausible UK proportions for its category. Prices, attributes and texts derive from it.
import type { ListingType } from '#contract/listing-types.ts';
import { nounOf } from './category-nouns.ts';
import type { DemoPlace } from './places.ts';
import { describeCamping, describeCommercial, describeHospitality, describeLand } from './property-business.ts';
import { describeCaravan, describeHome, describeRoom } from './property-home.ts';
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

export function describeProperty(
  random: Random,
  listingType: ListingType,
  root: string,
  child: string,
  place: DemoPlace,
): Property {
  const p = commonDraws(random, { listingType, root, child }, place);
  describerFor(root)(random, p);
  return p;
}

type Kind = Pick<Property, 'listingType' | 'root' | 'child'>;

/**
 * What every kind of property draws, before its own details. The draws run in this
 * order on purpose: the same seed must keep giving the same demo offers.
 */
function commonDraws(random: Random, { listingType, root, child }: Kind, place: DemoPlace): Property {
  return {
    listingType,
    root,
    child,
    noun: nounOf(child),
    bedrooms: null,
    bathrooms: null,
    receptions: null,
    areaM2: 0,
    acres: null,
    floor: null,
    floorsInBuilding: null,
    condition: random.weighted([
      ['excellent', 30],
      ['good', 42],
      ['needs-modernisation', 14],
      ['needs-renovation', 6],
      ['brand-new', 4],
    ]),
    yearBuilt: random.weighted([
      ['before-1900', 18],
      ['1900-1944', 22],
      ['1945-1979', 24],
      ['1980-1999', 16],
      ['2000-2019', 16],
      ['2020-or-later', 4],
    ]),
    parking: random.weighted([
      [0, 40],
      [1, 35],
      [2, 20],
      [3, 5],
    ]),
    extras: [],
    nearby: nearbyFor(random, place),
    ownership: [],
    leaseYears: null,
    newBuild: false,
    wanted: listingType === 'seek-property' ? wantedMode(random, root) : null,
    lettingRooms: null,
  };
}

type Describer = (random: Random, p: Property) => void;

/** The category root decides how the rest is drawn; houses and flats are the default. */
function describerFor(root: string): Describer {
  switch (root) {
    case 'land':
      return describeLand;
    case 'camping':
      return describeCamping;
    case 'commercial':
    case 'development':
      return describeCommercial;
    case 'hotel-bb':
    case 'care-home':
      return describeHospitality;
    case 'room':
      return describeRoom;
    case 'caravan':
      return describeCaravan;
    default:
      return describeHome;
  }
}

function nearbyFor(random: Random, place: DemoPlace): string[] {
  const options = [
    'school',
    'shops',
    'park',
    'train-station',
    'bus-stop',
    'gym',
    'town-centre',
    'hospital',
    'motorway',
  ];
  if (place.leisure) options.push('beach', 'river', 'woodland', 'lake');
  if (place.priceLevel >= 1.8 && place.spreadKm < 5) options.push('underground', 'underground');
  if (place.name === 'London' || place.name === 'Manchester' || place.name === 'Birmingham')
    options.push('underground', 'airport');
  return [...new Set(random.sample(options, random.int(2, 5)))];
}

function wantedMode(random: Random, root: string): 'buy' | 'rent' {
  if (root === 'room') return 'rent';
  if (root === 'land' || root === 'development') return 'buy';
  return random.chance(0.25) ? 'rent' : 'buy';
}
