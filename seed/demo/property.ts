// What a demo offer describes: the property's size, rooms and features, drawn with
// plausible UK proportions for its category. Prices, attributes and texts derive from it.
import type { ListingType } from '#contract/listing-types.ts';
import { isFlatLike, nounOf } from './category-nouns.ts';
import type { DemoPlace } from './places.ts';
import type { Random } from './random.ts';

export type Property = {
  listingType: ListingType;
  root: string;
  child: string;
  /** Singular noun for titles: 'semi-detached house', 'studio flat', 'office'. */
  noun: string;
  /** null for studios and non-residential property. */
  bedrooms: number | null;
  bathrooms: number | null;
  receptions: number | null;
  areaM2: number;
  /** Land only. */
  acres: number | null;
  floor: string | null;
  floorsInBuilding: number | null;
  condition: string;
  yearBuilt: string;
  parking: number;
  extras: string[];
  nearby: string[];
  ownership: string[];
  leaseYears: number | null;
  newBuild: boolean;
  /** Seek-property only: looking to buy or to rent. */
  wanted: 'buy' | 'rent' | null;
  /** Hotels, B&Bs and care homes: letting rooms. */
  lettingRooms: number | null;
};

const ACRE_M2 = 4046.86;

export function describeProperty(
  random: Random,
  listingType: ListingType,
  root: string,
  child: string,
  place: DemoPlace,
): Property {
  const p: Property = {
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
  const renting = listingType === 'rent' || p.wanted === 'rent';
  const extra = (slug: string, probability: number): void => {
    if (random.chance(probability) && !p.extras.includes(slug)) p.extras.push(slug);
  };

  if (root === 'land') {
    const acres =
      child === 'building-plot'
        ? random.float(0.08, 1.2)
        : child === 'agricultural-land'
          ? random.float(5, 120)
          : child === 'paddock'
            ? random.float(1, 6)
            : random.float(3, 40);
    p.acres = Math.round(acres * 100) / 100;
    p.areaM2 = Math.round(acres * ACRE_M2);
    return p;
  }
  if (root === 'camping') {
    p.acres = Math.round(random.float(child === 'campsite' ? 4 : 1.5, child === 'campsite' ? 30 : 8) * 10) / 10;
    p.areaM2 = Math.round(p.acres * ACRE_M2);
    return p;
  }
  if (root === 'commercial' || root === 'development') {
    const [min, max] = COMMERCIAL_AREAS[child] ?? [100, 1000];
    p.areaM2 = Math.round(random.float(min, max) / 5) * 5;
    p.floorsInBuilding = random.int(1, child === 'office' ? 12 : 3);
    if (root === 'commercial') {
      p.floor = ['retail', 'restaurant-cafe', 'pub', 'warehouse', 'industrial'].includes(child)
        ? 'ground'
        : floorSlug(random.int(0, Math.min(10, p.floorsInBuilding - 1)));
    }
    if (child === 'development-site') p.yearBuilt = 'not-yet-built';
    if (root === 'development') p.condition = random.pick(['needs-renovation', 'shell', 'needs-modernisation']);
    extra('parking', 0.5);
    extra('air-conditioning', child === 'office' ? 0.6 : 0.2);
    extra('winda', (p.floorsInBuilding ?? 1) > 3 ? 0.8 : 0.1);
    extra('step-free-access', 0.5);
    extra('ev-charging', 0.15);
    ownershipFor(random, p, random.chance(0.65));
    return p;
  }
  if (root === 'hotel-bb' || root === 'care-home') {
    p.lettingRooms =
      child === 'hotel' ? random.int(10, 45) : root === 'care-home' ? random.int(18, 70) : random.int(4, 12);
    p.bedrooms = p.lettingRooms;
    p.bathrooms = root === 'care-home' ? Math.ceil(p.lettingRooms / 3) : p.lettingRooms;
    p.areaM2 = Math.round(p.lettingRooms * random.float(32, 48) + random.int(100, 400));
    p.floorsInBuilding = random.int(2, 5);
    p.parking = random.int(3, 20);
    extra('parking', 0.9);
    extra('garden', 0.6);
    extra('winda', root === 'care-home' ? 0.9 : 0.4);
    extra('step-free-access', 0.7);
    extra('fireplace', 0.3);
    ownershipFor(random, p, random.chance(0.7));
    return p;
  }
  if (root === 'room') {
    p.bedrooms = 1;
    p.bathrooms = 1;
    p.areaM2 = child === 'single-room' ? random.int(8, 11) : random.int(11, 20);
    p.floor = floorSlug(random.int(0, 3));
    p.floorsInBuilding = random.int(2, 4);
    p.parking = random.chance(0.3) ? 1 : 0;
    extra('umeblowane', 0.9);
    extra('double-glazing', 0.8);
    extra('garden', 0.4);
    extra('pets-allowed', 0.1);
    return p;
  }
  if (root === 'caravan') {
    p.bedrooms = child === 'touring-caravan' ? random.int(1, 2) : random.int(2, 3);
    p.bathrooms = 1;
    p.receptions = 1;
    p.areaM2 = child === 'touring-caravan' ? random.int(12, 20) : random.int(28, 60);
    p.floorsInBuilding = 1;
    p.yearBuilt = random.pick(['2000-2019', '2020-or-later']);
    extra('parking', 0.7);
    extra('umeblowane', 0.8);
    extra('pets-allowed', 0.3);
    extra('balcony', child === 'touring-caravan' ? 0 : 0.5);
    return p;
  }

  // Houses and flats, new or old, for living, holidays or retirement.
  const flat = isFlatLike(child);
  p.bedrooms = bedroomsFor(random, child, flat);
  const beds = p.bedrooms ?? 0;
  p.bathrooms = Math.max(1, Math.min(5, Math.round(beds / 2 + random.float(-0.3, 0.8))));
  p.receptions = flat ? 1 : Math.max(1, Math.min(4, Math.round(beds / 2 + random.float(-0.5, 0.6))));
  p.areaM2 = Math.round((flat ? 32 + beds * 21 : 45 + beds * 26) * random.float(0.85, 1.25));
  if (child === 'penthouse' || child === 'farmhouse') p.areaM2 = Math.round(p.areaM2 * 1.4);
  if (flat) {
    p.floorsInBuilding = random.int(child === 'penthouse' ? 6 : 3, child === 'penthouse' ? 20 : 12);
    const storey =
      child === 'ground-floor-flat'
        ? 0
        : child === 'penthouse'
          ? p.floorsInBuilding - 1
          : random.int(0, p.floorsInBuilding - 1);
    p.floor = random.chance(0.04) && storey === 0 ? 'lower-ground' : floorSlug(storey);
    extra('winda', p.floorsInBuilding > 3 ? 0.75 : 0.1);
    extra('balcony', 0.45);
    extra('concierge', child === 'penthouse' ? 0.7 : 0.08);
    extra('parking', 0.3);
  } else {
    p.floorsInBuilding = child === 'bungalow' || child === 'retirement-bungalow' ? 1 : child === 'town-house' ? 3 : 2;
    extra('garden', 0.85);
    extra('garage', child === 'detached' || child === 'farmhouse' ? 0.6 : 0.2);
    extra('parking', 0.5);
    extra('fireplace', 0.25);
    extra('cellar', 0.08);
    extra('solar-panels', 0.08);
  }
  extra('double-glazing', 0.85);
  extra('ev-charging', 0.06);
  if (renting) {
    extra('umeblowane', 0.45);
    extra('pets-allowed', 0.2);
  }
  if (root === 'retirement') {
    p.bedrooms = Math.min(beds, 2) || 1;
    extra('step-free-access', 0.9);
  }
  if (root === 'summer-holiday') {
    extra('umeblowane', 0.95);
    extra('fireplace', 0.3);
  }
  if (root === 'new-build') {
    p.newBuild = true;
    p.condition = 'brand-new';
    p.yearBuilt = random.chance(0.8) ? '2020-or-later' : 'not-yet-built';
    extra('solar-panels', 0.4);
    extra('ev-charging', 0.5);
  } else {
    p.yearBuilt = yearFor(random, child, p.yearBuilt);
    if (p.yearBuilt === '2020-or-later') p.newBuild = random.chance(0.5);
  }
  ownershipFor(random, p, !flat && random.chance(0.92));
  if (child === 'shared-ownership-home') p.ownership = ['shared-ownership', 'leashold'];
  if (root === 'new-build' && random.chance(0.15)) p.ownership.push('help-to-buy');
  if (p.ownership.includes('leashold')) p.leaseYears = random.int(85, 199);
  return p;
}

const COMMERCIAL_AREAS: Readonly<Record<string, readonly [number, number]>> = {
  office: [60, 1500],
  retail: [45, 400],
  industrial: [300, 3000],
  warehouse: [1000, 9000],
  'restaurant-cafe': [70, 300],
  pub: [180, 600],
  'development-site': [2000, 20000],
  'conversion-opportunity': [300, 2000],
  'refurbishment-project': [120, 800],
};

function bedroomsFor(random: Random, child: string, flat: boolean): number | null {
  if (child === 'studio') return null;
  if (child === 'farmhouse') return random.int(4, 6);
  if (child === 'bungalow' || child === 'retirement-bungalow') return random.int(2, 3);
  if (child === 'cottage' || child === 'holiday-cottage') return random.int(1, 4);
  if (child === 'holiday-lodge') return random.int(1, 3);
  if (child === 'penthouse') return random.int(2, 4);
  if (child === 'duplex') return random.int(2, 4);
  if (flat)
    return random.weighted([
      [1, 35],
      [2, 45],
      [3, 17],
      [4, 3],
    ]);
  if (child === 'detached')
    return random.weighted([
      [3, 30],
      [4, 45],
      [5, 18],
      [6, 7],
    ]);
  if (child === 'terraced' || child === 'new-build-house') {
    return random.weighted([
      [1, 4],
      [2, 35],
      [3, 45],
      [4, 16],
    ]);
  }
  return random.weighted([
    [2, 22],
    [3, 50],
    [4, 22],
    [5, 6],
  ]);
}

function yearFor(random: Random, child: string, fallback: string): string {
  if (child === 'cottage' || child === 'farmhouse') return random.pick(['before-1900', 'before-1900', '1900-1944']);
  if (child === 'terraced' || child === 'end-of-terrace')
    return random.pick(['before-1900', '1900-1944', '1900-1944', '1945-1979']);
  if (child === 'town-house') return random.pick(['2000-2019', '1980-1999', 'before-1900']);
  return fallback;
}

function ownershipFor(random: Random, p: Property, freehold: boolean): void {
  if (p.listingType === 'rent' || p.wanted === 'rent') return;
  p.ownership = [freehold ? 'freehold' : 'leashold'];
  if (random.chance(0.3)) p.ownership.push('chain-free');
  if (p.ownership.includes('leashold')) p.leaseYears = random.int(85, 199);
}

export function floorSlug(storey: number): string {
  return storey <= 0 ? 'ground' : storey >= 10 ? '10+' : String(storey);
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
