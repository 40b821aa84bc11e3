// The WebAuthn side of passkeys: who the relying party is, and the challenges of the
// ceremonies a session started. A challenge lives in the database (one per session and
// kind of ceremony), so the process that answers the browser's second call need not be
// the one that made it; it is taken by one DELETE … RETURNING, so of two requests
// answering the same challenge only one ever gets it.
import { isIP } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES as M, PASSKEY_CHALLENGE_VALID_MS } from '#contract/passkeys.ts';
import type { Config } from '#core/config.ts';
import { HttpError } from '#core/errors.ts';
import type { Database, Transaction } from '#db/client.ts';
import { type PasskeyCeremony, passkeyChallenges } from '#db/schema/passkeys.ts';

export type RelyingParty = { id: string; origin: string; name: string };

/** The name authenticators show beside the account. */
const RP_NAME = 'Dazu';

/** Why passkeys cannot be offered on this site, or null when they can. */
export function passkeysUnavailableReason(config: Pick<Config, 'webauthnOrigin'>): string | null {
  const host = new URL(config.webauthnOrigin).hostname.replace(/^\[|\]$/g, '');
  // Browsers refuse an IP address as the relying-party id, so no ceremony could succeed.
  return isIP(host) === 0 ? null : M.needsHostName;
}

/** The site as WebAuthn knows it; 409 passkeys_unavailable when it is reached by an IP address. */
export function relyingParty(config: Pick<Config, 'webauthnOrigin'>): RelyingParty {
  const reason = passkeysUnavailableReason(config);
  if (reason) throw new HttpError(409, reason, { code: 'passkeys_unavailable' });
  const url = new URL(config.webauthnOrigin);
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}

/** Keeps the challenge a session's ceremony was given, in place of any earlier one of that kind. */
export async function storeChallenge(
  db: Database,
  sessionHash: string,
  ceremony: PasskeyCeremony,
  challenge: string,
): Promise<void> {
  const expiresAt = new Date(Date.now() + PASSKEY_CHALLENGE_VALID_MS);
  await db
    .insert(passkeyChallenges)
    .values({ sessionHash, ceremony, challenge, expiresAt })
    .onConflictDoUpdate({
      target: [passkeyChallenges.sessionHash, passkeyChallenges.ceremony],
      set: { challenge, expiresAt },
    });
}

/** Takes the session's challenge for the ceremony (it is gone after this), or null when none is left or it expired. */
export async function takeChallenge(
  db: Database | Transaction,
  sessionHash: string,
  ceremony: PasskeyCeremony,
): Promise<string | null> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.sessionHash, sessionHash), eq(passkeyChallenges.ceremony, ceremony)))
    .returning({ challenge: passkeyChallenges.challenge, expiresAt: passkeyChallenges.expiresAt });
  return row && row.expiresAt.getTime() > Date.now() ? row.challenge : null;
}

/**
 * The signature counter in an assertion's authenticator data (bytes 33 to 36, big-endian),
 * or null when the data is too short to hold one.
 */
export function signCountOf(authenticatorData: string): number | null {
  const bytes = Buffer.from(authenticatorData, 'base64url');
  return bytes.length < 37 ? null : bytes.readUInt32BE(33);
}
