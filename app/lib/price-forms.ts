// The price page's form as the browser and the server both read it: the price typed in
// pounds, the start typed as a UK wall-clock time, and the preview of what a customer
// pays (net, VAT, gross), worked out the same way on both sides.
import { UK_TIME_ZONE } from '#contract/dates.ts';
import { penceFromPounds } from '#contract/operator-orders.ts';
import { splitGross, type VatSplit } from '#core/billing/vat.ts';

export const PRICE_FORM_MESSAGES = {
  pence: 'Give the price in pounds and pence, such as 4.99',
  start: 'Give the start as a date and time',
  saved: 'The price is saved.',
  removed: 'The price is removed: the default (or a more general price) applies again.',
} as const;

/** What a customer pays at `pounds` typed, or null when it is not an amount. */
export function previewOf(pounds: string, vatRate: number): VatSplit | null {
  const pence = penceFromPounds(pounds);
  return pence === null ? null : splitGross(pence, vatRate);
}

/** Minutes UK time is ahead of UTC at `instant` (0 in winter, 60 in summer). */
function ukOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d+)?/.exec(name ?? '');
  return Number(match?.[1] ?? 0) * 60;
}

/** "2026-12-01T09:00" as UK time, the moment it is; null when it is not a date and time. */
export function instantOfUkTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const instant = new Date(asUtc - ukOffsetMinutes(new Date(asUtc)) * 60_000);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
