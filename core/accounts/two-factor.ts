// Two-factor sign-in, as the API and the pages use it: turning it on (a code from the app
// proves the app holds the key; ten recovery codes are shown once), signing in with it,
// turning it off, and proving it is you again before a sensitive action. Every code is
// counted before it is checked, as passwords are, so guessing six digits is hopeless.
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import {
  CONFIRMATION_VALID_MS,
  type IdentityProof,
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorProof,
  type TwoFactorStatus,
} from '#contract/two-factor.ts';
import { HttpError, unprocessable } from '#core/errors.ts';
import { clearAttempts, countAttempt } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { verifyPassword } from './password.ts';
import { issueRecoveryCodes, recoveryCodesLeft, removeRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';
import {
  type ActiveSession,
  markSessionConfirmed,
  type NewSession,
  replaceSession,
  sessionTimesOf,
  type UserRow,
} from './sessions.ts';
import { acceptTotpCode, confirmedTotp, removeTotp, totpSetupStarted } from './totp.ts';
import { findUserById } from './users.ts';

const attemptsKey = (userId: string) => `second-factor:${userId}`;

/** Accepts a code from the app or a recovery code for the account, once; 422 naming the field otherwise. */
export async function checkSecondFactor(db: Database, userId: string, proof: TwoFactorProof): Promise<void> {
  await countAttempt(db, attemptsKey(userId), ACCOUNT_LIMITS.secondFactorPerAccount);
  if ('code' in proof) {
    if (!(await acceptTotpCode(db, userId, proof.code))) throw unprocessable({ code: [M.codeWrong] }, M.codeWrong);
  } else if (!(await spendRecoveryCode(db, userId, proof.recovery_code))) {
    throw unprocessable({ recovery_code: [M.recoveryCodeWrong] }, M.recoveryCodeWrong);
  }
  await clearAttempts(db, attemptsKey(userId));
}

/** Whether the account signs in with a second factor. */
export async function usesSecondFactor(db: Database, userId: string): Promise<boolean> {
  return (await confirmedTotp(db, userId)) !== null;
}

/**
 * The second step of a sign-in: the session whose password was accepted shows its code,
 * and a fresh session (a new id: the waiting one ends) opens for the account.
 */
export async function completeSecondFactor(
  deps: Pick<Deps, 'db' | 'config'>,
  waiting: Pick<ActiveSession, 'idHash' | 'pendingUserId'> | null,
  proof: TwoFactorProof,
  userAgent: string | undefined,
): Promise<{ user: UserRow; session: NewSession }> {
  const userId = waiting?.pendingUserId;
  if (!waiting || !userId) throw new HttpError(401, M.challengeExpired, { code: 'challenge_expired' });
  await checkSecondFactor(deps.db, userId, proof);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, M.challengeExpired, { code: 'challenge_expired' });
  const session = await replaceSession(deps.db, sessionTimesOf(deps.config), {
    proof: { kind: 'second-factor', userId },
    userAgent,
    previousSessionHash: waiting.idHash,
  });
  return { user, session };
}

/**
 * Turns two-factor sign-in on once a code proves the app holds the key set-up gave it.
 * The session that did it counts as signed in with a second factor. Returns the recovery
 * codes, shown this once.
 */
export async function turnOnTwoFactor(db: Database, userId: string, code: string, sessionHash: string) {
  if (!(await totpSetupStarted(db, userId))) {
    throw new HttpError(409, (await usesSecondFactor(db, userId)) ? M.alreadyOn : M.notStarted);
  }
  await countAttempt(db, attemptsKey(userId), ACCOUNT_LIMITS.secondFactorPerAccount);
  const codes = await db.transaction(async (tx) => {
    if (!(await acceptTotpCode(tx, userId, code, true))) throw unprocessable({ code: [M.codeWrong] }, M.codeWrong);
    await markSessionConfirmed(tx, sessionHash, true);
    return issueRecoveryCodes(tx, userId);
  });
  await clearAttempts(db, attemptsKey(userId));
  return codes;
}

/** Turns it off: the key and the recovery codes go. */
export async function turnOffTwoFactor(db: Database, userId: string): Promise<void> {
  if (!(await usesSecondFactor(db, userId))) throw new HttpError(409, M.notOn);
  await db.transaction(async (tx) => {
    await removeTotp(tx, userId);
    await removeRecoveryCodes(tx, userId);
  });
}

/** New recovery codes in place of the old ones (all of them, used or not). */
export async function renewRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  if (!(await usesSecondFactor(db, userId))) throw new HttpError(409, M.notOn);
  return issueRecoveryCodes(db, userId);
}

export async function twoFactorStatus(
  db: Database,
  userId: string,
  session: Pick<ActiveSession, 'secondFactorAt'>,
): Promise<TwoFactorStatus> {
  const totp = await confirmedTotp(db, userId);
  return {
    enabled: totp !== null,
    enabled_at: totp?.confirmedAt?.toISOString() ?? null,
    recovery_codes_left: totp ? await recoveryCodesLeft(db, userId) : 0,
    session_verified: session.secondFactorAt !== null,
  };
}

/**
 * Proving it is you again, with the password or a code from the app: sensitive actions
 * are let through for a few minutes after. A code also marks the session as signed in
 * with a second factor.
 */
export async function confirmIdentity(db: Database, user: UserRow, sessionHash: string, proof: IdentityProof) {
  if ('password' in proof) {
    await countAttempt(db, `password-check:${user.id}`, ACCOUNT_LIMITS.passwordCheckPerAccount);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, proof.password))) {
      throw unprocessable({ password: [ACCOUNT_MESSAGES.currentPasswordWrong] }, ACCOUNT_MESSAGES.currentPasswordWrong);
    }
  } else {
    if (!(await usesSecondFactor(db, user.id))) throw new HttpError(409, M.notOn);
    await checkSecondFactor(db, user.id, proof);
  }
  await markSessionConfirmed(db, sessionHash, 'code' in proof);
}

/** Refuses a sensitive action unless the session proved who it is in the last ten minutes. */
export function requireRecentConfirmation(session: Pick<ActiveSession, 'confirmedAt'>, now = Date.now()): void {
  const at = session.confirmedAt?.getTime();
  if (at === undefined || now - at > CONFIRMATION_VALID_MS) {
    throw new HttpError(403, M.confirmationRequired, { code: 'confirmation_required' });
  }
}

/** Refuses unless the session's sign-in showed a second factor (the back office asks this of operators). */
export function requireSecondFactor(session: Pick<ActiveSession, 'secondFactorAt'>): void {
  if (!session.secondFactorAt) throw new HttpError(403, M.secondFactorRequired, { code: 'second_factor_required' });
}
