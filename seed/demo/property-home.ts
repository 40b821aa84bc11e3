// Demo homes: houses and flats (for living, holidays or retirement), rooms to let and
// caravans, with bedrooms, floors and features in plausible UK proportions.
import { isFlatLike } from './category-nouns.ts';
import { featureAdder, floorSlug, ownershipFor } from './property-features.ts';
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

export function describeRoom(random: Random, p: Property): void {
  p.bedrooms = 1;
  p.bathrooms = 1;
  p.areaM2 = p.child === 'single-room' ? random.int(8, 11) : random.int(11, 20);
  p.floor = floorSlug(random.int(0, 3));
  p.floorsInBuilding = random.int(2, 4);
  p.parking = random.chance(0.3) ? 1 : 0;
  const extra = featureAdder(random, p);
  extra('umeblowane', 0.9);
  extra('double-glazing', 0.8);
  extra('garden', 0.4);
  extra('pets-allowed', 0.1);
}

export function describeCaravan(random: Random, p: Property): void {
  const touring = p.child === 'touring-caravan';
  p.bedrooms = touring ? random.int(1, 2) : random.int(2, 3);
  p.bathrooms = 1;
  p.receptions = 1;
  p.areaM2 = touring ? random.int(12, 20) : random.int(28, 60);
  p.floorsInBuilding = 1;
  p.yearBuilt = random.pick(['2000-2019', '2020-or-later']);
  const extra = featureAdder(random, p);
  extra('parking', 0.7);
  extra('umeblowane', 0.8);
  extra('pets-allowed', 0.3);
  extra('balcony', touring ? 0 : 0.5);
}

/** Houses and flats, new or old, for living, holidays or retirement. */
export function describeHome(random: Random, p: Property): void {
  const flat = isFlatLike(p.child);
  sizeHome(random, p, flat);
  if (flat) layOutFlat(random, p);
  else layOutHouse(random, p);
  addHomeFeatures(random, p);
  dateHome(random, p);
  ownershipFor(random, p, !flat && random.chance(0.92));
  if (p.child === 'shared-ownership-home') p.ownership = ['shared-ownership', 'leashold'];
  if (p.root === 'new-build' && random.chance(0.15)) p.ownership.push('help-to-buy');
  if (p.ownership.includes('leashold')) p.leaseYears = random.int(85, 199);
}

/** Bedrooms first; bathrooms, receptions and floor area follow from them. */
function sizeHome(random: Random, p: Property, flat: boolean): void {
  p.bedrooms = bedroomsFor(random, p.child, flat);
  const beds = p.bedrooms ?? 0;
  p.bathrooms = Math.max(1, Math.min(5, Math.round(beds / 2 + random.float(-0.3, 0.8))));
  p.receptions = flat ? 1 : Math.max(1, Math.min(4, Math.round(beds / 2 + random.float(-0.5, 0.6))));
  p.areaM2 = Math.round((flat ? 32 + beds * 21 : 45 + beds * 26) * random.float(0.85, 1.25));
  if (p.child === 'penthouse' || p.child === 'farmhouse') p.areaM2 = Math.round(p.areaM2 * 1.4);
}

/** A flat's storey in its block: penthouses at the top, a few ground floors below street level. */
function layOutFlat(random: Random, p: Property): void {
  const penthouse = p.child === 'penthouse';
  const floors = random.int(penthouse ? 6 : 3, penthouse ? 20 : 12);
  p.floorsInBuilding = floors;
  const storey = p.child === 'ground-floor-flat' ? 0 : penthouse ? floors - 1 : random.int(0, floors - 1);
  p.floor = random.chance(0.04) && storey === 0 ? 'lower-ground' : floorSlug(storey);
  const extra = featureAdder(random, p);
  extra('winda', floors > 3 ? 0.75 : 0.1);
  extra('balcony', 0.45);
  extra('concierge', penthouse ? 0.7 : 0.08);
  extra('parking', 0.3);
}

function layOutHouse(random: Random, p: Property): void {
  const { child } = p;
  p.floorsInBuilding = child === 'bungalow' || child === 'retirement-bungalow' ? 1 : child === 'town-house' ? 3 : 2;
  const extra = featureAdder(random, p);
  extra('garden', 0.85);
  extra('garage', child === 'detached' || child === 'farmhouse' ? 0.6 : 0.2);
  extra('parking', 0.5);
  extra('fireplace', 0.25);
  extra('cellar', 0.08);
  extra('solar-panels', 0.08);
}

/** Features every home may have, then those that lets, retirement and holiday homes favour. */
function addHomeFeatures(random: Random, p: Property): void {
  const extra = featureAdder(random, p);
  extra('double-glazing', 0.85);
  extra('ev-charging', 0.06);
  if (p.listingType === 'rent' || p.wanted === 'rent') {
    extra('umeblowane', 0.45);
    extra('pets-allowed', 0.2);
  }
  if (p.root === 'retirement') {
    // Retirement homes are small: at most two bedrooms, and a studio counts as one.
    p.bedrooms = Math.min(p.bedrooms ?? 0, 2) || 1;
    extra('step-free-access', 0.9);
  }
  if (p.root === 'summer-holiday') {
    extra('umeblowane', 0.95);
    extra('fireplace', 0.3);
  }
}

/** New builds are brand new; other homes get an age that suits their type. */
function dateHome(random: Random, p: Property): void {
  if (p.root === 'new-build') {
    p.newBuild = true;
    p.condition = 'brand-new';
    p.yearBuilt = random.chance(0.8) ? '2020-or-later' : 'not-yet-built';
    const extra = featureAdder(random, p);
    extra('solar-panels', 0.4);
    extra('ev-charging', 0.5);
  } else {
    p.yearBuilt = yearFor(random, p.child, p.yearBuilt);
    if (p.yearBuilt === '2020-or-later') p.newBuild = random.chance(0.5);
  }
}

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
