// Which pool pictures an offer shows: a main photo that fits its category, more photos
// of the outside and the rooms, and a floor plan for about 30% of buildings.
import type { ProcessedPhoto } from '#core/media/process-photo.ts';
import type { ImagePool, PictureTheme } from './pictures/image-pool.ts';
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

export type ChosenPhoto = ProcessedPhoto & { kind: 'photo' | 'floor_plan'; position: number; alt: string };

/** Where the pictures come from: the freshly generated pool, or rows already in the database. */
export type PicturePicker = {
  /** Distinct pictures for one offer, main first; may return fewer than asked. */
  photos(random: Random, p: Property, count: number): ProcessedPhoto[];
  floorPlan(random: Random): ProcessedPhoto | undefined;
};

const ROOMS: readonly PictureTheme[] = ['living', 'kitchen', 'bedroom', 'bathroom'];

/** [main photo themes, other photo themes] by root category. */
function themesFor(p: Property): [readonly PictureTheme[], readonly PictureTheme[]] {
  const house: PictureTheme =
    p.child === 'terraced' || p.child === 'end-of-terrace' || p.child === 'town-house'
      ? 'terrace'
      : p.child === 'cottage' || p.child === 'holiday-cottage' || p.child === 'farmhouse'
        ? 'cottage'
        : 'house';
  switch (p.root) {
    case 'house':
      return [[house], [house, ...ROOMS, ...ROOMS]];
    case 'flat':
    case 'retirement':
      return [[p.child === 'retirement-bungalow' ? 'house' : 'flat'], ['flat', ...ROOMS, ...ROOMS]];
    case 'new-build':
      return [[p.child === 'new-build-house' ? 'house' : 'flat'], ['house', 'flat', ...ROOMS, ...ROOMS]];
    case 'room':
      return [['bedroom'], ['kitchen', 'bathroom', 'living', 'terrace', 'flat']];
    case 'commercial':
      return [
        ['commercial'],
        p.child === 'office' ? ['office', 'office', 'commercial'] : ['commercial', 'kitchen', 'office'],
      ];
    case 'development':
      return [
        ['land', 'commercial', 'terrace'],
        ['land', 'commercial', 'terrace'],
      ];
    case 'land':
      return [['land'], ['land']];
    case 'hotel-bb':
    case 'care-home':
      return [['hotel'], ['hotel', 'bedroom', 'bedroom', 'living', 'kitchen', 'bathroom']];
    case 'camping':
      return [['camping'], ['camping', 'land', 'caravan']];
    case 'summer-holiday':
      return [
        [p.child === 'holiday-lodge' ? 'caravan' : p.child === 'holiday-apartment' ? 'flat' : 'cottage'],
        [...ROOMS, 'cottage'],
      ];
    case 'caravan':
      return [['caravan'], ['caravan', 'living', 'kitchen', 'bedroom']];
    default:
      return [['house'], ROOMS];
  }
}

export function poolPicker(pool: ImagePool): PicturePicker {
  const everyPhoto = [...pool.entries()].filter(([theme]) => theme !== 'floor_plan').flatMap(([, list]) => list);
  const plans = pool.get('floor_plan') ?? [];
  return {
    photos(random, p, count) {
      const [mainThemes, otherThemes] = themesFor(p);
      const used = new Set<string>();
      const take = (themes: readonly PictureTheme[]): ProcessedPhoto | undefined => {
        for (let attempt = 0; attempt < 6; attempt++) {
          const list = pool.get(random.pick(themes)) ?? [];
          const candidates = list.filter((picture) => !used.has(picture.storageKey));
          if (candidates.length > 0) return random.pick(candidates);
        }
        const spare = everyPhoto.filter((picture) => !used.has(picture.storageKey));
        return spare.length > 0 ? random.pick(spare) : undefined;
      };
      const chosen: ProcessedPhoto[] = [];
      for (let i = 0; i < count; i++) {
        const picture = take(i === 0 ? mainThemes : otherThemes);
        if (!picture) break;
        used.add(picture.storageKey);
        chosen.push(picture);
      }
      return chosen;
    },
    floorPlan: (random) => (plans.length > 0 ? random.pick(plans) : undefined),
  };
}

const PLAN_ROOTS = new Set([
  'house',
  'flat',
  'new-build',
  'retirement',
  'summer-holiday',
  'commercial',
  'hotel-bb',
  'care-home',
]);

/** The offer's photos and floor plan with positions (1 = main) and alt texts. */
export function choosePhotos(random: Random, picker: PicturePicker, p: Property, label: string): ChosenPhoto[] {
  const count =
    p.root === 'land'
      ? random.int(3, 6)
      : random.weighted([
          [3, 1],
          [4, 2],
          [5, 3],
          [6, 3],
          [7, 3],
          [8, 3],
          [9, 2],
          [10, 2],
          [11, 1],
          [12, 1],
        ]);
  const photos = picker.photos(random, p, count);
  const chosen: ChosenPhoto[] = photos.map((photo, index) => ({
    ...photo,
    kind: 'photo',
    position: index + 1,
    alt: `Photo ${index + 1} of ${label}`,
  }));
  if (PLAN_ROOTS.has(p.root) && random.chance(0.32)) {
    const plan = picker.floorPlan(random);
    if (plan) chosen.push({ ...plan, kind: 'floor_plan', position: 1, alt: `Floor plan of ${label}` });
  }
  return chosen;
}
