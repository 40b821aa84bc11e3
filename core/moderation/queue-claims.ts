// Claiming from the API and the pages: only an item still waiting in the queue can be claimed.
import { sql } from 'drizzle-orm';
import { type Claim, MODERATION_DESK_MESSAGES, type QueueItem } from '#contract/moderation-desk.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { claimItem } from './claims.ts';

/** True when the item waits for a decision. */
export async function isWaiting(db: Database, item: QueueItem): Promise<boolean> {
  const result =
    item.kind === 'offer'
      ? await db.execute(sql`select 1 from offers where id = ${item.id} and status = 'pending_moderation'`)
      : await db.execute(sql`select 1 from offer_revisions where id = ${item.id} and status = 'pending'`);
  return result.rows.length > 0;
}

/** POST /api/admin/moderation/claims: 404 for an item not waiting, 409 when another moderator has it. */
export async function claimWaitingItem(db: Database, moderatorId: string, item: QueueItem): Promise<Claim> {
  if (!(await isWaiting(db, item))) throw notFound(MODERATION_DESK_MESSAGES.itemNotFound);
  return claimItem(db, moderatorId, item);
}
