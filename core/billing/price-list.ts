// The price list as it stands: the prices the operator has set (table `prices`) over
// the defaults of contract/prices.ts, the most specific one winning (listing type and
// audience, then listing type, then audience, then any). Read from the database on each
// use, so every app server charges the same price the moment it changes.
import { sql } from 'drizzle-orm';
import type { AccountType } from '#contract/accounts.ts';
import type { AuditActor } from '#contract/audit.ts';
import {
  type Audience,
  DEFAULT_PRICES,
  PRODUCT_CODES,
  type Price,
  type PriceContext,
  type PriceEntry,
  type ProductCode,
} from '#contract/prices.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import type { Database, Transaction } from '#db/client.ts';
import { prices } from '#db/schema/platform.ts';
import { splitGross } from './vat.ts';

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

/** The prices set (of some products, or all). */
export async function readPriceRows(db: Database | Transaction, codes?: readonly ProductCode[]): Promise<PriceRow[]> {
  const result = await db.execute<PriceRow>(sql`
    select code, listing_type, audience, pence from prices
    ${codes ? sql`where code = any(${sql.param([...codes])}::text[])` : sql``}`);
  return result.rows;
}

export function describePrice(code: ProductCode, gross: number, vatRate: number): Price {
  const { name, description } = DEFAULT_PRICES[code];
  return { code, name, description, ...splitGross(gross, vatRate) };
}

/** Every product at its current price for a listing type and audience. */
export async function getPriceList(
  db: Database | Transaction,
  context: PriceContext,
  vatRate: number,
): Promise<Price[]> {
  const rows = await readPriceRows(db);
  return PRODUCT_CODES.map((code) => describePrice(code, resolvePence(rows, code, context), vatRate));
}

/** One product's current price in pence (VAT included). */
export async function priceOf(db: Database | Transaction, code: ProductCode, context: PriceContext): Promise<number> {
  return resolvePence(await readPriceRows(db, [code]), code, context);
}

/** The prices the operator has set, most general first. */
export async function listPriceEntries(db: Database): Promise<PriceEntry[]> {
  const rows = await db.execute<PriceRow>(
    sql`select code, listing_type, audience, pence from prices order by code, listing_type nulls first, audience nulls first`,
  );
  return rows.rows.map((row) => ({
    code: row.code as ProductCode,
    listing_type: row.listing_type as PriceEntry['listing_type'],
    audience: row.audience as PriceEntry['audience'],
    pence: row.pence,
  }));
}

type PriceKey = Omit<PriceEntry, 'pence'>;

/** A price's name in the audit log: its product, listing type and audience ('any' for none). */
const priceTarget = (key: PriceKey) => `${key.code}/${key.listing_type ?? 'any'}/${key.audience ?? 'any'}`;

/** The price set for exactly this key, locked until the transaction ends; null when none is. */
async function lockedPrice(tx: Transaction, key: PriceKey): Promise<PriceEntry | null> {
  const { rows } = await tx.execute<{ pence: number }>(sql`
    select pence from prices where code = ${key.code}
      and listing_type is not distinct from ${key.listing_type} and audience is not distinct from ${key.audience}
    for update`);
  const row = rows[0];
  return row ? { ...key, pence: Number(row.pence) } : null;
}

/** Sets (or replaces) one price; the operator who did it is kept, and the change is in the audit log. */
export async function setPrice(db: Database, actor: AuditActor, entry: PriceEntry): Promise<PriceEntry> {
  await db.transaction(async (tx) => {
    const before = await lockedPrice(tx, entry);
    await tx
      .insert(prices)
      .values({
        code: entry.code,
        listingType: entry.listing_type,
        audience: entry.audience,
        pence: entry.pence,
        updatedBy: actor.id,
      })
      .onConflictDoUpdate({
        target: [prices.code, prices.listingType, prices.audience],
        set: { pence: entry.pence, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    const record = { action: 'prices.set', targetType: 'price', targetId: priceTarget(entry), before, after: entry };
    await recordAudit(tx, actor, record);
  });
  return entry;
}

/** Removes a price that was set, so the default (or a more general price) applies again; false when none was. */
export async function clearPrice(db: Database, actor: AuditActor, key: PriceKey): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockedPrice(tx, key);
    if (!before) return false;
    await tx.execute(sql`
      delete from prices where code = ${key.code}
        and listing_type is not distinct from ${key.listing_type} and audience is not distinct from ${key.audience}`);
    const record = { action: 'prices.clear', targetType: 'price', targetId: priceTarget(key), before, after: null };
    await recordAudit(tx, actor, record);
    return true;
  });
}

/** The prices that apply to an ad: its listing type and its owner's audience. */
export async function offerPriceContext(db: Database | Transaction, offerId: string): Promise<PriceContext | null> {
  const result = await db.execute<{ listing_type: PriceContext['listingType']; audience: Audience }>(sql`
    select o.listing_type, ${OWNER_AUDIENCE_SQL} as audience from offers o where o.id = ${offerId}`);
  const row = result.rows[0];
  return row ? { listingType: row.listing_type, audience: row.audience } : null;
}
