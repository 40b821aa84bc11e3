// Password hashing: Argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane).
// The PHC string stores its own parameters, so raising them later keeps old hashes valid.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares a const enum, which verbatimModuleSyntax cannot read. */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws on bad input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
