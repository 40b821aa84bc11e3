// Refunds (an operator's action): the money goes back through the order's gateway
// (idempotent by order id, so a retry never refunds twice), then the order is marked
// refunded and a credit note issued with its own gapless number per year, in one
// transaction. The invoice is never changed; the credit note refers to it.
import { sql } from 'drizzle-orm';
import { HttpError, notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import type { GatewayName } from '#db/schema/billing.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import type { PaymentGateway } from './gateways/gateway.ts';

type RefundableOrder = {
  id: string;
  status: string;
  gross: number;
  gateway: GatewayName;
  payment_ref: string | null;
  refunded_at: Date | null;
  invoice_id: string | null;
};

export async function refundOrder(
  db: Database,
  gatewayOf: (name: GatewayName) => PaymentGateway,
  orderId: string,
  reason: string,
  now = new Date(),
): Promise<{ credit_note_id: string; number: string }> {
  const read = async () =>
    (
      await db.execute<RefundableOrder>(sql`
        select o.id, o.status, o.gross, o.gateway, o.payment_ref, o.refunded_at, i.id as invoice_id
        from orders o left join invoices i on i.order_id = o.id where o.id = ${orderId}`)
    ).rows[0];
  const order = await read();
  if (!order) throw notFound('Order not found');
  if (order.status !== 'paid' || !order.invoice_id) {
    throw new HttpError(409, 'Only a paid order can be refunded', { code: 'not_refundable' });
  }
  if (order.refunded_at) throw new HttpError(409, 'This order has been refunded already', { code: 'already_refunded' });
  await gatewayOf(order.gateway).refund({ id: order.id, gross: order.gross, paymentRef: order.payment_ref });

  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ refunded_at: Date | null }>(
      sql`select refunded_at from orders where id = ${orderId} for update`,
    );
    if (locked.rows[0]?.refunded_at) {
      throw new HttpError(409, 'This order has been refunded already', { code: 'already_refunded' });
    }
    await tx.execute(sql`update orders set refunded_at = ${now} where id = ${orderId}`);
    const { number, year, sequence } = await nextDocumentNumber(tx, 'credit_note', now);
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into credit_notes (invoice_id, user_id, number, year, sequence, issued_at, reason, gross, net, vat)
      select i.id, i.user_id, ${number}, ${year}, ${sequence}, ${now}, ${reason}, i.gross, i.net, i.vat
      from invoices i where i.id = ${order.invoice_id}
      returning id`);
    const id = inserted.rows[0]?.id;
    if (!id) throw new Error('credit note not stored');
    return { credit_note_id: id, number };
  });
}
