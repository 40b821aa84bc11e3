// When a visitor reports an ad: an e-mail to the operators (OPERATOR_EMAIL, or every
// operator account) and a notice in their bell.

import { z } from 'zod';
import { REPORT_REASON_LABELS } from '#contract/offer-reports.ts';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { notify } from '#core/notifications/notifications.ts';
import { operatorRecipients, readReport } from '#core/offers/reports.ts';
import { offerReportedEmail } from '#emails/templates/offer-reported.ts';
import { defineJob } from '../define.ts';
import { sendEmailJob } from './send-email.ts';

export const offerReportNoticeJob = defineJob({
  name: 'offers.report-notice',
  payload: z.object({ reportId: z.number().int().positive() }),
  options: { retryLimit: 5, retryDelay: 60 },
  async handler({ reportId }, { db, config, queue, log }) {
    const report = await readReport(db, reportId);
    if (!report) return;
    const recipients = await operatorRecipients(db, config.operatorEmail);
    const offerPath = SITE_PATHS.offer(report.slug);
    await db.transaction(async (tx) => {
      if (recipients.userIds.length > 0) {
        for (const userId of recipients.userIds) {
          await notify(tx, userId, {
            type: 'warning',
            message: `Ad reported: “${report.title}” (${REPORT_REASON_LABELS[report.reason].toLowerCase()})`,
            link: offerPath,
          });
        }
      }
      const email = offerReportedEmail({ ...report, offerUrl: siteUrl(config.publicUrl, offerPath) });
      for (const to of recipients.emails) await queue.send(sendEmailJob, { to, ...email }, { transaction: tx });
    });
    if (recipients.emails.length === 0)
      log.warn({ reportId }, 'ad reported but no operator to tell: set OPERATOR_EMAIL');
  },
});
