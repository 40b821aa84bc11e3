// Hourly: live offers whose period is over expire, owners of offers expiring in the
// next 24 hours get a notice in the bell and an e-mail (once per period: a refresh
// starts a new one), and owners of offers published for a later date are told when
// that day has come. Each step claims its rows, writes the notices and queues the
// e-mails in one transaction, so a crash or a second worker neither loses nor repeats one.

import { z } from 'zod';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { MY_OFFERS_PATH, OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { notify } from '#core/notifications/notifications.ts';
import { claimExpiryReminders, claimNewlyVisibleOffers, expireDueOffers } from '#core/offers/lifecycle.ts';
import { offerExpiringEmail } from '#emails/templates/offer-expiring.ts';
import { defineJob, defineSchedule } from '../define.ts';
import { sendEmailJob } from './send-email.ts';

export const offerExpiryJob = defineJob({
  name: 'offers.expiry',
  payload: z.object({}),
  options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 900 },
  async handler(_payload, { db, config, queue, log }) {
    const expired = await db.transaction(async (tx) => {
      const rows = await expireDueOffers(tx);
      if (rows.length > 0) {
        for (const offer of rows) {
          await notify(tx, offer.owner.id, {
            type: 'warning',
            message: OFFER_LIFECYCLE_MESSAGES.expiredNotice(offer.title),
            link: MY_OFFERS_PATH,
          });
        }
      }
      return rows.length;
    });
    const reminded = await db.transaction(async (tx) => {
      const rows = await claimExpiryReminders(tx);
      for (const offer of rows) {
        await notify(tx, offer.owner.id, {
          type: 'warning',
          message: OFFER_LIFECYCLE_MESSAGES.expiringNotice(offer.title),
          link: MY_OFFERS_PATH,
        });
        const email = offerExpiringEmail({
          name: offer.owner.name,
          title: offer.title,
          expiresAt: offer.expires_at,
          manageUrl: siteUrl(config.publicUrl, SITE_PATHS.myOffers()),
        });
        await queue.send(sendEmailJob, { to: offer.owner.email, ...email }, { transaction: tx });
      }
      return rows.length;
    });
    const visible = await db.transaction(async (tx) => {
      const rows = await claimNewlyVisibleOffers(tx);
      for (const offer of rows) {
        await notify(tx, offer.user_id, {
          message: NOTIFICATION_MESSAGES.offerVisible(offer.title),
          link: SITE_PATHS.offer(offer.slug),
        });
      }
      return rows.length;
    });
    if (expired + reminded + visible > 0) log.info({ expired, reminded, visible }, 'offer expiry done');
  },
});

export const offerExpirySchedules = [
  defineSchedule({ job: offerExpiryJob, key: 'hourly', cron: '7 * * * *', tz: 'UTC', data: {}, missed: 'once' }),
];
