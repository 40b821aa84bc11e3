// Newsletter e-mails: the confirmation link of a sign-up (its token made here, so it
// exists only in the e-mail), and campaigns sent in batches of subscribers. Each batch
// queues its e-mails and the next batch in one transaction that also moves the
// campaign's cursor, so a batch that runs twice sends nothing twice.

import { z } from 'zod';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { advanceCampaign, nextCampaignBatch } from '#core/newsletter/campaigns.ts';
import { issueConfirmationToken, unsubscribeToken } from '#core/newsletter/subscribers.ts';
import { newsletterConfirmationEmail } from '#emails/templates/newsletter-confirmation.ts';
import { newsletterIssueEmail } from '#emails/templates/newsletter-issue.ts';
import { defineJob } from '../define.ts';
import { withinRecipientLimit } from '../recipient-limit.ts';
import { EMAIL_RETRIES } from '../retries.ts';
import { sendEmailJob } from './send-email.ts';

/** Subscribers per batch: one transaction queues this many e-mails. */
export const CAMPAIGN_BATCH_SIZE = 200;

export const newsletterConfirmationJob = defineJob({
  name: 'newsletter.confirmation',
  payload: z.object({ email: z.string().min(3).max(254) }),
  options: EMAIL_RETRIES,
  async handler({ email }, deps, { signal }) {
    if (!(await withinRecipientLimit(deps, 'newsletter', email))) return;
    const token = await issueConfirmationToken(deps.db, email);
    if (!token) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.newsletterConfirmation(token));
    await deps.mailer.send({ to: email, ...newsletterConfirmationEmail({ url }) }, { signal });
  },
});

export const newsletterCampaignBatchJob = defineJob({
  name: 'newsletter.campaign-batch',
  payload: z.object({ campaignId: z.number().int().positive(), afterId: z.number().int().min(0) }),
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  async handler({ campaignId, afterId }, { db, queue, config, log }) {
    const batch = await nextCampaignBatch(db, campaignId, afterId, CAMPAIGN_BATCH_SIZE);
    if (!batch) return;
    if (batch.recipients.length === 0) {
      log.info({ campaignId }, 'newsletter campaign sent');
      return;
    }
    // Rendered before the transaction: the embedded database has one connection.
    const emails: z.input<typeof sendEmailJob.payload>[] = [];
    for (const recipient of batch.recipients) {
      const token = await unsubscribeToken(db, recipient.id);
      const unsubscribeUrl = siteUrl(config.publicUrl, SITE_PATHS.newsletterUnsubscribe(token));
      const oneClickUrl = `${config.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
      emails.push({
        to: recipient.email,
        ...newsletterIssueEmail({ ...batch.campaign, unsubscribeUrl }),
        // RFC 2369 and RFC 8058: the mail client's own unsubscribe button POSTs here.
        headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
    const lastId = batch.recipients.at(-1)?.id ?? afterId;
    await db.transaction(async (tx) => {
      if (!(await advanceCampaign(tx, campaignId, afterId, lastId, emails.length))) return;
      for (const email of emails) await queue.send(sendEmailJob, email, { transaction: tx });
      await queue.send(newsletterCampaignBatchJob, { campaignId, afterId: lastId }, { transaction: tx });
    });
  },
});

export const newsletterJobs = [newsletterConfirmationJob, newsletterCampaignBatchJob];
