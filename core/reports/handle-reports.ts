// An operator's decision on everything reported about one thing (an ad, a message, a
// profile): dismiss the reports, remove the content, warn its account holder, or suspend
// the account. One transaction resolves every open report of it, applies the decision
// and writes the audit entry, so the reports are resolved exactly when the decision is
// applied. The resolving UPDATE only takes open reports: a second operator deciding at
// the same moment waits for the first, then finds none open and is told so (409).
import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { uuidSchema } from '#contract/ids.ts';
import { type HandleReportsInput, REPORT_HANDLING_MESSAGES as M, type ReportKind } from '#contract/report-handling.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { suspendUserIn } from '#core/backoffice/users.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import { rejectOfferIn } from '#core/offers/lifecycle.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Transaction } from '#db/client.ts';

/** Each kind's reports: their table and the column naming what they report. */
const REPORTS_OF: Record<ReportKind, { table: string; target: string }> = {
  offer: { table: 'offer_reports', target: 'offer_id' },
  message: { table: 'message_reports', target: 'message_id' },
  profile: { table: 'profile_reports', target: 'user_id' },
};

/** An id of the kind's shape, or null: an ad's or profile's uuid, a message's number. */
function targetIdOf(kind: ReportKind, id: string): string | null {
  if (kind === 'message') return /^[1-9][0-9]{0,15}$/.test(id) ? id : null;
  return uuidSchema.safeParse(id).success ? id : null;
}

/** Marks the target's open reports resolved by this decision; how many there were. */
async function resolveOpen(tx: Transaction, kind: ReportKind, targetId: string, handlingId: number) {
  const { table, target } = REPORTS_OF[kind];
  const resolved = await tx.execute(sql`
    update ${sql.identifier(table)} set resolved_at = now(), handling_id = ${handlingId}
    where ${sql.identifier(target)} = ${targetId} and resolved_at is null returning id`);
  if (resolved.rows.length > 0) return resolved.rows.length;
  const ever = await tx.execute(
    sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(target)} = ${targetId} limit 1`,
  );
  throw ever.rows.length > 0 ? new HttpError(409, M.alreadyHandled) : notFound(M.noReports);
}

/** The account behind the reported thing: the ad's advertiser, the message's sender, the profile's holder. */
async function holderOf(tx: Transaction, kind: ReportKind, targetId: string): Promise<string | null> {
  if (kind === 'profile') return targetId;
  const found = await tx.execute<{ user_id: string | null }>(
    kind === 'offer'
      ? sql`select user_id from offers where id = ${targetId}`
      : sql`select sender_id as user_id from messages where id = ${Number(targetId)}`,
  );
  return found.rows[0]?.user_id ?? null;
}

type Decision = { tx: Transaction; deps: Pick<Deps, 'work'>; actor: AuditActor; targetId: string; note: string };

async function removeContent(kind: ReportKind, { tx, deps, actor, targetId, note }: Decision) {
  if (kind === 'profile') throw unprocessable({ action: [M.noRemovalForProfiles] }, M.noRemovalForProfiles);
  if (kind === 'message') {
    await tx.execute(sql`update messages set hidden_at = now() where id = ${Number(targetId)}`);
    return;
  }
  const queueRefund = (scope: Transaction, orderId: string) =>
    deps.work.queue(scope, { kind: 'orders.refund', orderId });
  // The advertiser is told by e-mail too, as for any rejection.
  await rejectOfferIn(tx, targetId, note, { queueRefund, actor, work: deps.work });
}

async function applyDecision(input: HandleReportsInput, decision: Decision) {
  if (input.action === 'dismiss') return;
  if (input.action === 'remove') return removeContent(input.kind, decision);
  const holder = await holderOf(decision.tx, input.kind, decision.targetId);
  if (!holder) throw unprocessable({ action: [M.guestSender] }, M.guestSender);
  if (input.action === 'suspend') {
    return suspendUserIn(decision.tx, decision.deps.work, decision.actor, holder, decision.note);
  }
  await notify(decision.tx, holder, { type: 'warning', message: M.warningNotice(decision.note) });
  await decision.deps.work.queue(decision.tx, { kind: 'account.warning', userId: holder, words: decision.note });
}

/** Resolves every open report of one thing with the operator's decision; how many reports it resolved. */
export async function handleReports(
  deps: Pick<Deps, 'db' | 'work'>,
  actor: AuditActor,
  input: HandleReportsInput,
): Promise<{ reports: number }> {
  const targetId = targetIdOf(input.kind, input.id);
  if (!targetId) throw notFound(M.noReports);
  const note = input.note?.trim() ?? '';
  if (input.action !== 'dismiss' && note.length < 3) throw unprocessable({ note: [M.noteRequired] });
  return deps.db.transaction(async (tx) => {
    const handling = await tx.execute<{ id: number }>(sql`
      insert into report_handlings (kind, target_id, action, note, handled_by, handled_by_email)
      values (${input.kind}, ${targetId}, ${input.action}, ${note || null}, ${actor.id}, ${actor.email}) returning id`);
    const handlingId = handling.rows[0]?.id as number;
    const reports = await resolveOpen(tx, input.kind, targetId, handlingId);
    await applyDecision(input, { tx, deps, actor, targetId, note });
    await recordAudit(tx, actor, {
      action: `reports.${input.action}`,
      targetType: input.kind,
      targetId,
      before: { open_reports: reports },
      after: { action: input.action, note: note || null },
    });
    return { reports };
  });
}
