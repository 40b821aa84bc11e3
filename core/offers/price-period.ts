// An ad's price period (contract/price-periods.ts) is stored once, in offers.price_period.
// Attribute 5 ('per-month') is written from it, so clients that read the
// attribute still see "per month" exactly when the ad is per month.
import { BOOLEAN_TRUE, PER_MONTH_ATTRIBUTE_ID } from '#contract/attributes.ts';
import type { PricePeriod } from '#contract/price-periods.ts';

type Attributes = ReadonlyArray<{ id: number; value: string | string[] }>;

/** Whether a list of attributes ticks 'per-month'. */
export function ticksPerMonth(attributes: Attributes): boolean {
  return attributes.some((item) => item.id === PER_MONTH_ATTRIBUTE_ID && item.value === BOOLEAN_TRUE);
}

/** The attributes with 'per-month' set from the period: ticked for a month, absent otherwise. */
export function withPerMonthMirror<T extends { id: number; value: string | string[] }>(
  attributes: readonly T[],
  period: PricePeriod | null,
): Array<T | { id: number; value: string }> {
  const others = attributes.filter((item) => item.id !== PER_MONTH_ATTRIBUTE_ID);
  if (period !== 'month') return others;
  // In id order, where the attribute would have been.
  const at = others.findIndex((item) => item.id > PER_MONTH_ATTRIBUTE_ID);
  const mirror = { id: PER_MONTH_ATTRIBUTE_ID, value: BOOLEAN_TRUE };
  return at === -1 ? [...others, mirror] : [...others.slice(0, at), mirror, ...others.slice(at)];
}
