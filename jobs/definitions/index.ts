// Every job of the application: the jobs plugin registers them (handlers run in worker
// processes) and boot creates their queues. A new job is added here, and its cron
// schedule, if it has one, to jobSchedules.
import type { Config } from '#core/config.ts';
import type { AnyJobDefinition, JobSchedule } from '../define.ts';
import { accountEmailJobs } from './account-emails.ts';
import { accountWarningJob } from './account-warning.ts';
import { auctionCloseJob, auctionCloseSchedules } from './auction-close.ts';
import { contactMessageJob } from './contact-message.ts';
import { feedUrlJobs, feedUrlSchedules } from './feed-urls.ts';
import { importApplyJob } from './import-apply.ts';
import { importMediaCheckJob } from './import-media-check.ts';
import { maintenanceJob, maintenanceSchedules } from './maintenance.ts';
import { messageJobs } from './messages.ts';
import { newsletterJobs, newsletterSchedules } from './newsletter.ts';
import { offerExpiryJob, offerExpirySchedules } from './offer-expiry.ts';
import { offerRejectionNoticeJob } from './offer-rejection.ts';
import { offerReportNoticeJob } from './offer-reports.ts';
import { orderExpiryJob, orderExpirySchedules } from './order-expiry.ts';
import { orderRefundJob } from './order-refund.ts';
import { savedSearchAlertJobs, savedSearchAlertSchedules } from './saved-search-alerts.ts';
import { sendEmailJob } from './send-email.ts';
import { storageSweepJob, storageSweepSchedules } from './storage-sweep.ts';

export const jobDefinitions: readonly AnyJobDefinition[] = [
  sendEmailJob,
  ...accountEmailJobs,
  accountWarningJob,
  ...savedSearchAlertJobs,
  maintenanceJob,
  offerExpiryJob,
  auctionCloseJob,
  offerReportNoticeJob,
  offerRejectionNoticeJob,
  orderExpiryJob,
  orderRefundJob,
  storageSweepJob,
  importApplyJob,
  ...feedUrlJobs,
  importMediaCheckJob,
  ...newsletterJobs,
  ...messageJobs,
  contactMessageJob,
];

/** The cron schedules, some of them as configuration sets them. */
export const jobSchedules = (config: Pick<Config, 'instantAlertMinutes'>): readonly JobSchedule[] => [
  ...savedSearchAlertSchedules(config),
  ...maintenanceSchedules,
  ...offerExpirySchedules,
  ...auctionCloseSchedules,
  ...storageSweepSchedules,
  ...orderExpirySchedules,
  ...feedUrlSchedules,
  ...newsletterSchedules,
];
