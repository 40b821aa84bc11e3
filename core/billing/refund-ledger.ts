// The ledger of an order's refunds. A refund is made in three steps: its amount is
// reserved on the order (the order's row locked, so refunds at once are applied one
// after the other and can never add up to more than the gross), the gateway is asked
// with the refund's id as its idempotency key, and then the credit note is issued. A
// refund whose gateway refused is released, and its amount may be refunded again.
import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { REFUND_MESSAGES } from '#contract/operator-orders.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Transaction } from '#db/client.ts';
import type { GatewayName } from '#db/schema/billing.ts';
import { nextDocumentNumber } from './document-numbers.ts';

export type CreditNoteIssued = { credit_note_id: string; number: string };
/** A credit note and whether this call issued it (false: an earlier call had). */
export type Completed = CreditNoteIssued & { fresh: boolean };

/** A refund as the gateway needs it, and whether it was completed before. */
export type ReservedRefund = {
  id: string;
  orderId: string;
  amount: number;
  gateway: GatewayName;
  paymentRef: string | null;
  issued: CreditNoteIssued | null;
};

export type RefundAsk = {
  orderId: string;
  reason: string;
  /** Pence; left out, all that is still refundable. */
  amount?: number | undefined;
  /** The refund's id chosen by the caller, so asking again never refunds twice. */
  key?: string | undefined;
  requestedBy: string | null;
};

type LockedOrder = {
  status: string;
  gross: number;
  vat: number;
  refunded_gross: number;
  gateway: GatewayName;
  payment_ref: string | null;
  invoice_id: string | null;
};

async function lockOrder(tx: Transaction, orderId: string): Promise<LockedOrder | undefined> {
  const found = await tx.execute<LockedOrder>(sql`
    select o.status, o.gross, o.vat, o.refunded_gross, o.gateway, o.payment_ref,
      (select i.id from invoices i where i.order_id = o.id) as invoice_id
    from orders o where o.id = ${orderId} for update of o`);
  return found.rows[0];
}

/** A refund asked for before under the same key: it is that refund again, never a second one. */
async function earlierRefund(tx: Transaction, ask: RefundAsk, order: LockedOrder): Promise<ReservedRefund | null> {
  if (!ask.key) return null;
  const found = await tx.execute<{
    order_id: string;
    amount: number;
    credit_note_id: string | null;
    number: string | null;
  }>(
    sql`select r.order_id, r.amount, r.credit_note_id, c.number from order_refunds r
      left join credit_notes c on c.id = r.credit_note_id where r.id = ${ask.key}`,
  );
  const row = found.rows[0];
  if (!row) return null;
  if (row.order_id !== ask.orderId) throw new HttpError(409, REFUND_MESSAGES.keyTaken, { code: 'refund_key_taken' });
  const issued = row.credit_note_id && row.number ? { credit_note_id: row.credit_note_id, number: row.number } : null;
  return {
    id: ask.key,
    orderId: ask.orderId,
    amount: row.amount,
    gateway: order.gateway,
    paymentRef: order.payment_ref,
    issued,
  };
}

/** How much of the order may still go back, or why nothing may. */
function refundableAmount(order: LockedOrder, asked: number | undefined): number {
  if (order.status !== 'paid' || !order.invoice_id) {
    throw new HttpError(409, REFUND_MESSAGES.notPaid, { code: 'not_refundable' });
  }
  const rest = order.gross - order.refunded_gross;
  if (rest <= 0) throw new HttpError(409, REFUND_MESSAGES.alreadyRefunded, { code: 'already_refunded' });
  if (asked !== undefined && asked > rest) {
    throw new HttpError(409, REFUND_MESSAGES.exceedsRest(rest), { code: 'exceeds_refundable' });
  }
  return asked ?? rest;
}

