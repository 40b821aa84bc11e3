// Rules that the BLM and CSV feeds share for the asking price and the listing's texts.
import type { FeedPriceQualifier } from './feed-listing.ts';
import { optionalText, type Problems, plainText, poundsToPence, summaryOf, trimmed } from './field-values.ts';

/**
 * The price in pence. It is mandatory, except that an advertiser asking for offers
 * ("price on application") may leave it blank, or write 0, which then means no price.
 * `blankWhen` says in the feed's own words when a blank price is allowed.
 */
export function askingPrice(
  raw: string | undefined,
  field: string,
  qualifier: FeedPriceQualifier,
  problems: Problems,
  blankWhen: string,
): number | null {
  const pence = poundsToPence(raw, field, problems);
  if (trimmed(raw) === '' && qualifier !== 'poa') {
    problems.push(`Missing mandatory field ${field} (it may be blank only ${blankWhen})`);
  }
  return pence === 0 && qualifier === 'poa' ? null : pence;
}

export type ListingTexts = { summary: string; description: string };

/** The description (blank when missing) and a plain-text summary: the feed's own, else the description's start. */
export function listingTexts(
  description: { raw: string | undefined; field: string },
  summary: { raw: string | undefined; field: string },
  problems: Problems,
): ListingTexts {
  const descriptionText = optionalText(description.raw, description.field, problems) ?? '';
  const summaryText = optionalText(summary.raw, summary.field, problems);
  return {
    summary: summaryText === null ? summaryOf(descriptionText) : plainText(summaryText),
    description: descriptionText,
  };
}
