// What posting an imported listing costs: the ad form's rule (`postingGross` in
// core/billing/bill.ts: its Basic package, photos beyond the included ones and a
// scheduled date, at the operator's prices for its listing type and the company's
// audience), priced from what the feed says, photos counted as the media step will
// attach them. The price rows and the company's audience are read once (per preview,
// per batch); each listing is then priced without a query.
import { listingTypeOf } from '#contract/offer-input.ts';
import type { Audience } from '#contract/prices.ts';
import { postingGross } from '#core/billing/bill.ts';
import { type PriceRow, readPriceRows, readUserAudience } from '#core/billing/price-list.ts';
import type { Database, Transaction } from '#db/client.ts';
import type { ImportedListing } from './map-listing.ts';
import { attachedPhotoCount } from './media-items.ts';

/** The prices a company's imported listings are posted at; null: the site takes no payments, so posting is free. */
export type ImportPricing = { rows: readonly PriceRow[]; audience: Audience } | null;

export async function readImportPricing(
  db: Database | Transaction,
  companyId: string,
  takesPayments: boolean,
): Promise<ImportPricing> {
  if (!takesPayments) return null;
  return { rows: await readPriceRows(db), audience: await readUserAudience(db, companyId) };
}

/** What posting this listing costs, in pence (VAT included); zero: free. */
export function listingPostingCost(pricing: ImportPricing, listing: ImportedListing, now: Date): number {
  if (!pricing) return 0;
  const listingType = listingTypeOf(listing.input);
  // A mapped listing always has its type (map-listing.ts sets attribute 1).
  if (!listingType) throw new Error('an imported listing without its listing type');
  const visibleFrom = listing.input.visible_from_date;
  return postingGross(pricing.rows, {
    listing_type: listingType,
    audience: pricing.audience,
    photos: attachedPhotoCount(listing.media),
    scheduled: visibleFrom ? new Date(visibleFrom) > now : false,
  });
}
