// Single-use tokens for e-mail links to an account (activation, password reset).
// Only their hash is stored; using one marks it used in the same statement that
// checks it, so two clicks cannot both succeed.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client.ts';
import { accountTokens, type TokenPurpose } from '#db/schema/accounts.ts';
import { randomToken, sha256 } from './secrets.ts';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 7 * 86_400_000,
  password_reset: 60 * 60_000,
};

/** A new token for the user; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      tokenHash: sha256(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** The user a valid token belongs to (the token is used up), or null. */
export async function consumeToken(
  db: Database | Transaction,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<{ userId: string; purpose: TokenPurpose } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        sql`${accountTokens.purpose} = any(${sql.param([...purposes])}::text[])`,
      ),
    )
    .returning({ userId: accountTokens.userId, purpose: accountTokens.purpose });
  return row ?? null;
}
