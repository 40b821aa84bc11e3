// Writing a newsletter campaign: a draft is created, edited as often as needed, and read
// back for its preview. Only a draft changes: once scheduled or started, what was
// approved is what goes out. Every change is audited in its own transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { CAMPAIGN_MESSAGES, type CampaignView, type NewsletterCampaignInput } from '#contract/newsletter.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { sanitiseDescription } from '#core/offers/description.ts';
import type { Database, Transaction } from '#db/client.ts';
import { newsletterCampaigns } from '#db/schema/newsletter.ts';
import { toView } from './campaigns.ts';

/** What the audit log keeps of a campaign: enough to see what changed, not the whole body. */
export const auditedCampaign = (view: CampaignView) => ({
  subject: view.subject,
  status: view.status,
  scheduled_for: view.scheduled_for,
  content_length: view.content.length,
});

export const CAMPAIGN_TARGET = 'newsletter_campaign';

/** A campaign, or 404. `tx` may lock it for a change that depends on its state. */
export async function campaignById(db: Database | Transaction, id: number, lock = false): Promise<CampaignView> {
  const query = db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return toView(row);
}

/** POST /api/admin/newsletter: a new draft, sent to nobody yet. */
export async function createDraft(
  db: Database,
  actor: AuditActor,
  input: NewsletterCampaignInput,
): Promise<CampaignView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterCampaigns)
      .values({ subject: input.subject, content: sanitiseDescription(input.content), createdBy: actor.id })
      .returning();
    if (!row) throw new Error('campaign not stored');
    const view = toView(row);
    await recordAudit(tx, actor, {
      action: 'newsletter.create',
      targetType: CAMPAIGN_TARGET,
      targetId: String(view.id),
      before: null,
      after: auditedCampaign(view),
    });
    return view;
  });
}

/** PUT /api/admin/newsletter/{id}: a draft's new subject and body; anything else is 409. */
export async function updateDraft(
  db: Database,
  actor: AuditActor,
  id: number,
  input: NewsletterCampaignInput,
): Promise<CampaignView> {
  return db.transaction(async (tx) => {
    const before = await campaignById(tx, id, true);
    const [row] = await tx
      .update(newsletterCampaigns)
      .set({ subject: input.subject, content: sanitiseDescription(input.content), updatedAt: sql`now()` })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
      .returning();
    if (!row) throw new HttpError(409, CAMPAIGN_MESSAGES.notDraft);
    const after = toView(row);
    await recordAudit(tx, actor, {
      action: 'newsletter.edit',
      targetType: CAMPAIGN_TARGET,
      targetId: String(id),
      before: auditedCampaign(before),
      after: auditedCampaign(after),
    });
    return after;
  });
}
