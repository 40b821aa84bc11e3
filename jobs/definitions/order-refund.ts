// The refund of an order due back: its ad could no longer take what it bought when the
// payment was confirmed, or the operator rejected the ad before its paid posting ever put
// it on the site (whoever decided recorded why and queued this job in the same
// transaction). The money goes back through the order's gateway, outside any
// transaction, idempotently (a retry never refunds twice); then the credit note, the
// payer's bell notice and this e-mail, together. Retried with backoff while the gateway
// cannot be reached.

import { z } from 'zod';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { gatewayByName } from '#core/billing/gateways/site-gateway.ts';
import { refundDueOrder } from '#core/billing/refunds.ts';
import { paymentRefundedEmail } from '#emails/templates/payment-refunded.ts';
import { defineJob } from '../define.ts';
import { sendEmailJob } from './send-email.ts';

/** Addresses of deleted accounts (kept for their invoices) receive nothing. */
const DELETED_ACCOUNT_DOMAIN = '@deleted.invalid';

export const orderRefundJob = defineJob({
  name: 'orders.refund',
  payload: z.object({ orderId: z.uuid() }),
  options: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
  async handler({ orderId }, { db, config, queue, log }) {
    const outcome = await refundDueOrder(
      db,
      (name) => gatewayByName(config, name),
      orderId,
      async (tx, notice) => {
        if (notice.to.email.endsWith(DELETED_ACCOUNT_DOMAIN)) return;
        const email = paymentRefundedEmail({
          name: notice.to.name,
          grossPence: notice.gross,
          offerTitle: notice.offerTitle,
          reason: notice.reason,
          creditNote: notice.creditNote,
          historyUrl: siteUrl(config.publicUrl, SITE_PATHS.invoices()),
        });
        await queue.send(sendEmailJob, { to: notice.to.email, ...email }, { transaction: tx });
      },
    );
    log.info({ orderId, outcome }, 'refund of an order due back');
  },
});
