// Newsletter e-mails: the confirmation link of a sign-up (its token made here, so it
// exists only in the e-mail), and campaigns sent in batches of subscribers. Each batch
// queues its e-mails and the next batch in one transaction that also moves the
// campaign's cursor, so a batch that runs twice sends nothing twice. Every minute the
// scheduler starts the scheduled campaigns whose time has come.

import { z } from 'zod';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { refusalOf } from '#core/errors.ts';
import { isPermanentRejection } from '#core/mail/mailer.ts';
import { campaignById } from '#core/newsletter/campaign-drafts.ts';
import { claimDueCampaigns } from '#core/newsletter/campaign-sending.ts';
import {
  activeSubscriberId,
  advanceCampaign,
  campaignMessage,
  countDelivery,
  nextCampaignBatch,
} from '#core/newsletter/campaigns.ts';
import { issueConfirmationToken } from '#core/newsletter/subscribers.ts';
import { campaignEmailFor } from '#emails/newsletter-campaign-email.ts';
import { newsletterConfirmationEmail } from '#emails/templates/newsletter-confirmation.ts';
import { defineJob, defineSchedule } from '../define.ts';
import { withinRecipientLimit } from '../recipient-limit.ts';
import { EMAIL_RETRIES } from '../retries.ts';
import { emailMessageSchema } from './send-email.ts';

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
    const emails: z.input<typeof campaignEmailJob.payload>[] = [];
    for (const recipient of batch.recipients) {
      const email = await campaignEmailFor(db, config.publicUrl, batch.campaign, recipient.id);
      emails.push({ campaignId, to: recipient.email, ...email });
    }
    const lastId = batch.recipients.at(-1)?.id ?? afterId;
    await db.transaction(async (tx) => {
      if (!(await advanceCampaign(tx, campaignId, afterId, lastId, emails.length))) return;
      for (const email of emails) await queue.send(campaignEmailJob, email, { transaction: tx });
      await queue.send(newsletterCampaignBatchJob, { campaignId, afterId: lastId }, { transaction: tx });
    });
  },
});

/**
 * One subscriber's e-mail of a campaign, counted on the campaign once it is done: taken
 * by the mail server, or failed (refused for good, or its last retry failed).
 */
export const campaignEmailJob = defineJob({
  name: 'newsletter.campaign-email',
  payload: emailMessageSchema.extend({ campaignId: z.number().int().positive() }),
  options: EMAIL_RETRIES,
  async handler({ campaignId, ...message }, { db, mailer, log }, { attempt, signal }) {
    try {
      await mailer.send(message, { signal });
    } catch (error) {
      const lastAttempt = attempt > EMAIL_RETRIES.retryLimit;
      if (!isPermanentRejection(error) && !lastAttempt) throw error;
      log.error({ err: error, to: message.to, campaignId }, 'newsletter e-mail failed for good');
      await countDelivery(db, campaignId, 'failed');
      return;
    }
    await countDelivery(db, campaignId, 'delivered');
  },
});

/** The operator's test: the campaign as a subscriber gets it, to the operator's own address only. */
export const campaignTestJob = defineJob({
  name: 'newsletter.test-issue',
  payload: z.object({ campaignId: z.number().int().positive(), email: z.email() }),
  options: EMAIL_RETRIES,
  async handler({ campaignId, email }, { db, mailer, config }, { signal }) {
    // Campaigns are never deleted; one that is gone (a restored database) has nothing to test.
    const campaign = await campaignById(db, campaignId).catch((error: unknown) => {
      if (refusalOf(error)?.status === 404) return null;
      throw error;
    });
    if (!campaign) return;
    const rendered = await campaignEmailFor(
      db,
      config.publicUrl,
      campaignMessage(campaign),
      await activeSubscriberId(db, email),
    );
    await mailer.send({ to: email, ...rendered, subject: `[Test] ${rendered.subject}` }, { signal });
  },
});

/** Starts the scheduled campaigns whose time has come (claimed once, whichever process runs it). */
export const campaignSchedulerJob = defineJob({
  name: 'newsletter.start-due',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 120 },
  async handler(_payload, { db, queue, log }) {
    const started = await db.transaction(async (tx) => {
      const ids = await claimDueCampaigns(tx);
      for (const campaignId of ids) {
        await queue.send(newsletterCampaignBatchJob, { campaignId, afterId: 0 }, { transaction: tx });
      }
      return ids;
    });
    if (started.length > 0) log.info({ started }, 'scheduled newsletter campaigns started');
  },
});

export const newsletterSchedules = [
  defineSchedule({ job: campaignSchedulerJob, key: 'every-minute', cron: '* * * * *', data: {}, missed: 'once' }),
];

export const newsletterJobs = [
  newsletterConfirmationJob,
  newsletterCampaignBatchJob,
  campaignEmailJob,
  campaignTestJob,
  campaignSchedulerJob,
];
