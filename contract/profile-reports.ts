// Reporting a member's profile to the operators (POST /api/users/{id}/report): a reason
// from a fixed list and a message, as for ads. The member never sees who sent one.
import { z } from 'zod';
import { reportMessageField } from './offer-reports.ts';

export const PROFILE_REPORT_REASONS = ['scam', 'impersonation', 'offensive', 'other'] as const;
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number];

export const PROFILE_REPORT_REASON_LABELS: Record<ProfileReportReason, string> = {
  scam: 'It looks like a scam or asks for money up front',
  impersonation: 'It pretends to be someone else',
  offensive: 'It is offensive or discriminatory',
  other: 'Something else',
};

export const PROFILE_REPORT_MESSAGES = {
  reason: 'Choose what is wrong with the profile',
  thanks: 'Thank you. We will look at this profile.',
  notFound: 'This profile does not exist',
  notYourself: 'You cannot report your own profile',
} as const;

export const profileReportSchema = z
  .object({
    reason: z.enum(PROFILE_REPORT_REASONS, { error: PROFILE_REPORT_MESSAGES.reason }),
    message: reportMessageField,
  })
  .strict();
export type ProfileReportInput = z.infer<typeof profileReportSchema>;
