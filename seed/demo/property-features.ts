// Small draws that several kinds of demo property share: optional features, tenure and floors.
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

/** Adds a feature slug with the given probability, once at most. */
export type AddFeature = (slug: string, probability: number) => void;

export function featureAdder(random: Random, p: Property): AddFeature {
  return (slug, probability) => {
    if (random.chance(probability) && !p.extras.includes(slug)) p.extras.push(slug);
  };
}

/** Freehold or leasehold, sometimes chain-free; lets have no tenure to show. */
export function ownershipFor(random: Random, p: Property, freehold: boolean): void {
  if (p.listingType === 'rent' || p.wanted === 'rent') return;
  p.ownership = [freehold ? 'freehold' : 'leashold'];
  if (random.chance(0.3)) p.ownership.push('chain-free');
  if (p.ownership.includes('leashold')) p.leaseYears = random.int(85, 199);
}

export function floorSlug(storey: number): string {
  return storey <= 0 ? 'ground' : storey >= 10 ? '10+' : String(storey);
}
