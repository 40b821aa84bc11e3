// A campaign's e-mail for one address, with that address's own unsubscribe links: the
// batches, the operator's test e-mail and the back office's preview all render it here,
// so what the operator checks is what subscribers get.
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { unsubscribeToken } from '#core/newsletter/subscribers.ts';
import type { Database } from '#db/client.ts';
import type { RenderedEmail } from './layout.ts';
import { newsletterIssueEmail } from './templates/newsletter-issue.ts';

/** The link's token where the reader is not a subscriber (a preview or a test to an operator who is not subscribed). */
const SAMPLE_TOKEN = 'preview-not-a-subscriber';

export type CampaignEmail = RenderedEmail & { headers: Record<string, string> };

export async function campaignEmailFor(
  db: Database,
  publicUrl: string,
  campaign: { subject: string; html: string; text: string },
  subscriberId: number | null,
): Promise<CampaignEmail> {
  const token = subscriberId === null ? SAMPLE_TOKEN : await unsubscribeToken(db, subscriberId);
  const unsubscribeUrl = siteUrl(publicUrl, SITE_PATHS.newsletterUnsubscribe(token));
  const oneClickUrl = `${publicUrl}/api/newsletter/unsubscribe?token=${token}`;
  return {
    ...newsletterIssueEmail({ ...campaign, unsubscribeUrl }),
    // RFC 2369 and RFC 8058: the mail client's own unsubscribe button POSTs here.
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
