// A moderator claims a queue item by opening it: for CLAIM_MINUTES nobody else may
// decide it, so two moderators never work on the same ad. One row per item; a claim is
// one conditional upsert (it takes the row only when it is free, lapsed, or already
// this moderator's), so of two claims at the same moment exactly one wins. A moderator
// reviews one item at a time: opening the next gives back the one they held, so moving
// on with j/k or "Next item" never leaves an item locked for the claim's remaining minutes.
import { sql } from 'drizzle-orm';
import { CLAIM_MINUTES, type Claim, MODERATION_DESK_MESSAGES, type QueueItem } from '#contract/moderation-desk.ts';
import { HttpError } from '#core/errors.ts';
import type { Database, Transaction } from '#db/client.ts';

type ClaimRow = {
  item_kind: Claim['kind'];
  item_id: string;
  moderator_id: string;
  name: string;
  expires_at: Date | string;
};

const toClaim = (row: ClaimRow): Claim => ({
  kind: row.item_kind,
  item_id: row.item_id,
  moderator: { id: row.moderator_id, name: row.name },
  expires_at: new Date(row.expires_at).toISOString(),
});

/** The 409 a moderator gets for an item someone else is reviewing. */
export function claimedByOther(claim: Claim): HttpError {
  return new HttpError(409, MODERATION_DESK_MESSAGES.claimedBy(claim.moderator.name, claim.expires_at), {
    code: 'claimed',
  });
}

const CLAIM_COLUMNS = sql`c.item_kind, c.item_id, c.moderator_id, u.name, c.expires_at`;

/** The live claims on these items, by `${kind}:${id}`. */
export async function claimsOn(db: Database | Transaction, items: readonly QueueItem[], now = new Date()) {
  const claims = new Map<string, Claim>();
  if (items.length === 0) return claims;
  const keys = items.map((item) => `${item.kind}:${item.id}`);
  const result = await db.execute<ClaimRow>(sql`
    select ${CLAIM_COLUMNS} from moderation_claims c join users u on u.id = c.moderator_id
    where c.item_kind || ':' || c.item_id = any(${sql.param(keys)}::text[]) and c.expires_at > ${now}`);
  for (const row of result.rows) claims.set(`${row.item_kind}:${row.item_id}`, toClaim(row));
  return claims;
}

/**
 * Takes the item's row for the moderator unless another's claim on it lasts: one
 * statement, so the unique key settles two moderators trying at once. True when taken.
 */
async function takeClaim(db: Database, moderatorId: string, item: QueueItem, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  const taken = await db.execute<{ item_id: string }>(sql`
    insert into moderation_claims (item_kind, item_id, moderator_id, claimed_at, expires_at)
    values (${item.kind}, ${String(item.id)}, ${moderatorId}, ${now}, ${until})
    on conflict (item_kind, item_id) do update
      set moderator_id = excluded.moderator_id, claimed_at = excluded.claimed_at, expires_at = excluded.expires_at
      where moderation_claims.moderator_id = excluded.moderator_id or moderation_claims.expires_at <= ${now}
    returning item_id`);
  return taken.rows.length > 0;
}

async function otherClaim(db: Database, item: QueueItem, now: Date): Promise<HttpError> {
  const claim = (await claimsOn(db, [item], now)).get(`${item.kind}:${item.id}`);
  if (!claim) throw new Error(`claim of ${item.kind} ${item.id} vanished`);
  return claimedByOther(claim);
}

/**
 * Claims the item for the moderator for CLAIM_MINUTES (again, when it is theirs
 * already), giving back any other item they held; 409 naming who has it otherwise. The
 * caller checks that the item exists.
 */
export async function claimItem(db: Database, moderatorId: string, item: QueueItem, now = new Date()): Promise<Claim> {
  if (!(await takeClaim(db, moderatorId, item, now))) throw await otherClaim(db, item, now);
  await db.execute(sql`
    delete from moderation_claims
    where moderator_id = ${moderatorId} and not (item_kind = ${item.kind} and item_id = ${String(item.id)})`);
  const claim = (await claimsOn(db, [item], now)).get(`${item.kind}:${item.id}`);
  if (!claim) throw new Error(`claim of ${item.kind} ${item.id} vanished`);
  return claim;
}

/** Gives the item back: only the moderator's own claim is removed. */
export async function releaseClaim(db: Database, moderatorId: string, item: QueueItem): Promise<void> {
  await db.execute(sql`
    delete from moderation_claims
    where item_kind = ${item.kind} and item_id = ${String(item.id)} and moderator_id = ${moderatorId}`);
}

/**
 * Called in a decision's transaction: 409 while another moderator's claim on the item
 * lasts; otherwise the claim ends with the decision. The row is locked, so a claim being
 * taken at this moment is either seen here or made after the decision (and then names
 * an item no longer in the queue, which nobody can act on).
 */
export async function settleClaim(tx: Transaction, deciderId: string, item: QueueItem, now: Date): Promise<void> {
  await tx.execute(sql`
    select 1 from moderation_claims where item_kind = ${item.kind} and item_id = ${String(item.id)} for update`);
  const claim = (await claimsOn(tx, [item], now)).get(`${item.kind}:${item.id}`);
  if (claim && claim.moderator.id !== deciderId) throw claimedByOther(claim);
  await tx.execute(sql`delete from moderation_claims where item_kind = ${item.kind} and item_id = ${String(item.id)}`);
}
