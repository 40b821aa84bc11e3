// Demo land, campsites, commercial premises and hospitality: sized in acres or square
// metres, with the few features that such listings mention.

import { type AddFeature, featureAdder, floorSlug, ownershipFor } from './property-features.ts';
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

const ACRE_M2 = 4046.86;

export function describeLand(random: Random, p: Property): void {
  const acres =
    p.child === 'building-plot'
      ? random.float(0.08, 1.2)
      : p.child === 'agricultural-land'
        ? random.float(5, 120)
        : p.child === 'paddock'
          ? random.float(1, 6)
          : random.float(3, 40);
  p.acres = Math.round(acres * 100) / 100;
  p.areaM2 = Math.round(acres * ACRE_M2);
}

export function describeCamping(random: Random, p: Property): void {
  const campsite = p.child === 'campsite';
  p.acres = Math.round(random.float(campsite ? 4 : 1.5, campsite ? 30 : 8) * 10) / 10;
  p.areaM2 = Math.round(p.acres * ACRE_M2);
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

/** Shops, pubs and warehouses trade at street level; offices may be on any floor. */
const GROUND_FLOOR_PREMISES = ['retail', 'restaurant-cafe', 'pub', 'warehouse', 'industrial'];

/** Commercial premises and development opportunities. */
export function describeCommercial(random: Random, p: Property): void {
  const { root, child } = p;
  const [min, max] = COMMERCIAL_AREAS[child] ?? [100, 1000];
  p.areaM2 = Math.round(random.float(min, max) / 5) * 5;
  p.floorsInBuilding = random.int(1, child === 'office' ? 12 : 3);
  if (root === 'commercial') {
    p.floor = GROUND_FLOOR_PREMISES.includes(child)
      ? 'ground'
      : floorSlug(random.int(0, Math.min(10, p.floorsInBuilding - 1)));
  }
  if (child === 'development-site') p.yearBuilt = 'not-yet-built';
  if (root === 'development') p.condition = random.pick(['needs-renovation', 'shell', 'needs-modernisation']);
  const extra = featureAdder(random, p);
  extra('parking', 0.5);
  extra('air-conditioning', child === 'office' ? 0.6 : 0.2);
  extra('winda', (p.floorsInBuilding ?? 1) > 3 ? 0.8 : 0.1);
  extra('step-free-access', 0.5);
  extra('ev-charging', 0.15);
  ownershipFor(random, p, random.chance(0.65));
}

/** Hotels, B&Bs and care homes: sized by their letting rooms. */
export function describeHospitality(random: Random, p: Property): void {
  const careHome = p.root === 'care-home';
  const rooms = p.child === 'hotel' ? random.int(10, 45) : careHome ? random.int(18, 70) : random.int(4, 12);
  p.lettingRooms = rooms;
  p.bedrooms = rooms;
  p.bathrooms = careHome ? Math.ceil(rooms / 3) : rooms;
  p.areaM2 = Math.round(rooms * random.float(32, 48) + random.int(100, 400));
  p.floorsInBuilding = random.int(2, 5);
  p.parking = random.int(3, 20);
  addHospitalityFeatures(featureAdder(random, p), careHome);
  ownershipFor(random, p, random.chance(0.7));
}

function addHospitalityFeatures(extra: AddFeature, careHome: boolean): void {
  extra('parking', 0.9);
  extra('garden', 0.6);
  extra('winda', careHome ? 0.9 : 0.4);
  extra('step-free-access', 0.7);
  extra('fireplace', 0.3);
}
