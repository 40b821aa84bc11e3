// What a moderator reads at the desk: the two queues (new ads waiting, changes of live
// ads waiting), each item with who is reviewing it, and one item with the ad as it will
// appear, what a change changes, and the items before and after it in its queue.
import { sql } from 'drizzle-orm';
import type { Claim, QueueItem, QueueItemKind } from '#contract/moderation-desk.ts';
import type { OfferView } from '#contract/offer-lifecycle.ts';
import type { AdminOffer, AdminRevision, RevisionChange } from '#contract/offer-moderation.ts';
import type { Page } from '#contract/pagination.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { listOffersByStatus, listRevisions, pendingChanges } from '#core/offers/moderation-queue.ts';
import { getOfferView } from '#core/offers/offer-view.ts';
import type { Database } from '#db/client.ts';
import { claimsOn } from './claims.ts';

export type DeskQueues = {
  offers: Page<AdminOffer & { claim: Claim | null }>;
  revisions: Page<AdminRevision & { claim: Claim | null }>;
};

/** Both queues, oldest first, each on its own page. */
export async function deskQueues(
  db: Database,
  pages: { offers: number; revisions: number },
  assetBase: string,
): Promise<DeskQueues> {
  const [offers, revisions] = await Promise.all([
    listOffersByStatus(db, { status: 'pending_moderation', page: pages.offers }, assetBase),
    listRevisions(db, { status: 'pending', page: pages.revisions }, assetBase),
  ]);
  const claims = await claimsOn(db, [
    ...offers.data.map((row) => ({ kind: 'offer' as const, id: row.offer.id })),
    ...revisions.data.map((row) => ({ kind: 'revision' as const, id: row.id })),
  ]);
  return {
    offers: {
      ...offers,
      data: offers.data.map((row) => ({ ...row, claim: claims.get(`offer:${row.offer.id}`) ?? null })),
    },
    revisions: {
      ...revisions,
      data: revisions.data.map((row) => ({ ...row, claim: claims.get(`revision:${row.id}`) ?? null })),
    },
  };
}

export type DeskItem = {
  item: QueueItem;
  /** Whether it still waits for a decision. */
  waiting: boolean;
  offer: OfferView;
  /** A change of a live ad: each field it changes, live and proposed. */
  changes: RevisionChange[];
  claim: Claim | null;
  previous: string | null;
  next: string | null;
};

type QueueRow = { offer_id: string; waiting: boolean; content: unknown; revision_id: number | null; at: Date | string };

async function readQueueRow(db: Database, item: QueueItem): Promise<QueueRow | undefined> {
  const result =
    item.kind === 'offer'
      ? await db.execute<QueueRow>(sql`
          select id as offer_id, status = 'pending_moderation' as waiting, null as content, null as revision_id,
            status_changed_at as at
          from offers where id = ${item.id}`)
      : await db.execute<QueueRow>(sql`
          select offer_id, status = 'pending' as waiting, content, id as revision_id, created_at as at
          from offer_revisions where id = ${item.id}`);
  return result.rows[0];
}

/** The items just before and after this one in its queue (by how long they have waited). */
async function neighbours(db: Database, kind: QueueItemKind, id: string, at: Date) {
  const [table, time, waiting] =
    kind === 'offer'
      ? [sql`offers`, sql`status_changed_at`, sql`status = 'pending_moderation'`]
      : [sql`offer_revisions`, sql`created_at`, sql`status = 'pending'`];
  const key = kind === 'offer' ? sql`id` : sql`id::text`;
  const result = await db.execute<{ previous: string | null; next: string | null }>(sql`
    select
      (select ${key} from ${table} where ${waiting} and (${time}, ${key}) < (${at}, ${id}) order by ${time} desc, ${key} desc limit 1) as previous,
      (select ${key} from ${table} where ${waiting} and (${time}, ${key}) > (${at}, ${id}) order by ${time}, ${key} limit 1) as next`);
  return { previous: result.rows[0]?.previous ?? null, next: result.rows[0]?.next ?? null };
}

/** One queue item as the moderator reviews it; null when there is no such item. */
export async function deskItem(db: Database, item: QueueItem, assetBase: string): Promise<DeskItem | null> {
  const row = await readQueueRow(db, item);
  if (!row) return null;
  const offer = await getOfferView(db, row.offer_id, { assetBase, reviewing: true });
  if (!offer) return null;
  const changes =
    item.kind === 'revision' && row.waiting && row.revision_id !== null
      ? await pendingChanges(
          db,
          { id: row.revision_id, offer_id: row.offer_id, content: row.content },
          await getCatalogue(db),
          assetBase,
        )
      : [];
  const claim = (await claimsOn(db, [item])).get(`${item.kind}:${item.id}`) ?? null;
  const around = await neighbours(db, item.kind, String(item.id), new Date(row.at));
  return { item, waiting: row.waiting, offer, changes, claim, ...around };
}
