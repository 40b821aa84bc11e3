// What an ad costs with a package and extras: one line per product at the current
// price, VAT per line, totals from the lines (docs/billing.md). A quote changes nothing;
// the order made from it copies its lines.
import { sql } from 'drizzle-orm';
import type { ListingType } from '#contract/listing-types.ts';
import { OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import {
  type Audience,
  BILL_MESSAGES,
  type Bill,
  type BillChoice,
  type BillLine,
  FREE_PHOTOS,
  type ProductCode,
} from '#contract/prices.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { type Actor, managedBy } from '#core/offers/lifecycle.ts';
import type { Database, Transaction } from '#db/client.ts';
import { describePrice, OWNER_AUDIENCE_SQL, type PriceRow, readPriceRows, resolvePence } from './price-list.ts';
import { vatTotals } from './vat.ts';

/** What an ad's price depends on: its listing type, its owner's audience, its photos and whether it is scheduled. */
export type PricedFacts = {
  listing_type: ListingType;
  audience: Audience;
  photos: number;
  scheduled: boolean;
};

type OfferFacts = PricedFacts & { id: string };

const BASIC: BillChoice = { package: 'basic', extras: [] };

async function readOfferFacts(db: Database | Transaction, offerId: string, actor?: Actor): Promise<OfferFacts> {
  const found = await db.execute<OfferFacts>(sql`
    select o.id, o.listing_type, ${OWNER_AUDIENCE_SQL} as audience,
      (select count(*)::int from offer_photos p where p.offer_id = o.id and p.kind = 'photo') as photos,
      (o.visible_from is not null and o.visible_from > now()) as scheduled
    from offers o where o.id = ${offerId} and ${actor ? managedBy(actor) : sql`true`}`);
  const offer = found.rows[0];
  if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  return offer;
}

/**
 * The lines of an ad with a package and extras at the given prices for its listing type
 * and its owner's audience, with the costs of posting itself (photos beyond the included
 * ones, a scheduled date) whenever they are priced. May be empty. Pure: the callers read
 * the price list (once, for a whole batch of listings if they like).
 */
export function billLines(
  rows: readonly PriceRow[],
  facts: PricedFacts,
  choice: BillChoice,
  vatRate: number,
): BillLine[] {
  const context = { listingType: facts.listing_type, audience: facts.audience };
  const wanted: Array<[ProductCode, number]> = [
    [`package.${choice.package}`, 1],
    ...choice.extras.map((extra): [ProductCode, number] => [`extra.${extra}`, 1]),
    ['extra.photo', Math.max(0, facts.photos - FREE_PHOTOS)],
    ['extra.scheduled', facts.scheduled ? 1 : 0],
  ];
  const lines: BillLine[] = [];
  for (const [code, quantity] of wanted) {
    const unit = resolvePence(rows, code, context);
    if (quantity === 0 || unit === 0) continue;
    lines.push({ ...describePrice(code, unit * quantity, vatRate), quantity, unit_gross: unit });
  }
  return lines;
}

/**
 * What posting an ad costs at the given prices, in pence (VAT included): its Basic
 * package, photos beyond the included ones and a scheduled publication. Zero: free.
 */
export function postingGross(rows: readonly PriceRow[], facts: PricedFacts): number {
  return vatTotals(billLines(rows, facts, BASIC, 0)).gross;
}

async function billOf(db: Database | Transaction, offer: OfferFacts, choice: BillChoice, vatRate: number) {
  const lines = billLines(await readPriceRows(db), offer, choice, vatRate);
  return { offer_id: offer.id, audience: offer.audience, vat_rate: vatRate, lines, totals: vatTotals(lines) };
}

/** An ad's bill for its manager (anyone else: 404); nothing to pay is 404 `nothing_to_pay`. */
export async function quoteOfferBill(
  db: Database | Transaction,
  actor: Actor,
  offerId: string,
  choice: BillChoice,
  vatRate: number,
): Promise<Bill> {
  const bill = await billOf(db, await readOfferFacts(db, offerId, actor), choice, vatRate);
  if (bill.totals.gross === 0) throw new HttpError(404, BILL_MESSAGES.nothingToPay, { code: 'nothing_to_pay' });
  return bill;
}

/**
 * What posting an ad costs, in pence (VAT included), at the operator's current prices
 * for its listing type and its owner's audience (`postingGross`). Zero: posting is free.
 */
export async function postingCost(db: Database | Transaction, offerId: string): Promise<number> {
  return postingGross(await readPriceRows(db), await readOfferFacts(db, offerId));
}
