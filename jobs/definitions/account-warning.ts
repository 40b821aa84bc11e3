// The e-mail of an operator's warning to an account holder (handling reports): the
// operator's words, also left in the bell by the same transaction.
import { z } from 'zod';
import { REPORT_NOTE_MAX } from '#contract/report-handling.ts';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { findUserById } from '#core/accounts/users.ts';
import { accountWarningEmail } from '#emails/templates/account-warning.ts';
import { defineJob } from '../define.ts';
import { EMAIL_RETRIES } from '../retries.ts';

export const accountWarningJob = defineJob({
  name: 'account.warning',
  payload: z.object({ userId: z.uuid(), words: z.string().min(1).max(REPORT_NOTE_MAX) }),
  options: EMAIL_RETRIES,
  async handler({ userId, words }, deps, { signal }) {
    const user = await findUserById(deps.db, userId);
    if (!user) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.contact());
    await deps.mailer.send({ to: user.email, ...accountWarningEmail({ name: user.name, words, url }) }, { signal });
  },
});
