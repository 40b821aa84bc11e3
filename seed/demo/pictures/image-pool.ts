// The demo's pictures: a few hundred procedural drawings rendered to JPEG (PNG for
// floor plans) in memory and passed through processPhoto, the same code real uploads
// use, so storage holds real WebP renditions. Offers then share pictures from the pool.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { type ProcessedPhoto, processPhoto } from '#core/media/process-photo.ts';
import type { Storage } from '#core/storage/storage.ts';
import { createRandom } from '../random.ts';
import { EXTERIOR_THEMES, type ExteriorTheme, exteriorSvg } from './exterior-svg.ts';
import { floorPlanSvg } from './floor-plan-svg.ts';
import { interiorSvg, ROOM_KINDS, type RoomKind } from './interior-svg.ts';

export type PictureTheme = ExteriorTheme | RoomKind | 'floor_plan';
export type PoolPicture = ProcessedPhoto & { theme: PictureTheme; kind: 'photo' | 'floor_plan' };
export type ImagePool = ReadonlyMap<PictureTheme, readonly PoolPicture[]>;

/** Relative share of each theme in the pool. */
const SHARES: ReadonlyArray<readonly [PictureTheme, number]> = [
  ['house', 30],
  ['terrace', 16],
  ['cottage', 10],
  ['flat', 22],
  ['commercial', 12],
  ['hotel', 6],
  ['caravan', 6],
  ['camping', 6],
  ['land', 8],
  ['living', 14],
  ['kitchen', 12],
  ['bedroom', 14],
  ['bathroom', 8],
  ['office', 6],
  ['floor_plan', 24],
];

export async function generateImagePool(
  storage: Storage,
  options: { size: number; seed: number; concurrency?: number },
): Promise<ImagePool> {
  const themes = allocateThemes(options.size);
  const pictures = await mapWithLimit(themes, options.concurrency ?? availableParallelism(), async (theme, index) => {
    const random = createRandom(options.seed).fork(`picture:${index}`);
    const kind = theme === 'floor_plan' ? 'floor_plan' : 'photo';
    // Flat drawings compress about as well at effort 2 as at 4, in half the time.
    const photo = await processPhoto(storage, await renderPicture(theme, random), { effort: 2, background: true });
    return { ...photo, theme, kind } satisfies PoolPicture;
  });
  const pool = new Map<PictureTheme, PoolPicture[]>();
  for (const picture of pictures) pool.set(picture.theme, [...(pool.get(picture.theme) ?? []), picture]);
  return pool;
}

/** Themes for `size` pictures in proportion to SHARES (largest remainder), each at least once when room allows. */
export function allocateThemes(size: number): PictureTheme[] {
  const total = SHARES.reduce((sum, [, share]) => sum + share, 0);
  const counts = SHARES.map(([theme, share]) => {
    const exact = (size * share) / total;
    const floor = size >= SHARES.length ? Math.max(1, Math.floor(exact)) : Math.floor(exact);
    return { theme, count: floor, remainder: exact - Math.floor(exact) };
  });
  let left = size - counts.reduce((sum, entry) => sum + entry.count, 0);
  for (const entry of [...counts].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    entry.count += 1;
    left -= 1;
  }
  // Too many after the minimum of one each: take back from the biggest groups.
  while (left < 0) {
    const biggest = counts.reduce((a, b) => (b.count > a.count ? b : a));
    biggest.count -= 1;
    left += 1;
  }
  return counts.flatMap(({ theme, count }) => Array.from({ length: count }, () => theme));
}

async function renderPicture(theme: PictureTheme, random: ReturnType<typeof createRandom>): Promise<Buffer> {
  if (theme === 'floor_plan')
    return sharp(Buffer.from(floorPlanSvg(random)))
      .png({ compressionLevel: 6 })
      .toBuffer();
  const svg = (ROOM_KINDS as readonly string[]).includes(theme)
    ? interiorSvg(theme as RoomKind, random)
    : exteriorSvg(theme as ExteriorTheme, random);
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Like Promise.all over items.map(work), with at most `limit` running at once. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export { EXTERIOR_THEMES, ROOM_KINDS };
