// The moderators' decisions on queue items, one at a time or several at once. Each item
// is decided in its own transaction by the same use case as a single decision, so one
// item someone else is reviewing, or already decided, is skipped and the rest go ahead.
import type { AuditActor } from '#contract/audit.ts';
import {
  type BulkDecision,
  type BulkOutcome,
  MODERATION_DESK_MESSAGES,
  type QueueItem,
  type SkipReason,
} from '#contract/moderation-desk.ts';
import { refusalOf } from '#core/errors.ts';
import { approveOffer, rejectOffer } from '#core/offers/lifecycle.ts';
import { approveRevision, rejectRevision } from '#core/offers/revisions.ts';
import type { WorkQueue } from '#core/platform/work.ts';
import type { Database } from '#db/client.ts';

/** What a decision needs besides the item: who decides, and the queue for refunds and e-mails. */
export type DecisionDeps = { db: Database; work: WorkQueue };

export async function approveItem(deps: DecisionDeps, actor: AuditActor, item: QueueItem): Promise<void> {
  if (item.kind === 'offer') await approveOffer(deps.db, item.id, actor);
  else await approveRevision(deps.db, actor, item.id);
}

export async function rejectItem(deps: DecisionDeps, actor: AuditActor, item: QueueItem, reason: string) {
  if (item.kind === 'revision') {
    await rejectRevision(deps.db, actor, item.id, reason, { work: deps.work });
    return;
  }
  const queueRefund = (tx: Parameters<WorkQueue['queue']>[0], orderId: string) =>
    deps.work.queue(tx, { kind: 'orders.refund', orderId });
  await rejectOffer(deps.db, item.id, reason, { queueRefund, actor, work: deps.work });
}

/** Why an item was skipped, from the refusal of its decision; anything else is a failure of ours. */
function skipReasonOf(error: unknown): SkipReason {
  const refusal = refusalOf(error);
  if (refusal?.status === 404) return 'not_found';
  if (refusal?.status === 409) return refusal.body.code === 'claimed' ? 'claimed' : 'decided';
  throw error;
}

/** Decides each ticked item in turn, and says which were done and which skipped, and why. */
export async function decideMany(deps: DecisionDeps, actor: AuditActor, input: BulkDecision): Promise<BulkOutcome> {
  const items: QueueItem[] = [
    ...input.offers.map((id) => ({ kind: 'offer' as const, id })),
    ...input.revisions.map((id) => ({ kind: 'revision' as const, id })),
  ];
  const outcome: BulkOutcome = { done: [], skipped: [] };
  for (const item of items) {
    const ref = { kind: item.kind, id: String(item.id) };
    try {
      if (input.decision === 'approve') await approveItem(deps, actor, item);
      else await rejectItem(deps, actor, item, input.reason ?? '');
      outcome.done.push(ref);
    } catch (error) {
      const reason = skipReasonOf(error);
      const message = refusalOf(error)?.body.message ?? MODERATION_DESK_MESSAGES.skipped[reason];
      outcome.skipped.push({ ...ref, reason, message });
    }
  }
  return outcome;
}
