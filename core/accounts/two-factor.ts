// Two-factor sign-in, as the API and the pages use it: turning it on (a code from the app
// proves the app holds the key; ten recovery codes are shown once), signing in with it or
// with a passkey (passkeys.ts), turning it off, and proving it is you again before a
// sensitive action. Every code or passkey is counted before it is checked, as passwords
// are, so guessing six digits is hopeless.
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import {
  CONFIRMATION_VALID_MS,
  type IdentityProof,
  TWO_FACTOR_MESSAGES as M,
  type SecondFactorMethod,
  type TwoFactorProof,
  type TwoFactorStatus,
} from '#contract/two-factor.ts';
import { HttpError, unprocessable } from '#core/errors.ts';
import { clearAttempts, countAttempt } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { type AssertionCeremony, acceptPasskey } from './passkey-assertions.ts';
import { hasSecondFactor, passkeyCount } from './passkeys.ts';
import { verifyPassword } from './password.ts';
import {
  issueRecoveryCodes,
  lockSecondFactors,
  recoveryCodesLeft,
  removeRecoveryCodes,
  spendRecoveryCode,
} from './recovery-codes.ts';
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

/** Where a passkey's challenge waits: the session, and whether it is signing in or confirming. */
export type ProofSession = { sessionHash: string; ceremony: AssertionCeremony };

/**
 * Accepts a code from the app, a recovery code or a passkey for the account, once; 422
 * naming the field otherwise. Every kind is counted against one allowance of guesses.
 */
export async function checkSecondFactor(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  proof: TwoFactorProof,
  where: ProofSession,
): Promise<void> {
  const { db } = deps;
  await countAttempt(db, attemptsKey(userId), ACCOUNT_LIMITS.secondFactorPerAccount);
  if ('passkey' in proof) {
    await acceptPasskey(deps, { userId, ...where }, proof.passkey);
  } else if ('code' in proof) {
    if (!(await acceptTotpCode(db, userId, proof.code))) throw unprocessable({ code: [M.codeWrong] }, M.codeWrong);
  } else if (!(await spendRecoveryCode(db, userId, proof.recovery_code))) {
    throw unprocessable({ recovery_code: [M.recoveryCodeWrong] }, M.recoveryCodeWrong);
  }
  await clearAttempts(db, attemptsKey(userId));
}

/**
 * The ways the account can show its second factor; empty when it signs in with the
 * password alone. Recovery codes count while they last and a factor they stand in for does.
 */
export async function secondFactorMethods(db: Database, userId: string): Promise<SecondFactorMethod[]> {
  const totp = (await confirmedTotp(db, userId)) !== null;
  const passkeys = (await passkeyCount(db, userId)) > 0;
  const codes = (totp || passkeys) && (await recoveryCodesLeft(db, userId)) > 0;
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp');
  if (codes) methods.push('recovery_code');
  if (passkeys) methods.push('passkey');
  return methods;
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
  await checkSecondFactor(deps, userId, proof, { sessionHash: waiting.idHash, ceremony: 'sign-in' });
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
    throw new HttpError(409, (await confirmedTotp(db, userId)) ? M.alreadyOn : M.notStarted);
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

/**
 * Turns the app off: its key goes, and the recovery codes too unless a passkey remains
 * (passkeys stay, each removed on its own).
 */
export async function turnOffTwoFactor(db: Database, userId: string): Promise<void> {
  if (!(await confirmedTotp(db, userId))) throw new HttpError(409, M.notOn);
  await db.transaction(async (tx) => {
    await lockSecondFactors(tx, userId);
    await removeTotp(tx, userId);
    if (!(await hasSecondFactor(tx, userId))) await removeRecoveryCodes(tx, userId);
  });
}

/** New recovery codes in place of the old ones (all of them, used or not), while a second factor is on. */
export async function renewRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  if (!(await hasSecondFactor(db, userId))) throw new HttpError(409, M.notOn);
  return issueRecoveryCodes(db, userId);
}

export async function twoFactorStatus(
  db: Database,
  userId: string,
  session: Pick<ActiveSession, 'secondFactorAt'>,
): Promise<TwoFactorStatus> {
  const totp = await confirmedTotp(db, userId);
  const passkeys = await passkeyCount(db, userId);
  return {
    enabled: totp !== null,
    enabled_at: totp?.confirmedAt?.toISOString() ?? null,
    recovery_codes_left: totp || passkeys > 0 ? await recoveryCodesLeft(db, userId) : 0,
    passkeys,
    session_verified: session.secondFactorAt !== null,
  };
}

/**
 * Proving it is you again, with the password, a code from the app or a passkey: sensitive
 * actions are let through for a few minutes after. A code or a passkey also marks the
 * session as signed in with a second factor.
 */
export async function confirmIdentity(
  deps: Pick<Deps, 'db' | 'config'>,
  user: UserRow,
  sessionHash: string,
  proof: IdentityProof,
) {
  const { db } = deps;
  if ('password' in proof) {
    await countAttempt(db, `password-check:${user.id}`, ACCOUNT_LIMITS.passwordCheckPerAccount);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, proof.password))) {
      throw unprocessable({ password: [ACCOUNT_MESSAGES.currentPasswordWrong] }, ACCOUNT_MESSAGES.currentPasswordWrong);
    }
  } else {
    if ('code' in proof && !(await confirmedTotp(db, user.id))) throw new HttpError(409, M.notOn);
    await checkSecondFactor(deps, user.id, proof, { sessionHash, ceremony: 'confirmation' });
  }
  await markSessionConfirmed(db, sessionHash, !('password' in proof));
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
