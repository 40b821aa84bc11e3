// Reporting an ad to the operator (POST /api/offers/{id}/report): a reason from a fixed
// list and a message. Reports are for moderation; the advertiser never sees who sent one.
import { z } from 'zod';

export const REPORT_REASONS = [
  'scam',
  'unavailable',
  'wrong_details',
  'duplicate',
  'wrong_category',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'It looks like a scam or asks for money up front',
  unavailable: 'The property is no longer available',
  wrong_details: 'The price, photos or details are wrong',
  duplicate: 'It is a copy of another ad',
  wrong_category: 'It is in the wrong category',
  offensive: 'It is offensive or discriminatory',
  other: 'Something else',
};

export const REPORT_LIMITS = { messageMin: 10, messageMax: 2000 } as const;

export const REPORT_MESSAGES = {
  reason: 'Choose what is wrong with the ad',
  messageShort: `Tell us a little more (at least ${REPORT_LIMITS.messageMin} characters)`,
  messageLong: `Keep it under ${REPORT_LIMITS.messageMax.toLocaleString('en-GB')} characters`,
  thanks: 'Thank you. We will look at this ad.',
  notFound: 'This ad does not exist or is no longer on the site',
} as const;

/** What a reporter writes beside the reason: the same bounds for ads and profiles. */
export const reportMessageField = z
  .string({ error: REPORT_MESSAGES.messageShort })
  .trim()
  .min(REPORT_LIMITS.messageMin, REPORT_MESSAGES.messageShort)
  .max(REPORT_LIMITS.messageMax, REPORT_MESSAGES.messageLong);

export const offerReportSchema = z
  .object({ reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }), message: reportMessageField })
  .strict();
export type OfferReportInput = z.infer<typeof offerReportSchema>;

export const offerReportReceiptSchema = z.object({ message: z.string() });

/** The report form's starting values. */
export const OFFER_REPORT_FIELDS = { reason: '', message: '' };
