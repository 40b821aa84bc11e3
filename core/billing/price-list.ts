// The price list as it stands: the prices the operator has set (table `prices`) over
// the defaults of contract/prices.ts, the most specific one winning (listing type and
// audience, then listing type, then audience, then any). A price set applies from a
// moment (now, or a later one the operator chose): of each one's settings, the latest
// that has begun is in force, so a scheduled change starts by itself. Read from the
// database on each use, so every app server charges the same price the moment it changes.
import { sql } from 'drizzle-orm';
import type { AccountType } from '#contract/accounts.ts';
import {
  type Audience,
  DEFAULT_PRICES,
  PRODUCT_CODES,
  type Price,
  type PriceContext,
  type ProductCode,
} from '#contract/prices.ts';
import type { Database, Transaction } from '#db/client.ts';
import { splitGross } from './vat.ts';

/** Setting prices lives in price-settings.ts; callers that set and read prices import both from here. */
export { clearPrice, listPriceEntries, setPrice } from './price-settings.ts';

export type PriceRow = { code: string; listing_type: string | null; audience: string | null; pence: number };

/** Private persons pay the private price; agencies, developers and hotels, and their agents, the business one. */
export function audienceOf(user: { accountType: AccountType; companyId: string | null }): Audience {
  return user.accountType === 'private' && user.companyId === null ? 'private' : 'business';
}

/** The prices a user pays (an importing company, for instance): `audienceOf` of their account. */
export async function readUserAudience(db: Database | Transaction, userId: string): Promise<Audience> {
  const found = await db.execute<{ account_type: AccountType; company_id: string | null }>(
    sql`select account_type, company_id from users where id = ${userId}`,
  );
  const user = found.rows[0];
  if (!user) throw new Error(`user ${userId} not found`);
  return audienceOf({ accountType: user.account_type, companyId: user.company_id });
}

/** The same rule in SQL, for the owner of the offer aliased `o`. */
export const OWNER_AUDIENCE_SQL = sql.raw(
  "(select case when u.account_type = 'private' and u.company_id is null then 'private' else 'business' end from users u where u.id = o.user_id)",
);

function specificity(row: PriceRow): number {
  return (row.listing_type === null ? 0 : 2) + (row.audience === null ? 0 : 1);
}

/** The price of one product for a listing type and audience, in pence (VAT included). */
export function resolvePence(rows: readonly PriceRow[], code: ProductCode, context: PriceContext): number {
  const matching = rows
    .filter(
      (row) =>
        row.code === code &&
        (row.listing_type === null || row.listing_type === context.listingType) &&
        (row.audience === null || row.audience === context.audience),
    )
    .sort((a, b) => specificity(b) - specificity(a));
  const set = matching[0];
  if (set) return set.pence;
  const fallback = DEFAULT_PRICES[code];
  return context.audience === 'business' ? (fallback.business ?? fallback.pence) : fallback.pence;
}

/** The prices set that are in force at `at` (of some products, or all). */
export async function readPriceRows(
  db: Database | Transaction,
  codes?: readonly ProductCode[],
  at = new Date(),
): Promise<PriceRow[]> {
  const result = await db.execute<PriceRow>(sql`
    select distinct on (code, listing_type, audience) code, listing_type, audience, pence from prices
    where applies_from <= ${at} ${codes ? sql`and code = any(${sql.param([...codes])}::text[])` : sql``}
    order by code, listing_type, audience, applies_from desc`);
  return result.rows;
}

export function describePrice(code: ProductCode, gross: number, vatRate: number): Price {
  const { name, description } = DEFAULT_PRICES[code];
  return { code, name, description, ...splitGross(gross, vatRate) };
}

/** Every product at its price for a listing type and audience, now or at another moment. */
export async function getPriceList(
  db: Database | Transaction,
  context: PriceContext,
  vatRate: number,
  at = new Date(),
): Promise<Price[]> {
  const rows = await readPriceRows(db, undefined, at);
  return PRODUCT_CODES.map((code) => describePrice(code, resolvePence(rows, code, context), vatRate));
}

/** One product's current price in pence (VAT included). */
export async function priceOf(db: Database | Transaction, code: ProductCode, context: PriceContext): Promise<number> {
  return resolvePence(await readPriceRows(db, [code]), code, context);
}

/** The prices that apply to an ad: its listing type and its owner's audience. */
export async function offerPriceContext(db: Database | Transaction, offerId: string): Promise<PriceContext | null> {
  const result = await db.execute<{ listing_type: PriceContext['listingType']; audience: Audience }>(sql`
    select o.listing_type, ${OWNER_AUDIENCE_SQL} as audience from offers o where o.id = ${offerId}`);
  const row = result.rows[0];
  return row ? { listingType: row.listing_type, audience: row.audience } : null;
}
