// Money and counts as people in the UK read them, for pages, e-mails and documents alike
// (dates are in dates.ts). Amounts are stored in pence (minor units), divided by 100 for display.
// Two ways to write money: an asking price in whole pounds (formatPounds), and an amount
// paid or owed to the penny (formatMoney), as invoices and receipts write it.
import type { ListingType } from './listing-types.ts';
import { plural } from './plural.ts';
import { PRICE_PERIOD_SUFFIX, type PricePeriod } from './price-periods.ts';

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const WITH_PENCE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('en-GB');

/** An asking price or a budget: '£350,000'; pence are shown only when there are some: '£1,250.50'. */
export function formatPounds(pence: number): string {
  return pence % 100 === 0 ? WHOLE_POUNDS.format(pence / 100) : WITH_PENCE.format(pence / 100);
}

/** An amount paid, owed or charged (invoices, credit notes, payments, refunds, extras), always to the penny: '£12.00', '£1,234.50'. */
export function formatMoney(pence: number): string {
  return WITH_PENCE.format(pence / 100);
}

/** A price on the price list: 'Free' when it costs nothing, else the amount to the penny. */
export function formatCharge(pence: number): string {
  return pence === 0 ? 'Free' : formatMoney(pence);
}

/** The words around an amount, in one language: the interface's dictionaries hold one each. */
export type PriceWords = {
  onApplication: string;
  periods: Record<PricePeriod, string>;
  budget: (amount: string) => string;
};

export const PRICE_WORDS_EN: PriceWords = {
  onApplication: 'Price on application',
  periods: PRICE_PERIOD_SUFFIX,
  budget: (amount) => `Budget up to ${amount}`,
};

/**
 * The price line of a card or an offer page: '£350,000', '£1,250 pcm', '£95 per night', 'Budget up to £625 pcm'.
 * `words` are the visitor's language's (the amount stays in pounds, written the British way).
 */
export function formatPrice(
  pence: number | null,
  listingType: ListingType,
  period: PricePeriod | null,
  words: PriceWords = PRICE_WORDS_EN,
): string {
  if (pence === null) return words.onApplication;
  const amount = `${formatPounds(pence)}${period ? words.periods[period] : ''}`;
  return listingType === 'seek-property' ? words.budget(amount) : amount;
}

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** '1 property', '1,234 properties'. */
export function formatCount(count: number, singular: string, pluralForm: string): string {
  return plural(count, singular, pluralForm);
}

/** Room counts are stored as '1' to '4' or '5+'. */
export function formatRooms(value: string, singular: string, plural: string): string {
  return `${value} ${value === '1' ? singular : plural}`;
}

export function formatArea(squareMetres: number): string {
  return `${NUMBER.format(squareMetres)} m²`;
}

/** The text with its first letter in capitals: a sentence start or a heading made from a noun. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
