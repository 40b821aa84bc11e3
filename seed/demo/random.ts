// A small seeded PRNG (mulberry32), so the demo data is the same on every run: the
// same seed gives the same offers, pictures and prices. Not for anything secret.

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped UUID drawn from this stream. */
  uuid(): string;
  /** An independent stream derived from this one's seed and a label. */
  fork(label: number | string): Random;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const hex = (length: number): string => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted() from an empty list');
      return last[0];
    },
    sample(items, count) {
      // A partial Fisher-Yates shuffle: only the first `count` places are drawn.
      const copy = [...items];
      const take = Math.min(count, copy.length);
      for (let i = 0; i < take; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, take);
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + int(0, 3)).toString(16)}${hex(3)}-${hex(12)}`,
    fork: (label) => createRandom(hashSeed(`${seed}:${label}`)),
  };
}

/** FNV-1a of a text: turns a label into a seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A reusable weighted choice over many entries (prefix sums and a binary search). */
export function weightedPicker<T>(entries: ReadonlyArray<readonly [T, number]>): (random: Random) => T {
  if (entries.length === 0) throw new Error('weightedPicker() over an empty list');
  const totals: number[] = [];
  let sum = 0;
  for (const [, weight] of entries) {
    sum += weight;
    totals.push(sum);
  }
  return (random) => {
    const roll = random.next() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((totals[middle] ?? 0) > roll) high = middle;
      else low = middle + 1;
    }
    return (entries[low] as readonly [T, number])[0];
  };
}
