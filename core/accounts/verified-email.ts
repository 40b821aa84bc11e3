// Acting in one's own name towards other people (writing to them, receiving the
// newsletter) needs an address the account has proved it reads. An account made while
// posting as a guest is logged in at once but unconfirmed: it waits for the link.
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError } from '#core/errors.ts';
import type { UserRow } from './sessions.ts';

export const EMAIL_NOT_VERIFIED = 'email_not_verified';

/** 403 email_not_verified, saying what to do, unless the account's address is confirmed. */
export function assertEmailVerified(user: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (!user.emailVerifiedAt) {
    throw new HttpError(403, ACCOUNT_MESSAGES.emailNotVerified, { code: EMAIL_NOT_VERIFIED });
  }
}
