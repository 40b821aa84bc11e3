// "Report this profile": the shared report form about a member's profile
// (POST /api/users/{id}/report, or the profile page's action before JavaScript runs).
// Open to visitors, as the API is; nobody reports their own profile (the API refuses it,
// and the page leaves the button out for its owner).

import { useT } from '#app/hooks/use-t.ts';
import type { PostedForm } from '#app/lib/offer-forms.ts';
import { PROFILE_FORM_ANCHORS } from '#app/lib/profile-forms.ts';
import {
  PROFILE_REPORT_MESSAGES,
  PROFILE_REPORT_REASONS,
  type ProfileReportReason,
  profileReportSchema,
} from '#contract/profile-reports.ts';
import { ReportDialog, type ReportKind } from '../reports/report-dialog.tsx';

/** Reports of profiles: their reasons and checks, and the report form's place on the profile page. */
const PROFILE_REPORT: ReportKind<ProfileReportReason> = {
  reasons: PROFILE_REPORT_REASONS,
  schema: profileReportSchema,
  anchor: PROFILE_FORM_ANCHORS.report,
  intent: 'report',
  thanks: PROFILE_REPORT_MESSAGES.thanks,
};

/** `posted`: the profile action's answer to the report posted without JavaScript, if it gave one. */
export function ReportProfile({ profileId, posted }: { profileId: string; posted: PostedForm<unknown> | undefined }) {
  const words = useT().profile.report;
  return (
    <ReportDialog kind={PROFILE_REPORT} words={words} apiPath={`/api/users/${profileId}/report`} posted={posted} />
  );
}
