// Newsletter campaigns: the operator writes one, the job queue sends it in batches to
// active subscribers only, carrying on from the last subscriber id it reached, so a
// restart or a second app server never sends one address two copies.

import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { CampaignView, NewsletterCampaignInput } from '#contract/newsletter.ts';
import { descriptionText, sanitiseDescription } from '#core/offers/description.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database, Transaction } from '#db/client.ts';
import { newsletterCampaigns, newsletterSubscribers } from '#db/schema/newsletter.ts';

export type { CampaignView };

/** A campaign, and its first batch of e-mails queued with it. */
export async function createCampaign(
  deps: Pick<Deps, 'db' | 'work'>,
  authorId: string,
  input: NewsletterCampaignInput,
) {
  return deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(newsletterCampaigns)
      .values({ subject: input.subject, content: sanitiseDescription(input.content), createdBy: authorId })
      .returning();
    if (!campaign) throw new Error('campaign not stored');
    await deps.work.queue(tx, { kind: 'newsletter.campaign-batch', campaignId: campaign.id, afterId: 0 });
    return toView(campaign);
  });
}

export async function listCampaigns(db: Database): Promise<CampaignView[]> {
  const rows = await db.select().from(newsletterCampaigns).orderBy(desc(newsletterCampaigns.id)).limit(100);
  return rows.map(toView);
}

function toView(row: typeof newsletterCampaigns.$inferSelect): CampaignView {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    queued: row.queued,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
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
  return {
    campaign: { subject: campaign.subject, html: campaign.content, text: descriptionText(campaign.content) },
    recipients,
  };
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
