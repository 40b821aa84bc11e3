// Starting a newsletter campaign: at once, or at a UK date and time when the scheduler
// (a job every minute) claims it; a scheduled campaign can be cancelled until then.
// Each start is one conditional UPDATE from a state that may start, so two operators,
// or two app processes running the scheduler, start a campaign exactly once.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { CAMPAIGN_MESSAGES, type CampaignScheduleInput, type CampaignView } from '#contract/newsletter.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, unprocessable } from '#core/errors.ts';
import { countAttempt, type Limit } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database, Transaction } from '#db/client.ts';
import { newsletterCampaigns } from '#db/schema/newsletter.ts';
import { auditedCampaign, CAMPAIGN_TARGET, campaignById } from './campaign-drafts.ts';
import { toView } from './campaigns.ts';

type Change = {
  action: string;
  from: ReadonlyArray<CampaignView['status']>;
  set: Partial<typeof newsletterCampaigns.$inferInsert>;
  refused: string;
};

/** Moves a campaign from one of `from` to its new state with its audit entry; 409 from any other state. */
async function changeState(tx: Transaction, actor: AuditActor, id: number, change: Change) {
  const before = await campaignById(tx, id, true);
  const [row] = await tx
    .update(newsletterCampaigns)
    .set({ ...change.set, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.status, [...change.from])))
    .returning();
  if (!row) throw new HttpError(409, change.refused);
  const after = toView(row);
  await recordAudit(tx, actor, {
    action: change.action,
    targetType: CAMPAIGN_TARGET,
    targetId: String(id),
    before: auditedCampaign(before),
    after: auditedCampaign(after),
  });
  return after;
}

/** The first batch: the batch job carries on from there (jobs/definitions/newsletter.ts). */
const queueFirstBatch = (deps: Pick<Deps, 'work'>, tx: Transaction, campaignId: number) =>
  deps.work.queue(tx, { kind: 'newsletter.campaign-batch', campaignId, afterId: 0 });

/** POST /api/admin/newsletter/{id}/send: a draft or a scheduled campaign goes out now. */
export async function sendCampaignNow(deps: Pick<Deps, 'db' | 'work'>, actor: AuditActor, id: number) {
  return deps.db.transaction(async (tx) => {
    const sent = await changeState(tx, actor, id, {
      action: 'newsletter.send',
      from: ['draft', 'scheduled'],
      set: { status: 'sending', startedAt: new Date() },
      refused: CAMPAIGN_MESSAGES.notSendable,
    });
    await queueFirstBatch(deps, tx, id);
    return sent;
  });
}

/** A UK wall-clock time as an instant, and whether it is still ahead. 422 for a date that does not exist. */
async function ukInstant(db: Database, local: string): Promise<{ at: Date; future: boolean }> {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  const check = new Date(`${withSeconds}Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 19) !== withSeconds) {
    throw unprocessable({ send_at: ['This date does not exist.'] });
  }
  const { rows } = await db.execute<{ at: Date | string; future: boolean }>(sql`
    select (${withSeconds}::timestamp at time zone 'Europe/London') as at,
      (${withSeconds}::timestamp at time zone 'Europe/London') > now() as future`);
  const row = rows[0];
  if (!row) throw new Error('no time computed');
  return { at: new Date(row.at), future: row.future };
}

/** POST /api/admin/newsletter/{id}/schedule: a draft (or a new time for a scheduled one); the past is 422. */
export async function scheduleCampaign(db: Database, actor: AuditActor, id: number, input: CampaignScheduleInput) {
  const { at, future } = await ukInstant(db, input.send_at);
  if (!future) throw unprocessable({ send_at: [CAMPAIGN_MESSAGES.inThePast] });
  return db.transaction((tx) =>
    changeState(tx, actor, id, {
      action: 'newsletter.schedule',
      from: ['draft', 'scheduled'],
      set: { status: 'scheduled', scheduledFor: at },
      refused: CAMPAIGN_MESSAGES.notSendable,
    }),
  );
}

/** POST /api/admin/newsletter/{id}/cancel: a scheduled campaign that has not started stops for good. */
export async function cancelCampaign(db: Database, actor: AuditActor, id: number) {
  return db.transaction((tx) =>
    changeState(tx, actor, id, {
      action: 'newsletter.cancel',
      from: ['scheduled'],
      set: { status: 'cancelled' },
      refused: CAMPAIGN_MESSAGES.notScheduled,
    }),
  );
}

/**
 * The scheduler's claim, in the transaction that queues each claimed campaign's first
 * batch: every scheduled campaign whose time has come moves to sending. A second
 * process claiming at the same moment waits for this one's row locks, then finds the
 * rows no longer scheduled and starts nothing.
 */
export async function claimDueCampaigns(tx: Transaction): Promise<number[]> {
  const started = await tx
    .update(newsletterCampaigns)
    .set({ status: 'sending', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.status, 'scheduled'), lte(newsletterCampaigns.scheduledFor, sql`now()`)))
    .returning({ id: newsletterCampaigns.id });
  return started.map(({ id }) => id);
}

/** Test e-mails go only to the operator's own address, so few are needed: 10 an hour each. */
export const TEST_EMAILS_PER_OPERATOR: Limit = { max: 10, windowMs: 60 * 60_000 };

/** POST /api/admin/newsletter/{id}/test: the campaign as subscribers get it, to the operator alone. */
export async function sendTestEmail(
  deps: Pick<Deps, 'db' | 'work'>,
  actor: AuditActor,
  id: number,
): Promise<{ to: string }> {
  await campaignById(deps.db, id);
  await countAttempt(deps.db, `newsletter-test:${actor.id}`, TEST_EMAILS_PER_OPERATOR);
  return deps.db.transaction(async (tx) => {
    await deps.work.queue(tx, { kind: 'newsletter.test-issue', campaignId: id, email: actor.email });
    await recordAudit(tx, actor, {
      action: 'newsletter.test',
      targetType: CAMPAIGN_TARGET,
      targetId: String(id),
      before: null,
      after: { to: actor.email },
    });
    return { to: actor.email };
  });
}
