// Newsletter campaigns as the job queue sends them: in batches to active subscribers
// only, carrying on from the last subscriber id it reached, so a restart or a second
// app server never sends one address two copies; each e-mail counted when it is
// delivered or has failed for good. Writing and starting them: campaign-drafts.ts and
// campaign-sending.ts.

import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { CampaignView } from '#contract/newsletter.ts';
import { descriptionText } from '#core/offers/description.ts';
import type { Database, Transaction } from '#db/client.ts';
import { newsletterCampaigns, newsletterSubscribers } from '#db/schema/newsletter.ts';

export type { CampaignView };

export async function listCampaigns(db: Database): Promise<CampaignView[]> {
  const rows = await db.select().from(newsletterCampaigns).orderBy(desc(newsletterCampaigns.id)).limit(100);
  return rows.map(toView);
}

export function toView(row: typeof newsletterCampaigns.$inferSelect): CampaignView {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    status: row.status,
    scheduled_for: row.scheduledFor?.toISOString() ?? null,
    queued: row.queued,
    delivered: row.delivered,
    failed: row.failed,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The campaign as its e-mail shows it: subject, sanitised HTML and the plain text beside it. */
export const campaignMessage = (row: { subject: string; content: string }) => ({
  subject: row.subject,
  html: row.content,
  text: descriptionText(row.content),
});

/** One e-mail of a campaign is done: taken by the mail server, or failed for good. */
export async function countDelivery(db: Database, campaignId: number, outcome: 'delivered' | 'failed') {
  const column = outcome === 'delivered' ? newsletterCampaigns.delivered : newsletterCampaigns.failed;
  await db
    .update(newsletterCampaigns)
    .set({ [outcome]: sql`${column} + 1` })
    .where(eq(newsletterCampaigns.id, campaignId));
}

export type CampaignBatch = {
  campaign: { subject: string; html: string; text: string };
  recipients: { id: number; email: string }[];
};

/**
 * The next subscribers a campaign goes to (ids after `afterId`), or null when the
 * campaign is gone, finished, or already past `afterId` (this batch was done by an
 * earlier run). No one left: the campaign is marked sent.
 */
export async function nextCampaignBatch(
  db: Database,
  campaignId: number,
  afterId: number,
  size: number,
): Promise<CampaignBatch | null> {
  const [campaign] = await db
    .select()
    .from(newsletterCampaigns)
    .where(
      and(
        eq(newsletterCampaigns.id, campaignId),
        eq(newsletterCampaigns.status, 'sending'),
        eq(newsletterCampaigns.lastSubscriberId, afterId),
      ),
    );
  if (!campaign) return null;
  const recipients = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'active'), gt(newsletterSubscribers.id, afterId)))
    .orderBy(asc(newsletterSubscribers.id))
    .limit(size);
  if (recipients.length === 0) {
    await db
      .update(newsletterCampaigns)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(newsletterCampaigns.id, campaignId));
  }
  return { campaign: campaignMessage(campaign), recipients };
}

/**
 * Moves the campaign past a batch, inside the transaction that queues the batch's
 * e-mails: false when another run moved it first (then that run's e-mails are the ones).
 */
export async function advanceCampaign(
  tx: Transaction,
  campaignId: number,
  from: number,
  to: number,
  count: number,
): Promise<boolean> {
  const moved = await tx
    .update(newsletterCampaigns)
    .set({ lastSubscriberId: to, queued: sql`${newsletterCampaigns.queued} + ${count}` })
    .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.lastSubscriberId, from)))
    .returning({ id: newsletterCampaigns.id });
  return moved.length > 0;
}

/** The subscriber id of an active address (a test e-mail's unsubscribe link is then the real one), or null. */
export async function activeSubscriberId(db: Database, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(eq(newsletterSubscribers.email, email.trim().toLowerCase()), eq(newsletterSubscribers.status, 'active')),
    );
  return row?.id ?? null;
}