/** Step one: the amount reserved on the order and the refund recorded as pending (or the earlier one of its key). */
export async function reserveRefund(tx: Transaction, ask: RefundAsk): Promise<ReservedRefund> {
  const order = await lockOrder(tx, ask.orderId);
  if (!order) throw notFound(REFUND_MESSAGES.orderNotFound);
  const earlier = await earlierRefund(tx, ask, order);
  if (earlier) return earlier;
  const amount = refundableAmount(order, ask.amount);
  await tx.execute(sql`update orders set refunded_gross = refunded_gross + ${amount} where id = ${ask.orderId}`);
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into order_refunds (id, order_id, amount, reason, requested_by)
    values (coalesce(${ask.key ?? null}::uuid, gen_random_uuid()), ${ask.orderId}, ${amount}, ${ask.reason}, ${ask.requestedBy})
    returning id`);
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error('refund not stored');
  return { id, orderId: ask.orderId, amount, gateway: order.gateway, paymentRef: order.payment_ref, issued: null };
}

/** The gateway refused: the pending refund goes, and its amount is refundable again. */
export async function releaseRefund(tx: Transaction, refundId: string): Promise<void> {
  await tx.execute(sql`
    with gone as (delete from order_refunds where id = ${refundId} and state = 'pending' returning order_id, amount)
    update orders o set refunded_gross = o.refunded_gross - gone.amount from gone where o.id = gone.order_id`);
}

/** Half a penny and more rounds up: `numerator / denominator` to the nearest whole number. */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * The VAT in a refund: the order's VAT in proportion, worked out on everything given
 * back so far and less what earlier credit notes carried, so their VAT adds up to the
 * order's exactly once the whole gross is back, and net + VAT = gross on each.
 */
export function refundVat(
  order: { gross: number; vat: number },
  creditedBefore: { gross: number; vat: number },
  amount: number,
): number {
  return roundHalfUp(order.vat * (creditedBefore.gross + amount), order.gross) - creditedBefore.vat;
}

type Completion = { refund: ReservedRefund; reason: string; now: Date; actor: AuditActor | null };

/** Step three, once the gateway has given the money back: the credit note, and the order refunded when it all went back. */
export async function completeRefund(tx: Transaction, { refund, reason, now, actor }: Completion): Promise<Completed> {
  const order = await lockOrder(tx, refund.orderId);
  const state = await tx.execute<{ credit_note_id: string | null; number: string | null }>(sql`
    select r.credit_note_id, c.number from order_refunds r left join credit_notes c on c.id = r.credit_note_id
    where r.id = ${refund.id}`);
  const done = state.rows[0];
  if (done?.credit_note_id && done.number)
    return { credit_note_id: done.credit_note_id, number: done.number, fresh: false };
  if (!order?.invoice_id || !done) throw new Error(`refund ${refund.id} has no order to complete`);
  const before = await creditedSoFar(tx, order.invoice_id);
  const vat = refundVat(order, before, refund.amount);
  const { number, year, sequence } = await nextDocumentNumber(tx, 'credit_note', now);
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into credit_notes (invoice_id, user_id, number, year, sequence, issued_at, reason, gross, net, vat)
    select i.id, i.user_id, ${number}, ${year}, ${sequence}, ${now}, ${reason}, ${refund.amount}, ${refund.amount - vat}, ${vat}
    from invoices i where i.id = ${order.invoice_id}
    returning id`);
  const creditNoteId = inserted.rows[0]?.id;
  if (!creditNoteId) throw new Error('credit note not stored');
  await tx.execute(sql`
    update order_refunds set state = 'done', credit_note_id = ${creditNoteId}, completed_at = ${now} where id = ${refund.id}`);
  const whole = before.gross + refund.amount >= order.gross;
  if (whole) await tx.execute(sql`update orders set refunded_at = ${now} where id = ${refund.orderId}`);
  if (actor) await auditRefund(tx, actor, { refund, order, before, number, whole });
  return { credit_note_id: creditNoteId, number, fresh: true };
}

async function creditedSoFar(tx: Transaction, invoiceId: string): Promise<{ gross: number; vat: number }> {
  const sums = await tx.execute<{ gross: number; vat: number }>(sql`
    select coalesce(sum(gross), 0)::int as gross, coalesce(sum(vat), 0)::int as vat from credit_notes where invoice_id = ${invoiceId}`);
  return { gross: Number(sums.rows[0]?.gross ?? 0), vat: Number(sums.rows[0]?.vat ?? 0) };
}

type RefundAudit = {
  refund: ReservedRefund;
  order: LockedOrder;
  before: { gross: number };
  number: string;
  whole: boolean;
};

async function auditRefund(tx: Transaction, actor: AuditActor, { refund, order, before, number, whole }: RefundAudit) {
  await recordAudit(tx, actor, {
    action: 'orders.refund',
    targetType: 'order',
    targetId: refund.orderId,
    before: { refunded: before.gross, gross: order.gross },
    after: {
      refunded: before.gross + refund.amount,
      amount: refund.amount,
      credit_note: number,
      fully_refunded: whole,
    },
  });
}
