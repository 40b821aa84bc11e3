// Reporting a member's profile to the operators (POST /api/users/{id}/report): a reason
// from a fixed list and a message, as for ads. The member never sees who sent one.
import { z } from 'zod';
import { REPORT_LIMITS, REPORT_MESSAGES } from './offer-reports.ts';

export const PROFILE_REPORT_REASONS = ['scam', 'impersonation', 'offensive', 'other'] as const;
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number];

export const PROFILE_REPORT_MESSAGES = {
  reason: 'Choose what is wrong with the profile',
  thanks: 'Thank you. We will look at this profile.',
  notFound: 'This profile does not exist',
  notYourself: 'You cannot report your own profile',
} as const;

export const profileReportSchema = z
  .object({
    reason: z.enum(PROFILE_REPORT_REASONS, { error: PROFILE_REPORT_MESSAGES.reason }),
    message: z
      .string({ error: REPORT_MESSAGES.messageShort })
      .trim()
      .min(REPORT_LIMITS.messageMin, REPORT_MESSAGES.messageShort)
      .max(REPORT_LIMITS.messageMax, REPORT_MESSAGES.messageLong),
  })
  .strict();
export type ProfileReportInput = z.infer<typeof profileReportSchema>;
