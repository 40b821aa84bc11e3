// The e-mail telling an advertiser why a moderator rejected their ad or its changes (the
// bell tells them too, in the decision's transaction). The reason travels in the payload:
// a later edit may clear it from the ad before the job runs.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { offerRejectedEmail } from '#emails/templates/offer-rejected.ts';
import { defineJob } from '../define.ts';
import { EMAIL_RETRIES } from '../retries.ts';

export const offerRejectionNoticeJob = defineJob({
  name: 'offers.rejection-notice',
  payload: z.object({ offerId: z.uuid(), reason: z.string().min(1).max(500), change: z.boolean() }),
  options: EMAIL_RETRIES,
  async handler({ offerId, reason, change }, deps, { signal }) {
    const found = await deps.db.execute<{ title: string; email: string; name: string }>(sql`
      select o.title, u.email, u.name from offers o join users u on u.id = o.user_id where o.id = ${offerId}`);
    const owner = found.rows[0];
    if (!owner) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.myOffers());
    const email = offerRejectedEmail({ name: owner.name, title: owner.title, reason, change, url });
    await deps.mailer.send({ to: owner.email, ...email }, { signal });
  },
});
