// Alert e-mails of saved searches. A scheduled `saved-searches.dispatch` finds the
// searches of one frequency that are due and queues one `saved-searches.alert` per
// search (keyed by the search, so a second one waiting for the same search is refused).
// The alert claims the new offers before it e-mails them and releases the claim if the
// e-mail fails (core/saved-searches/alerts.ts): a retry never sends the same offers twice.
// The unsubscribe token is made here, once per alert: only the e-mail holds it.

import { z } from 'zod';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { randomToken, sha256 } from '#core/accounts/secrets.ts';
import type { Config } from '#core/config.ts';
import { isPermanentRejection } from '#core/mail/mailer.ts';
import {
  claimAlert,
  dueSavedSearches,
  findAlertTarget,
  findNewOffers,
  releaseAlert,
} from '#core/saved-searches/alerts.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { savedSearchAlertEmail } from '#emails/templates/saved-search-alert.ts';
import { defineJob, defineSchedule, type JobOptions } from '../define.ts';
import { JobNotQueuedError } from '../queue.ts';
import { EMAIL_RETRIES } from '../retries.ts';

const ALERT_RETRIES: JobOptions = { ...EMAIL_RETRIES, concurrency: 3, policy: 'stately' };

export const savedSearchAlertJob = defineJob({
  name: 'saved-searches.alert',
  payload: z.object({ savedSearchId: z.number().int().positive() }),
  options: ALERT_RETRIES,
  async handler({ savedSearchId }, { db, mailer, config, log }, { signal }) {
    const target = await findAlertTarget(db, savedSearchId);
    if (!target) return;
    const found = await findNewOffers(db, target, STORAGE_URL_PATH);
    if (found.offers.length === 0) return;
    const token = randomToken();
    const claim = await claimAlert(db, target, found, sha256(token));
    if (!claim) return;
    // The e-mail links to a page that asks before stopping (mail scanners follow links);
    // the header's URL takes the mail client's one-click POST.
    const unsubscribeUrl = siteUrl(config.publicUrl, SITE_PATHS.alertsUnsubscribe(token));
    const oneClickUrl = `${config.publicUrl}/api/saved-searches/unsubscribe?token=${token}`;
    const email = savedSearchAlertEmail({
      name: target.user.name,
      searchName: target.name,
      frequency: target.frequency,
      offers: found.offers,
      total: found.total,
      totalExact: found.totalExact,
      publicUrl: config.publicUrl,
      query: target.query,
      unsubscribeUrl,
    });
    const headers = {
      // RFC 2369 and RFC 8058: mail clients offer an unsubscribe button that POSTs to the URL.
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    try {
      await mailer.send({ to: target.user.email, ...email, headers }, { signal });
    } catch (error) {
      if (isPermanentRejection(error)) {
        // The bell still has it; retrying cannot help.
        log.error({ err: error, savedSearchId }, 'alert e-mail refused by the server for good: not retried');
        return;
      }
      await releaseAlert(db, claim).catch((releaseError: unknown) => {
        log.error({ err: releaseError, savedSearchId }, 'alert claim not released: these offers will not be e-mailed');
      });
      throw error;
    }
  },
});

const frequencies = ['instant', 'daily', 'weekly'] as const;

export const dispatchSavedSearchAlertsJob = defineJob({
  name: 'saved-searches.dispatch',
  payload: z.object({ frequency: z.enum(frequencies) }),
  options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
  async handler({ frequency }, { db, queue, log }) {
    const due = await dueSavedSearches(db, frequency);
    let queued = 0;
    for (const savedSearchId of due) {
      try {
        await queue.send(savedSearchAlertJob, { savedSearchId }, { singletonKey: `saved-search:${savedSearchId}` });
        queued += 1;
      } catch (error) {
        // One is already waiting for this search: it will see the same offers.
        if (!(error instanceof JobNotQueuedError)) throw error;
      }
    }
    log.info({ frequency, due: due.length, queued }, 'saved-search alerts queued');
  },
});

export const savedSearchAlertJobs = [savedSearchAlertJob, dispatchSavedSearchAlertsJob];

/**
 * Instant alerts every `instantAlertMinutes` (INSTANT_ALERT_MINUTES, 5 unless set: a divisor of
 * an hour, so the gaps are even); daily ones at 07:00 and weekly ones on Mondays at 07:00, UK time.
 */
export const savedSearchAlertSchedules = ({ instantAlertMinutes }: Pick<Config, 'instantAlertMinutes'>) => [
  defineSchedule({
    job: dispatchSavedSearchAlertsJob,
    key: 'instant',
    cron: `*/${instantAlertMinutes} * * * *`,
    data: { frequency: 'instant' },
  }),
  defineSchedule({
    job: dispatchSavedSearchAlertsJob,
    key: 'daily',
    cron: '0 7 * * *',
    tz: 'Europe/London',
    data: { frequency: 'daily' },
    missed: 'once',
  }),
  defineSchedule({
    job: dispatchSavedSearchAlertsJob,
    key: 'weekly',
    cron: '0 7 * * 1',
    tz: 'Europe/London',
    data: { frequency: 'weekly' },
    missed: 'once',
  }),
];
