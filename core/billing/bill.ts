// What an ad costs with a package and extras: one line per product at the current
// price, VAT per line, totals from the lines (docs/billing.md). A quote changes nothing;
// the order made from it (next step of issue 6) copies its lines.
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
import type { Database } from '#db/client.ts';
import { describePrice, OWNER_AUDIENCE_SQL, readPriceRows, resolvePence } from './price-list.ts';
import { vatTotals } from './vat.ts';

type OfferFacts = {
  id: string;
  listing_type: ListingType;
  owner_audience: Audience;
  photos: number;
  scheduled: boolean;
};

export async function quoteOfferBill(
  db: Database,
  actor: Actor,
  offerId: string,
  choice: BillChoice,
  vatRate: number,
): Promise<Bill> {
  const found = await db.execute<OfferFacts>(sql`
    select o.id, o.listing_type, ${OWNER_AUDIENCE_SQL} as owner_audience,
      (select count(*)::int from offer_photos p where p.offer_id = o.id and p.kind = 'photo') as photos,
      (o.visible_from is not null and o.visible_from > now()) as scheduled
    from offers o where o.id = ${offerId} and ${managedBy(actor)}`);
  const offer = found.rows[0];
  if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  const rows = await readPriceRows(db);
  const context = { listingType: offer.listing_type, audience: offer.owner_audience };
  const wanted: Array<[ProductCode, number]> = [
    [`package.${choice.package}`, 1],
    ...choice.extras.map((extra): [ProductCode, number] => [`extra.${extra}`, 1]),
    ['extra.photo', Math.max(0, offer.photos - FREE_PHOTOS)],
    ['extra.scheduled', offer.scheduled ? 1 : 0],
  ];
  const lines: BillLine[] = [];
  for (const [code, quantity] of wanted) {
    const unit = resolvePence(rows, code, context);
    if (quantity === 0 || unit === 0) continue;
    lines.push({ ...describePrice(code, unit * quantity, vatRate), quantity, unit_gross: unit });
  }
  const totals = vatTotals(lines);
  if (totals.gross === 0) throw new HttpError(404, BILL_MESSAGES.nothingToPay, { code: 'nothing_to_pay' });
  return { offer_id: offer.id, audience: offer.owner_audience, vat_rate: vatRate, lines, totals };
}
