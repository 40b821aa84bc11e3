// The prices the operator sets: listed (each one in force, and those scheduled), set
// from now or from a later moment, and removed. Each change is one transaction with its
// audit entry, the price in force locked so two operators at once are applied in turn.
import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { PRICE_SETTING_MESSAGES, type PriceEntry, type PriceEntryKey, type ProductCode } from '#contract/prices.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError } from '#core/errors.ts';
import type { Database, Transaction } from '#db/client.ts';
import { prices } from '#db/schema/platform.ts';

type SetRow = {
  code: string;
  listing_type: string | null;
  audience: string | null;
  pence: number;
  applies_from: Date | string;
};

const toEntry = (row: SetRow): PriceEntry => ({
  code: row.code as ProductCode,
  listing_type: row.listing_type as PriceEntry['listing_type'],
  audience: row.audience as PriceEntry['audience'],
  pence: Number(row.pence),
  applies_from: new Date(row.applies_from).toISOString(),
});

const sameKey = (key: PriceEntryKey) => sql`code = ${key.code}
  and listing_type is not distinct from ${key.listing_type} and audience is not distinct from ${key.audience}`;

/** The prices in force and those scheduled, most general first, each key's in date order. */
export async function listPriceEntries(db: Database, now = new Date()): Promise<PriceEntry[]> {
  const rows = await db.execute<SetRow>(sql`
    select code, listing_type, audience, pence, applies_from from prices p
    where applies_from > ${now} or applies_from = (
      select max(applies_from) from prices q where q.code = p.code and q.listing_type is not distinct from p.listing_type
        and q.audience is not distinct from p.audience and q.applies_from <= ${now})
    order by code, listing_type nulls first, audience nulls first, applies_from`);
  return rows.rows.map(toEntry);
}

/** A price's name in the audit log: its product, listing type and audience ('any' for none). */
const priceTarget = (key: PriceEntryKey) => `${key.code}/${key.listing_type ?? 'any'}/${key.audience ?? 'any'}`;

/** The price of exactly this key in force at `at`, locked until the transaction ends; null when none is. */
async function lockedPrice(tx: Transaction, key: PriceEntryKey, at: Date): Promise<PriceEntry | null> {
  const { rows } = await tx.execute<SetRow>(sql`
    select code, listing_type, audience, pence, applies_from from prices
    where ${sameKey(key)} and applies_from <= ${at} order by applies_from desc limit 1 for update`);
  const row = rows[0];
  return row ? toEntry(row) : null;
}

/** When a price set now or for `applies_from` begins; a moment already past is refused, as prices charged stay as they were. */
function startOf(entry: PriceEntry, now: Date): Date {
  if (!entry.applies_from) return now;
  const from = new Date(entry.applies_from);
  if (from.getTime() < now.getTime() - 60_000) {
    throw new HttpError(422, PRICE_SETTING_MESSAGES.pastStart, {
      errors: { applies_from: [PRICE_SETTING_MESSAGES.pastStart] },
    });
  }
  return from < now ? now : from;
}

/**
 * Sets a price from now, or schedules it from a later moment; the settings it makes
 * obsolete (older ones of the same key no longer in force) are removed. The operator
 * who did it is kept, and the change is in the audit log.
 */
export async function setPrice(
  db: Database,
  actor: AuditActor,
  entry: PriceEntry,
  now = new Date(),
): Promise<PriceEntry> {
  const from = startOf(entry, now);
  const saved = { ...entry, applies_from: from.toISOString() };
  await db.transaction(async (tx) => {
    const before = await lockedPrice(tx, entry, from);
    const values = { code: entry.code, listingType: entry.listing_type, audience: entry.audience, pence: entry.pence };
    await tx
      .insert(prices)
      .values({ ...values, appliesFrom: from, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [prices.code, prices.listingType, prices.audience, prices.appliesFrom],
        set: { pence: entry.pence, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await tx.execute(sql`delete from prices where ${sameKey(entry)} and applies_from < (
      select max(applies_from) from prices where ${sameKey(entry)} and applies_from <= ${now})`);
    const record = { action: 'prices.set', targetType: 'price', targetId: priceTarget(entry), before, after: saved };
    await recordAudit(tx, actor, record);
  });
  return saved;
}

/**
 * Removes a price that was set, so the default (or a more general price) applies again;
 * with `applies_from`, only that scheduled change. False when there was none.
 */
export async function clearPrice(
  db: Database,
  actor: AuditActor,
  key: PriceEntryKey,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockedPrice(tx, key, key.applies_from ? new Date(key.applies_from) : now);
    const which = key.applies_from ? sql`and applies_from = ${new Date(key.applies_from)}` : sql``;
    const gone = await tx.execute(sql`delete from prices where ${sameKey(key)} ${which} returning id`);
    if (gone.rows.length === 0) return false;
    const record = { action: 'prices.clear', targetType: 'price', targetId: priceTarget(key), before, after: null };
    await recordAudit(tx, actor, record);
    return true;
  });
}
