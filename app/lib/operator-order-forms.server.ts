// The order page's forms in the back office, posted with or without JavaScript: a
// refund, full or partial (sensitive: a fresh proof of identity), and that proof itself.
// The refund runs the same use case as its API route.
import { data } from 'react-router';
import { penceFromPounds, REFUND_MESSAGES, refundInputSchema } from '#contract/operator-orders.ts';
import { gatewayByName } from '#core/billing/gateways/site-gateway.ts';
import { refundOrder } from '#core/billing/refunds.ts';
import { invalidInput } from '#core/errors.ts';
import type { AppContext } from '../context.ts';
import { confirmIdentityIntent, pageAuditActor, sensitiveIntent } from './operator-forms.server.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

const done = (outcome: { kind: 'refunded'; message: string } | { kind: 'confirmed'; message: string }) =>
  data({ outcome }, { headers: { 'cache-control': 'private, no-store' } });

/** The amount typed in pounds as pence; empty: all that is left (undefined). */
function amountOf(fields: Record<string, string | string[]>): number | undefined {
  const typed = fieldText(fields, 'amount')?.trim() ?? '';
  if (typed === '') return undefined;
  const pence = penceFromPounds(typed);
  if (pence === null) throw invalidInput([{ path: ['amount'], message: REFUND_MESSAGES.amountFormat }]);
  return pence;
}

export function operatorOrderForms(app: AppContext, orderId: string): Record<string, FormHandler> {
  return {
    refund: sensitiveIntent(app, async (fields) => {
      const input = parseFields(refundInputSchema, {
        reason: fieldText(fields, 'reason') ?? '',
        amount: amountOf(fields),
        key: fieldText(fields, 'key') || undefined,
      });
      const gatewayOf = (name: Parameters<typeof gatewayByName>[1]) => gatewayByName(app.deps.config, name);
      const refund = await refundOrder(app.db, gatewayOf, pageAuditActor(app), { orderId, ...input });
      return done({ kind: 'refunded', message: REFUND_MESSAGES.refunded(refund.amount, refund.number) });
    }),
    confirm: confirmIdentityIntent(app, () => done({ kind: 'confirmed', message: 'Thank you: now refund again.' })),
  };
}
