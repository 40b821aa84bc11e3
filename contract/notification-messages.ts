// The bell's texts for events that have no message set of their own area (UK English),
// and the pages they link to.
import { formatDate } from './dates.ts';
import { formatMoney } from './format.ts';
import { plural } from './plural.ts';

export const NOTIFICATION_MESSAGES = {
  offerPublished: (title: string) => `Your listing “${title}” is now live.`,
  offerScheduled: (title: string, from: Date) =>
    `Your listing “${title}” is published and will be visible from ${formatDate(from, 'longDay')}.`,
  offerVisible: (title: string) => `Your listing “${title}” is now visible on the site.`,
  paymentConfirmed: (grossPence: number) =>
    `Payment of ${formatMoney(grossPence)} received, thank you. Your invoice is ready.`,
  /** A paid product its ad could no longer take: the money went back. */
  paymentRefunded: (grossPence: number, offerTitle: string | null, reason: string) =>
    `Your payment of ${formatMoney(grossPence)}${offerTitle ? ` for “${offerTitle}”` : ''} has been refunded: ${reason}. The credit note is in your payment history.`,
  /** `awaitingPayment`: listings saved as drafts because posting them costs money. */
  importFinished: (fileName: string, rows: number, awaitingPayment = 0) =>
    `Your import “${fileName}” has finished: ${plural(rows, 'listing')} processed.${
      awaitingPayment === 0
        ? ''
        : awaitingPayment === 1
          ? ' 1 waits for payment: pay for it in My Ads to put it on the site.'
          : ` ${awaitingPayment} wait for payment: pay for them in My Ads to put them on the site.`
    }`,
  importFailed: (fileName: string) => `Your import “${fileName}” stopped before the end. Open it to see why.`,
  feedHeld: (withdrawn: number, live: number) =>
    `Your feed’s latest run was held: it would have withdrawn ${withdrawn} of your ${live} listings. Check it on the import page.`,
  feedPreview: () => 'Your feed was read: confirm its preview on the import page to start importing it automatically.',
  agentJoined: (name: string, email: string) =>
    `${name} (${email}) has accepted your invitation and joined as an agent.`,
  agentDeclined: (name: string, email: string) => `${name} (${email}) refused your invitation to join as an agent.`,
  agentRemoved: (company: string) =>
    `${company} removed you from its agents. Your account is now a private one; the ads you had as its agent stay with ${company}.`,
} as const;
