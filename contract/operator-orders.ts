// The finance back office's view of orders: finding them (status, gateway, days paid,
// the buyer's name or e-mail, refunded or not), one order's file (buyer, lines, events,
// documents), and refunding it in full or in parts. Amounts in pence, VAT included.
import { z } from 'zod';
import { formatMoney } from './format.ts';
import { uuidSchema } from './ids.ts';

export const OPERATOR_ORDERS_PER_PAGE = 50;

export const ORDER_LIST_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const ORDER_LIST_GATEWAYS = ['sandbox', 'stripe'] as const;
/** none: nothing given back; partly: some of it; fully: all of it. */
export const REFUND_STATES = ['none', 'partly', 'fully'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const ORDER_SORTS = ['newest', 'oldest', 'paid', 'gross'] as const;

export const REFUND_MESSAGES = {
  orderNotFound: 'Order not found',
  notPaid: 'Only a paid order can be refunded',
  alreadyRefunded: 'This order has been refunded in full already',
  exceedsRest: (rest: number) =>
    `Only ${formatMoney(rest)} of this order can still be refunded: give an amount up to that`,
  keyTaken: 'This refund key belongs to another order',
  amountFormat: 'Give the amount in pounds and pence, such as 4.99',
  refunded: (amount: number, number: string) => `Refunded ${formatMoney(amount)}: credit note ${number} issued.`,
} as const;

const day = z.iso.date({ error: 'Give the day as YYYY-MM-DD' });

/** The list's filters, from the page's address or the API's query string: shareable. */
export const operatorOrdersQuerySchema = z.object({
  q: z.string().trim().max(254).optional().describe('Part of the buyer’s name or e-mail address'),
  status: z.enum(ORDER_LIST_STATUSES).optional(),
  gateway: z.enum(ORDER_LIST_GATEWAYS).optional(),
  refunded: z.enum(REFUND_STATES).optional(),
  paid_from: day.optional().describe('Paid on or after this day (UK time)'),
  paid_to: day.optional().describe('Paid on or before this day (UK time)'),
  sort: z.enum(ORDER_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OperatorOrdersQuery = z.infer<typeof operatorOrdersQuerySchema>;

const pence = z.number().int();

export const operatorOrderRowSchema = z.object({
  id: uuidSchema,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  status: z.enum(ORDER_LIST_STATUSES),
  gateway: z.enum(ORDER_LIST_GATEWAYS),
  purpose: z.string(),
  user_id: uuidSchema,
  buyer_name: z.string(),
  buyer_email: z.string(),
  gross: pence,
  refunded_gross: pence.describe('Pence given back so far (or being given back)'),
  refund_state: z.enum(REFUND_STATES),
  invoice_number: z.string().nullable(),
});
export type OperatorOrderRow = z.infer<typeof operatorOrderRowSchema>;

const amounts = { gross: pence, net: pence, vat: pence };

export const orderFileSchema = operatorOrderRowSchema.extend({
  net: pence,
  vat: pence,
  vat_rate_bp: z.number().int().describe('Basis points: 2000 is 20%'),
  refundable: pence.describe('What may still be refunded'),
  currency: z.string(),
  failure_reason: z.string().nullable(),
  refund_reason: z.string().nullable(),
  applied_at: z.string().nullable(),
  offer: z.object({ id: uuidSchema, title: z.string(), slug: z.string() }).nullable(),
  invoice_buyer: z
    .object({ name: z.string(), company: z.string().nullable(), address: z.array(z.string()) })
    .nullable()
    .describe('Who the invoice is made out to, when it differs from the account'),
  lines: z.array(
    z.object({ code: z.string(), name: z.string(), quantity: z.number().int(), unit_gross: pence, ...amounts }),
  ),
  invoice: z.object({ id: uuidSchema, number: z.string(), issued_at: z.string(), ...amounts }).nullable(),
  credit_notes: z.array(
    z.object({ id: uuidSchema, number: z.string(), issued_at: z.string(), reason: z.string(), ...amounts }),
  ),
  refunds: z.array(
    z.object({
      id: uuidSchema,
      amount: pence,
      state: z.enum(['pending', 'done']),
      reason: z.string(),
      requested_by: z.string().nullable().describe('The operator’s e-mail; null for an automatic refund'),
      created_at: z.string(),
    }),
  ),
  events: z
    .array(z.object({ event_id: z.string(), outcome: z.string(), received_at: z.string() }))
    .describe('The gateway’s notifications about this order, oldest first'),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

/** An operator's refund: why (the credit note carries it), how much (pence; left out, the rest), and its key. */
export const refundInputSchema = z
  .object({
    reason: z.string().trim().min(3, 'Say why').max(300),
    amount: z.number().int('Give the amount in whole pence').positive('Give an amount above nothing').optional(),
    key: uuidSchema.optional().describe('The refund’s own id: the same key again never refunds twice'),
  })
  .strict();
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundAnswerSchema = z.object({
  credit_note_id: uuidSchema,
  number: z.string(),
  refund_id: uuidSchema,
  amount: pence,
});

/** "4.99" or "£4.99" as pence; null when it is not an amount of money. */
export function penceFromPounds(text: string): number | null {
  const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
