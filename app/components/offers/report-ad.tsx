// "Report this ad": the shared report form about an ad (POST /api/offers/{id}/report, or
// the offer page's action before JavaScript runs). Nobody reports their own ad; the
// offer page leaves the button out for its owner.

import { useT } from '#app/hooks/use-t.ts';
import { OFFER_FORM_ANCHORS, type PostedForm, type ReportSent } from '#app/lib/offer-forms.ts';
import { offerReportSchema, REPORT_MESSAGES, REPORT_REASONS } from '#contract/offer-reports.ts';
import { ReportDialog, type ReportKind } from '../reports/report-dialog.tsx';

/** Reports of ads: their reasons and checks, and the report form's place on the offer page. */
const AD_REPORT: ReportKind<(typeof REPORT_REASONS)[number]> = {
  reasons: REPORT_REASONS,
  schema: offerReportSchema,
  anchor: OFFER_FORM_ANCHORS.report,
  intent: 'report',
  thanks: REPORT_MESSAGES.thanks,
};

/** `posted`: the offer page action's answer to the report posted without JavaScript, if it gave one. */
export function ReportAd({ offerId, posted }: { offerId: string; posted: PostedForm<ReportSent> | undefined }) {
  const words = useT().offer.report;
  return <ReportDialog kind={AD_REPORT} words={words} apiPath={`/api/offers/${offerId}/report`} posted={posted} />;
}
