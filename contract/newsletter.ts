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

/** A newsletter the operators sent (or are sending). */
export const campaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(['sending', 'sent']),
  queued: z.number().int(),
  created_at: z.string(),
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
