// Suggested bounds for the price and area inputs (pounds and m²). Suggestion lists
// follow one rule: "to" values at or above the chosen minimum, "from" values
// at or below the chosen maximum.
import type { ListingType } from './listing-types.ts';

const SALE = [
  50_000, 75_000, 100_000, 125_000, 150_000, 175_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000,
  600_000, 700_000, 800_000, 1_000_000, 1_250_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000,
];
const RENT = [
  300, 400, 500, 600, 700, 800, 900, 1_000, 1_250, 1_500, 1_750, 2_000, 2_500, 3_000, 4_000, 5_000, 7_500, 10_000,
];
export const AREA_SUGGESTIONS = [20, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300, 500, 1_000];

export function priceSuggestions(type: ListingType | undefined): number[] {
  return type === 'rent' ? RENT : SALE;
}

export function suggestionsFrom(values: readonly number[], max: number | undefined): number[] {
  return max === undefined ? [...values] : values.filter((value) => value <= max);
}

export function suggestionsTo(values: readonly number[], min: number | undefined): number[] {
  return min === undefined ? [...values] : values.filter((value) => value >= min);
}
