// An account's authenticator app: the key is made when set-up starts, and counts only
// once a code from the app proved the app holds it. A code is accepted for the step it
// belongs to and never again: the step is written by a conditional update, so two
// requests racing with the same code cannot both win (RFC 6238 asks a verifier not to
// accept a code twice).
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { TWO_FACTOR_MESSAGES } from '#contract/two-factor.ts';
import { HttpError } from '#core/errors.ts';
import type { Database, Transaction } from '#db/client.ts';
import { userTotp } from '#db/schema/two-factor.ts';

/** The name an authenticator app lists the account under. */
const ISSUER = 'Dazu';
/** A code of the step before or after the server's is accepted too: phones' clocks drift. */
const DRIFT_SECONDS = 30;

export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/** The confirmed app of an account, or null when two-factor sign-in is off. */
export async function confirmedTotp(db: Database | Transaction, userId: string) {
  const [row] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return row ?? null;
}

/**
 * A new key for the account's app (replacing one whose set-up was never finished), as
 * text and as a QR code. Refused while two-factor sign-in is on: turning it off comes first.
 */
export async function startTotpSetup(db: Database, user: { id: string; email: string }): Promise<TotpSetup> {
  if (await confirmedTotp(db, user.id)) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = generateSecret();
  await db
    .insert(userTotp)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret, createdAt: new Date(), lastUsedStep: null } });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** The time step a code belongs to, when it is right for this key now; null otherwise. */
async function stepOf(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Accepts `code` for the account's app (confirmed, or being set up when `settingUp`):
 * true once, for the first request that claims its step.
 */
export async function acceptTotpCode(
  db: Database | Transaction,
  userId: string,
  code: string,
  settingUp = false,
): Promise<boolean> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  if (!row || (row.confirmedAt === null) !== settingUp) return false;
  const step = await stepOf(row.secret, code, row.lastUsedStep);
  if (step === null) return false;
  const claimed = await db
    .update(userTotp)
    .set({ lastUsedStep: step, ...(settingUp ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(userTotp.userId, userId),
        eq(userTotp.secret, row.secret),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return claimed.length === 1;
}

/** Whether set-up was started (a key exists that no code confirmed yet). */
export async function totpSetupStarted(db: Database | Transaction, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)));
  return row !== undefined;
}

export async function removeTotp(db: Database | Transaction, userId: string): Promise<void> {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
}
