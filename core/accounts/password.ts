// Password hashing: Argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane).
// The PHC string stores its own parameters, so raising them later keeps old hashes valid.
import { channel } from 'node:diagnostics_channel';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares a const enum, which verbatimModuleSyntax cannot read. */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Every Argon2 verification is announced here (with no data), so monitoring or a test
 * can count the costly checks the server really ran; with no subscriber it costs nothing.
 */
export const passwordVerifications = channel('dazu.password.verify');

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws on bad input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordVerifications.hasSubscribers) passwordVerifications.publish({});
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
