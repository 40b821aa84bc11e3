// The newsletter: sign-up by e-mail with a confirmation link, and the
// pages its e-mails link to. Its fixed texts are in contract/messages.ts.
import { z } from 'zod';

export const newsletterSignupSchema = z.object({
  email: z.email({ error: 'Incorrect email address' }).max(254),
});

/** A link token as it may arrive (the real ones are 43 base64url characters). */
export const newsletterTokenSchema = z.string().trim().min(20).max(200);
export const newsletterConfirmSchema = z.object({ token: newsletterTokenSchema });
/** The token of an unsubscribe link, in its query. */
export const newsletterTokenQuerySchema = z.object({ token: newsletterTokenSchema }).strict();
export const subscriptionStateSchema = z.object({ subscribed: z.boolean() });

export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** A newsletter campaign, from draft to sent, with its delivery counts. */
export const campaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** Sanitised HTML, as the e-mail carries it. */
  content: z.string(),
  status: z.enum(CAMPAIGN_STATES),
  scheduled_for: z.string().nullable().describe('When a scheduled campaign starts (UTC)'),
  queued: z.number().int().describe('Recipients: confirmed subscribers queued so far'),
  delivered: z.number().int().describe('E-mails the mail server accepted'),
  failed: z.number().int().describe('E-mails refused for good or out of retries'),
  created_at: z.string(),
  started_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type CampaignView = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.object({ data: z.array(campaignSchema) });

export const NEWSLETTER_MESSAGES = {
  confirmLinkInvalid:
    'This confirmation link is not valid any more. Sign up again at the bottom of any page and use the link in the new e-mail.',
  unsubscribed: 'You will not get the Dazu newsletter any more.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Use the link in the latest newsletter.',
} as const;

export const newsletterCampaignSchema = z.object({
  subject: z.string().trim().min(3).max(200),
  /** HTML; sanitised by the server. */
  content: z.string().trim().min(1).max(100_000),
});
export type NewsletterCampaignInput = z.infer<typeof newsletterCampaignSchema>;

/** A campaign's id in a path. */
export const campaignParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * When to send, as a UK operator reads a clock: a date and time in Europe/London
 * (the form's datetime-local value, 2026-12-01T09:00).
 */
export const campaignScheduleSchema = z.object({
  send_at: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { error: 'Give a date and time, e.g. 2026-12-01T09:00' }),
});
export type CampaignScheduleInput = z.infer<typeof campaignScheduleSchema>;

/** Where a test e-mail went: always the operator's own address. */
export const campaignTestSchema = z.object({ to: z.string() });

/** The fixed answers of the campaign actions (API and page). */
export const CAMPAIGN_MESSAGES = {
  notDraft: 'Only a draft can be edited. This campaign has already been scheduled, sent or cancelled.',
  notSendable: 'This campaign has already started, been sent or been cancelled.',
  notScheduled: 'Only a scheduled campaign that has not started can be cancelled.',
  notFound: 'There is no such campaign.',
  inThePast: 'Choose a date and time in the future (UK time).',
} as const;
