// The suggestion lists of a from/to pair (price, floor area): the "to"
// list holds only values at or above the chosen minimum, the "from" list only values
// at or below the chosen maximum. The rule itself is contract/price-suggestions.ts.
import { suggestionsFrom, suggestionsTo } from '#contract/price-suggestions.ts';

/** A whole number typed by a person ('250,000', '£250000', '80 m²' is not one); undefined otherwise. */
export function wholeNumber(raw: string): number | undefined {
  const cleaned = raw.replace(/[£,\s]/g, '');
  return /^\d{1,10}$/.test(cleaned) ? Number(cleaned) : undefined;
}

export type RangeSuggestions = { from: number[]; to: number[] };

export function rangeSuggestions(
  values: readonly number[],
  min: number | undefined,
  max: number | undefined,
): RangeSuggestions {
  return { from: suggestionsFrom(values, max), to: suggestionsTo(values, min) };
}
