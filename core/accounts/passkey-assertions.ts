// Showing a passkey: the second step of a sign-in, or proving it is you again before a
// sensitive action. The options name the account's own passkeys; the answer must sign
// the session's challenge (taken once) with one of them, and its signature counter must
// not go back (a counter that does points to a copied authenticator; zero means the
// authenticator keeps none). The counter is written by a compare-and-set on the value
// read, so two answers racing past the check cannot both move it.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES as M, type PasskeyAssertion } from '#contract/passkeys.ts';
import { HttpError, unprocessable } from '#core/errors.ts';
import type { Deps } from '#core/platform/deps.ts';
import { userPasskeys } from '#db/schema/passkeys.ts';
import { passkeysOf } from './passkeys.ts';
import { relyingParty, signCountOf, storeChallenge, takeChallenge } from './webauthn.ts';

/** The ceremonies in which a passkey is shown (adding one is the other). */
export type AssertionCeremony = 'sign-in' | 'confirmation';
export type AssertionContext = { userId: string; sessionHash: string; ceremony: AssertionCeremony };

/** The options for navigator.credentials.get(), for the account's passkeys; 409 when it has none. */
export async function passkeyAssertionOptions(deps: Pick<Deps, 'db' | 'config'>, context: AssertionContext) {
  const rp = relyingParty(deps.config);
  const keys = await passkeysOf(deps.db, context.userId);
  if (keys.length === 0) throw new HttpError(409, M.noPasskeys, { code: 'no_passkeys' });
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: 'preferred',
  });
  await storeChallenge(deps.db, context.sessionHash, context.ceremony, options.challenge);
  return { ...options };
}

const refuse = (message: string) => unprocessable({ passkey: [message] }, message);

/**
 * Accepts the assertion for the account, once per challenge; 422 on `passkey` naming why
 * otherwise (no challenge left, not one of the account's passkeys, a wrong signature, a
 * counter that went back).
 */
export async function acceptPasskey(
  deps: Pick<Deps, 'db' | 'config'>,
  context: AssertionContext,
  assertion: PasskeyAssertion,
): Promise<void> {
  const rp = relyingParty(deps.config);
  const challenge = await takeChallenge(deps.db, context.sessionHash, context.ceremony);
  if (!challenge) throw refuse(M.challengeMissing);
  const [key] = await deps.db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.credentialId, assertion.id), eq(userPasskeys.userId, context.userId)));
  if (!key) throw refuse(M.notAccepted);
  const counter = signCountOf(assertion.response.authenticatorData);
  if (counter === null) throw refuse(M.answerUnreadable);
  if ((counter > 0 || key.counter > 0) && counter <= key.counter) throw refuse(M.counterWentBack);
  const verification = await verifyAuthenticationResponse({
    // The contract checked the shape; the library checks what it proves.
    response: assertion as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refuse(M.notAccepted);
  const moved = await deps.db
    .update(userPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(and(eq(userPasskeys.id, key.id), eq(userPasskeys.counter, key.counter)))
    .returning({ id: userPasskeys.id });
  if (moved.length === 0) throw refuse(M.counterWentBack);
}
