// An account's passkeys in its settings: adding one (the browser makes a key pair for the
// options we give, and we keep the public key it proves it holds), listing, renaming and
// removing them. A passkey is a second factor of its own: an account with one is asked
// for it (or its app's code) after the password. The account's first second factor comes
// with recovery codes, so losing the only device with the passkey does not lock it out.
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, count, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES as M, type Passkey, type PasskeyAdded, type PasskeyList } from '#contract/passkeys.ts';
import { HttpError, unprocessable } from '#core/errors.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database, Transaction } from '#db/client.ts';
import { userPasskeys } from '#db/schema/passkeys.ts';
import { issueRecoveryCodes, lockSecondFactors, removeRecoveryCodes } from './recovery-codes.ts';
import { markSessionConfirmed } from './sessions.ts';
import { confirmedTotp } from './totp.ts';
import { passkeysUnavailableReason, relyingParty, storeChallenge, takeChallenge } from './webauthn.ts';

type PasskeyRow = typeof userPasskeys.$inferSelect;

/**
 * EdDSA, ES256 and RS256 (COSE ids), which every authenticator offers one of. Named here
 * rather than left to the library, whose default asks Node's experimental Web Crypto
 * whether post-quantum keys are supported (a warning in the log at the first ceremony).
 */
const ALGORITHMS = [-8, -7, -257];
type Caller = { user: { id: string; email: string }; sessionHash: string };

export async function passkeysOf(db: Database | Transaction, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.createdAt));
}

export async function passkeyCount(db: Database | Transaction, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
  return row?.n ?? 0;
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** Whether the account signs in with a second factor: the authenticator app or a passkey. */
export async function hasSecondFactor(db: Database | Transaction, userId: string): Promise<boolean> {
  return (await passkeyCount(db, userId)) > 0 || (await confirmedTotp(db, userId)) !== null;
}

/** The account's passkeys, and whether this site can add more (not when reached by an IP address). */
export async function listPasskeys(deps: Pick<Deps, 'db' | 'config'>, userId: string): Promise<PasskeyList> {
  const reason = passkeysUnavailableReason(deps.config);
  const rows = await passkeysOf(deps.db, userId);
  return { passkeys: rows.map(toPasskey), available: reason === null, unavailable_reason: reason };
}

/** The options for navigator.credentials.create(); the challenge waits on the session. */
export async function passkeyRegistrationOptions(deps: Pick<Deps, 'db' | 'config'>, { user, sessionHash }: Caller) {
  const rp = relyingParty(deps.config);
  const existing = await passkeysOf(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new Uint8Array(Buffer.from(user.id.replaceAll('-', ''), 'hex')),
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await storeChallenge(deps.db, sessionHash, 'registration', options.challenge);
  return { ...options };
}

/** What the browser's library sent back, as the server's library reads it (the contract checked its shape). */
const asRegistration = (response: unknown) => response as RegistrationResponseJSON;

/**
 * Adds the passkey the browser made for the session's challenge. The session that did it
 * counts as having shown a second factor, as turning the app on does. When it is the
 * account's first second factor, its recovery codes come with it, shown this once.
 */
export async function addPasskey(
  deps: Pick<Deps, 'db' | 'config'>,
  { user, sessionHash }: Caller,
  input: { name: string; response: unknown },
): Promise<PasskeyAdded> {
  const rp = relyingParty(deps.config);
  const refuse = (message: string) => unprocessable({ response: [message] }, message);
  const challenge = await takeChallenge(deps.db, sessionHash, 'registration');
  if (!challenge) throw refuse(M.challengeMissing);
  const verification = await verifyRegistrationResponse({
    response: asRegistration(input.response),
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) throw refuse(M.notAccepted);
  const { credential } = verification.registrationInfo;
  return deps.db.transaction(async (tx) => {
    await lockSecondFactors(tx, user.id);
    const firstFactor = !(await hasSecondFactor(tx, user.id));
    const [row] = await tx
      .insert(userPasskeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing({ target: userPasskeys.credentialId })
      .returning();
    if (!row) throw new HttpError(409, M.alreadyAdded);
    await markSessionConfirmed(tx, sessionHash, true);
    return { ...toPasskey(row), recovery_codes: firstFactor ? await issueRecoveryCodes(tx, user.id) : null };
  });
}

export async function renamePasskey(db: Database, userId: string, id: string, name: string): Promise<Passkey> {
  const [row] = await db
    .update(userPasskeys)
    .set({ name })
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, M.notFound);
  return toPasskey(row);
}

/** Removes one; with the account's last second factor go its recovery codes. */
export async function removePasskey(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSecondFactors(tx, userId);
    const removed = await tx
      .delete(userPasskeys)
      .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
      .returning({ id: userPasskeys.id });
    if (removed.length === 0) throw new HttpError(404, M.notFound);
    if (!(await hasSecondFactor(tx, userId))) await removeRecoveryCodes(tx, userId);
  });
}

/** Every passkey of the account goes (an operator resetting its second factor). */
export async function removePasskeys(db: Database | Transaction, userId: string): Promise<void> {
  await db.delete(userPasskeys).where(eq(userPasskeys.userId, userId));
}
