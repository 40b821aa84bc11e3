// The reasons moderators pick from when they reject: a short list they keep themselves.
// Each change is an operator action, so it is in the audit log with what it was before.
import { asc, eq } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { MODERATION_DESK_MESSAGES, type ReasonTemplate, type ReasonTemplateInput } from '#contract/moderation-desk.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { moderationReasonTemplates as templates } from '#db/schema/moderation.ts';

const COLUMNS = { id: templates.id, title: templates.title, text: templates.text };
const TARGET = 'moderation-reason';

/** Every reason, in the order they were added. */
export function listReasonTemplates(db: Database): Promise<ReasonTemplate[]> {
  return db.select(COLUMNS).from(templates).orderBy(asc(templates.id));
}

export async function createReasonTemplate(
  db: Database,
  actor: AuditActor,
  input: ReasonTemplateInput,
): Promise<ReasonTemplate> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(templates).values(input).returning(COLUMNS);
    if (!created) throw new Error('reason not created');
    await recordAudit(tx, actor, {
      action: 'moderation.reason-create',
      targetType: TARGET,
      targetId: String(created.id),
      before: null,
      after: input,
    });
    return created;
  });
}

export async function updateReasonTemplate(
  db: Database,
  actor: AuditActor,
  id: number,
  input: ReasonTemplateInput,
): Promise<ReasonTemplate> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(COLUMNS).from(templates).where(eq(templates.id, id)).for('update');
    if (!before) throw notFound(MODERATION_DESK_MESSAGES.templateNotFound);
    const [after] = await tx
      .update(templates)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(templates.id, id))
      .returning(COLUMNS);
    if (!after) throw notFound(MODERATION_DESK_MESSAGES.templateNotFound);
    await recordAudit(tx, actor, {
      action: 'moderation.reason-update',
      targetType: TARGET,
      targetId: String(id),
      before: { title: before.title, text: before.text },
      after: input,
    });
    return after;
  });
}

export async function deleteReasonTemplate(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(templates).where(eq(templates.id, id)).returning(COLUMNS);
    if (!gone) throw notFound(MODERATION_DESK_MESSAGES.templateNotFound);
    await recordAudit(tx, actor, {
      action: 'moderation.reason-delete',
      targetType: TARGET,
      targetId: String(id),
      before: { title: gone.title, text: gone.text },
      after: null,
    });
  });
}
