// Checking credentials. An unknown address costs the same Argon2 verification as a
// wrong password, and gets the same answer, so logins do not reveal who has an account.
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { UserRow } from './sessions.ts';
import { findUserByEmail } from './users.ts';

let dummyHash: Promise<string> | undefined;

export async function authenticate(db: Database, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  dummyHash ??= hashPassword(`not a real password ${Math.random()}`);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user?.passwordHash || !valid) {
    throw new HttpError(401, ACCOUNT_MESSAGES.loginFailed, { code: 'invalid_credentials' });
  }
  if (!user.emailVerifiedAt) throw new HttpError(401, ACCOUNT_MESSAGES.notActivated, { code: 'not_activated' });
  return user;
}
