// The shape of the demo market: how often each listing type, category and advertiser
// appears, and a first run of offers that covers every category and listing type.
import { CATEGORIES } from '#contract/categories.ts';
import type { ListingType } from '#contract/listing-types.ts';
import type { DemoAccountKey } from './accounts.ts';
import type { DemoPlace } from './places.ts';
import { type Random, weightedPicker } from './random.ts';

export type OfferKind = { listingType: ListingType; root: string; child: string };

const TYPE_WEIGHTS: ReadonlyArray<readonly [ListingType, number]> = [
  ['sell', 44],
  ['rent', 34],
  ['auction', 6],
  ['swap', 5],
  ['seek-property', 11],
];

const ROOT_WEIGHTS: Readonly<Record<string, number>> = {
  house: 30,
  flat: 28,
  'new-build': 8,
  room: 7,
  commercial: 6,
  land: 4,
  retirement: 3,
  'summer-holiday': 3,
  caravan: 3,
  'hotel-bb': 2,
  development: 2,
  camping: 1.5,
  'care-home': 1,
};

const CHILD_WEIGHTS: Readonly<Record<string, number>> = {
  'semi-detached': 25,
  terraced: 25,
  detached: 18,
  'end-of-terrace': 8,
  bungalow: 8,
  cottage: 6,
  'town-house': 6,
  farmhouse: 3,
  apartment: 60,
  'ground-floor-flat': 10,
  studio: 12,
  maisonette: 8,
  duplex: 5,
  penthouse: 4,
};

export const LEISURE_ROOTS = new Set(['summer-holiday', 'caravan', 'camping']);

/** One offer of every root category under each of its listing types (and wanted), touching every child category. */
export function coveragePlan(): OfferKind[] {
  const plan: OfferKind[] = [];
  for (const root of CATEGORIES) {
    const types: ListingType[] = [...root.offerTypes, 'seek-property'];
    const count = Math.max(types.length, root.children.length);
    for (let i = 0; i < count; i++) {
      const child = root.children[i % root.children.length];
      const listingType = types[i % types.length];
      if (child && listingType) plan.push({ listingType, root: root.slug, child: child.slug });
    }
  }
  return plan;
}

export function randomKind(random: Random): OfferKind {
  const listingType = random.weighted(TYPE_WEIGHTS);
  const roots = CATEGORIES.filter((root) => listingType === 'seek-property' || root.offerTypes.includes(listingType));
  const root = random.weighted(roots.map((r) => [r, ROOT_WEIGHTS[r.slug] ?? 1] as const));
  const child = random.weighted(root.children.map((c) => [c.slug, CHILD_WEIGHTS[c.slug] ?? 1] as const));
  return { listingType, root: root.slug, child };
}

export function ownerFor(random: Random, kind: OfferKind): DemoAccountKey {
  const { listingType, root } = kind;
  if (listingType === 'seek-property')
    return random.weighted<DemoAccountKey>([
      ['private', 6],
      ['admin', 1],
      ['agency', 2],
      ['agent1', 1],
    ]);
  if (listingType === 'swap') return 'private';
  if (root === 'new-build' || root === 'development')
    return random.weighted<DemoAccountKey>([
      ['developer', 8],
      ['agency', 1],
      ['agent1', 1],
    ]);
  if (LEISURE_ROOTS.has(root) || root === 'hotel-bb')
    return random.weighted<DemoAccountKey>([
      ['hotel', 6],
      ['agency', 2],
      ['agent2', 1],
      ['private', 1],
    ]);
  if (root === 'care-home') return random.pick<DemoAccountKey>(['hotel', 'agency']);
  if (root === 'room')
    return random.weighted<DemoAccountKey>([
      ['private', 6],
      ['agent2', 2],
      ['agency', 1],
    ]);
  return random.weighted<DemoAccountKey>([
    ['agency', 4],
    ['agent1', 3],
    ['agent2', 3],
    ['private', 1.5],
  ]);
}

/** Fields, campsites and caravans: never in inner London. */
const RURAL_ROOTS = new Set([...LEISURE_ROOTS, 'land']);

/** Places weighted by their size; holiday property prefers the coast and the countryside. */
export function placePicker(places: readonly DemoPlace[]): (random: Random, root: string) => DemoPlace {
  const pickerOf = (list: readonly DemoPlace[], fallback?: (random: Random) => DemoPlace) =>
    list.length > 0 ? weightedPicker(list.map((place) => [place, place.weight] as const)) : fallback;
  const all = pickerOf(places);
  if (!all) throw new Error('Demo seed: no places to put offers in');
  const rural =
    pickerOf(
      places.filter((place) => !place.urban),
      all,
    ) ?? all;
  const leisure =
    pickerOf(
      places.filter((place) => place.leisure),
      rural,
    ) ?? rural;
  return (random, root) => {
    if (LEISURE_ROOTS.has(root) && random.chance(0.8)) return leisure(random);
    return RURAL_ROOTS.has(root) ? rural(random) : all(random);
  };
}
