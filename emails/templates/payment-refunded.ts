// Sent when a payment bought nothing and its money was returned (the ad was rejected,
// deleted or expired before it arrived, or the ad it posted was not approved and never
// went on the site): what, why, and where the credit note is.
import { formatMoney } from '#contract/format.ts';
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function paymentRefundedEmail(input: {
  name: string;
  grossPence: number;
  offerTitle: string | null;
  reason: string;
  creditNote: string;
  /** The payment history, where the credit note is. */
  historyUrl: string;
}): RenderedEmail {
  const amount = formatMoney(input.grossPence);
  const what = input.offerTitle ? ` for your listing “${input.offerTitle}”` : '';
  return renderEmail({
    title: `We have refunded your payment of ${amount}`,
    preheader: `We could not use what you paid for, so the money is on its way back.`,
    paragraphs: [
      `Hello ${input.name},`,
      `We received your payment of ${amount}${what}, but could not use it: ${input.reason}.`,
      `We have refunded the full amount to the card or account you paid with (banks usually show it within 5 to 10 working days). Credit note ${input.creditNote} is in your payment history.`,
    ],
    action: { label: 'See my payment history', url: input.historyUrl },
    footer: `You are receiving this e-mail because you made a payment on ${PRODUCT_NAME}.`,
  });
}
