// Recovery codes: ten single-use codes shown once when the account's first second factor
// is set up (the app or a passkey) or when renewed, for signing in when the phone with the
// app or the passkey is lost. They last while any second factor does. Only their SHA-256
// is stored; each is spent by one conditional update, so two requests racing with the
// same code cannot both sign in with it.
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '#contract/two-factor.ts';
import type { Database, Transaction } from '#db/client.ts';
import { userRecoveryCodes } from '#db/schema/two-factor.ts';
import { sha256 } from './secrets.ts';

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i), for codes copied by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** How a code is shown: two groups of five, easier to copy (the dash is ignored when typed back). */
export const showRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A fresh set of codes in place of the old ones; returns them, the only time they are seen. */
export async function issueRecoveryCodes(db: Database | Transaction, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256(code) })));
  return codes.map(showRecoveryCode);
}

/** Spends one of the account's unused codes (as normalised by the contract): true once per code. */
export async function spendRecoveryCode(db: Database | Transaction, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, sha256(code)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Database | Transaction, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function removeRecoveryCodes(db: Database | Transaction, userId: string): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}

/**
 * Holds the account until the transaction ends, so its second factors change one at a
 * time: two changes at once cannot both find the other factor still there and leave
 * codes behind with no factor, or both issue a first set.
 */
export async function lockSecondFactors(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}
