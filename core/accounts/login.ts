// Logging in. Both limits (per client address, per account) are counted before the
// password is checked, each by one atomic statement, so guesses sent at the same
// instant are numbered one by one and only those within the limit reach Argon2; the
// right password clears the account's count. An unknown address is counted and
// verified (against a dummy hash) exactly like a wrong password, and gets the same
// answer, so logins do not reveal who has an account.
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { OPERATOR_USER_MESSAGES } from '#contract/operator-users.ts';
import { SECOND_FACTOR_WAIT_MS, type SecondFactorMethod } from '#contract/two-factor.ts';
import { HttpError } from '#core/errors.ts';
import { clearAttempts, countAttempt, type Limit } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { type NewSession, replaceSession, sessionTimesOf, type UserRow } from './sessions.ts';
import { secondFactorMethods } from './two-factor.ts';
import { findUserByEmail } from './users.ts';

export type LoginAttempt = { email: string; password: string; clientAddress: string };

let dummyHash: Promise<string> | undefined;

/** The user whose credentials these are, or 401 (wrong or unknown), 401 not_activated, 429. */
export async function logIn(db: Database, attempt: LoginAttempt, perAddress: Limit): Promise<UserRow> {
  await countAttempt(db, `login:ip:${attempt.clientAddress}`, perAddress);
  const accountKey = `login-attempts:${attempt.email.trim().toLowerCase()}`;
  await countAttempt(db, accountKey, ACCOUNT_LIMITS.loginAttemptsPerAccount);
  const user = await findUserByEmail(db, attempt.email);
  dummyHash ??= hashPassword(`not a real password ${Math.random()}`);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), attempt.password);
  if (!user?.passwordHash || !valid) {
    throw new HttpError(401, ACCOUNT_MESSAGES.loginFailed, { code: 'invalid_credentials' });
  }
  await clearAttempts(db, accountKey);
  if (!user.emailVerifiedAt) throw new HttpError(401, ACCOUNT_MESSAGES.notActivated, { code: 'not_activated' });
  if (user.suspendedAt) {
    const reason = user.suspensionReason ?? '';
    throw new HttpError(403, OPERATOR_USER_MESSAGES.loginSuspended(reason), { code: 'account_suspended' });
  }
  return user;
}

/** Who is logging in, as the transport sees them. */
export type LoginCaller = {
  clientAddress: string;
  userAgent: string | undefined;
  /** The hash of the session the credentials came with, if any: it ends at login. */
  previousSessionHash: string | null;
};

/**
 * A login's outcome: signed in, or (for an account with two-factor sign-in) a short-lived
 * session that waits for the code and is nobody's until it comes.
 */
export type LoginOutcome =
  | { kind: 'signed-in'; user: UserRow; session: NewSession }
  | { kind: 'second-factor-awaited'; user: UserRow; session: NewSession; methods: SecondFactorMethod[] };

/**
 * Logging in with a password: a new session to send as cookies. A session id known
 * before login is worth nothing after it, so the one the credentials came with ends and
 * a fresh one opens. The API's login and the login page's form both come here.
 */
export async function logInWithPassword(
  deps: Pick<Deps, 'db' | 'config'>,
  credentials: { email: string; password: string },
  caller: LoginCaller,
): Promise<LoginOutcome> {
  const { db, config } = deps;
  const user = await logIn(
    db,
    { ...credentials, clientAddress: caller.clientAddress },
    { ...ACCOUNT_LIMITS.loginPerAddress, max: config.loginAttemptsPerAddress },
  );
  const methods = await secondFactorMethods(db, user.id);
  const awaited = methods.length > 0;
  const session = await replaceSession(db, sessionTimesOf(config), {
    proof: awaited
      ? { kind: 'awaiting-second-factor', pendingUserId: user.id, lifetimeMs: SECOND_FACTOR_WAIT_MS }
      : { kind: 'password', userId: user.id },
    userAgent: caller.userAgent,
    previousSessionHash: caller.previousSessionHash,
  });
  return awaited ? { kind: 'second-factor-awaited', user, session, methods } : { kind: 'signed-in', user, session };
}
