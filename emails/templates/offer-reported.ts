// To the operators when a visitor reports an ad: what was reported and why, with the
// ad's address. The reporter stays anonymous here (the report row keeps who it was).
import { REPORT_REASON_LABELS, type ReportReason } from '#contract/offer-reports.ts';
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function offerReportedEmail(input: {
  title: string;
  offerUrl: string;
  reason: ReportReason;
  message: string;
}): RenderedEmail {
  return renderEmail({
    title: `Ad reported: “${input.title}”`,
    preheader: REPORT_REASON_LABELS[input.reason],
    paragraphs: [
      `A visitor reported the ad “${input.title}”.`,
      `Reason: ${REPORT_REASON_LABELS[input.reason]}.`,
      `Their message: ${input.message}`,
    ],
    action: { label: 'Open the ad', url: input.offerUrl },
    footer: `You are receiving this e-mail because you moderate ${PRODUCT_NAME}.`,
  });
}
