// The use cases' work queue (core/platform/work.ts) on the job queue: each kind of
// work is the job of the same name, sent inside the caller's transaction.
import type { Work, WorkKind, WorkQueue } from '#core/platform/work.ts';
import type { AnyJobDefinition, JobQueue } from './define.ts';
import {
  accountDeletedJob,
  accountReinstatedJob,
  accountSuspendedJob,
  activationEmailJob,
  agentInvitationJob,
  passwordChangedJob,
  passwordReminderJob,
  resendActivationJob,
} from './definitions/account-emails.ts';
import { accountWarningJob } from './definitions/account-warning.ts';
import { contactMessageJob } from './definitions/contact-message.ts';
import { feedRunJob } from './definitions/feed-urls.ts';
import { importApplyJob } from './definitions/import-apply.ts';
import { importMediaCheckJob } from './definitions/import-media-check.ts';
import { enquiryConfirmationJob, messageNoticeJob } from './definitions/messages.ts';
import { campaignTestJob, newsletterCampaignBatchJob, newsletterConfirmationJob } from './definitions/newsletter.ts';
import { offerRejectionNoticeJob } from './definitions/offer-rejection.ts';
import { offerReportNoticeJob } from './definitions/offer-reports.ts';
import { orderRefundJob } from './definitions/order-refund.ts';
import { readWorkHealth } from './queue-health.ts';

/** The job that runs each kind of work; its payload is the work without its kind. */
const JOB_OF: { [Kind in WorkKind]: AnyJobDefinition } = {
  'account.activation': activationEmailJob,
  'account.resend-activation': resendActivationJob,
  'account.password-reminder': passwordReminderJob,
  'account.password-changed': passwordChangedJob,
  'account.suspended': accountSuspendedJob,
  'account.reinstated': accountReinstatedJob,
  'account.deleted': accountDeletedJob,
  'account.warning': accountWarningJob,
  'agents.invitation': agentInvitationJob,
  'content.contact-message': contactMessageJob,
  'messages.notice': messageNoticeJob,
  'messages.enquiry-confirmation': enquiryConfirmationJob,
  'newsletter.confirmation': newsletterConfirmationJob,
  'newsletter.campaign-batch': newsletterCampaignBatchJob,
  'newsletter.test-issue': campaignTestJob,
  'offers.report-notice': offerReportNoticeJob,
  'offers.rejection-notice': offerRejectionNoticeJob,
  'imports.apply': importApplyJob,
  'imports.feed-run': feedRunJob,
  'imports.check-media': importMediaCheckJob,
  'orders.refund': orderRefundJob,
};

export function createWorkQueue(jobs: JobQueue): WorkQueue {
  return {
    async queue(scope, work: Work) {
      const { kind, ...payload } = work;
      // The job's own schema checks the payload when it is sent, so a kind and its job cannot drift apart unnoticed.
      await jobs.send(JOB_OF[kind], payload, { transaction: scope });
    },
    health: readWorkHealth,
  };
}
