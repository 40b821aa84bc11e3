// Setting a password from an e-mail link, and changing it with the current one.
// Either way every other session of the account ends, and the owner is told.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { WorkQueue } from '#core/platform/work.ts';
import type { Database, Transaction } from '#db/client.ts';
import { accountTokens, users } from '#db/schema/accounts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { sha256 } from './secrets.ts';
import { endUserSessions, type UserRow } from './sessions.ts';
import { consumeToken } from './tokens.ts';
import { findUserById } from './users.ts';

const LINK_PURPOSES = ['password_reset'] as const;

/** POST /api/auth/set-password: a reset link sets a new password (and proves the address). */
export async function setPasswordWithToken(
  deps: Pick<Deps, 'db' | 'work'>,
  input: { token: string; password: string },
): Promise<void> {
  const { db, work } = deps;
  // Check the new password before spending the token: a refused password leaves the link usable.
  const owner = await tokenOwner(db, input.token);
  if (!owner) throw notFound(ACCOUNT_MESSAGES.tokenInvalid);
  const problem = passwordProblem(input.password, owner);
  if (problem) throw unprocessable({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const used = await consumeToken(tx, input.token, LINK_PURPOSES);
    if (!used) throw notFound(ACCOUNT_MESSAGES.tokenInvalid);
    await storePasswordHash(tx, used.userId, passwordHash, { verifyEmail: true });
    await endUserSessions(tx, used.userId);
    await passwordChanged(tx, work, used.userId);
  });
}

/** PATCH /api/auth/change-password: needs the current password; the caller's own session survives. */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'work'>,
  user: UserRow,
  currentSessionHash: string,
  input: { oldPassword: string; password: string },
): Promise<void> {
  const { db, work } = deps;
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { code: 'wrong_password' });
  }
  const problem = passwordProblem(input.password, user);
  if (problem) throw unprocessable({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await storePasswordHash(tx, user.id, passwordHash, { verifyEmail: false });
    await endUserSessions(tx, user.id, currentSessionHash);
    await passwordChanged(tx, work, user.id);
  });
}

export async function storePassword(
  db: Database,
  userId: string,
  password: string,
  options: { verifyEmail: boolean },
): Promise<void> {
  await storePasswordHash(db, userId, await hashPassword(password), options);
}

/** Stores a password hashed beforehand: hashing takes long, and a transaction must not wait for it. */
async function storePasswordHash(
  db: Database | Transaction,
  userId: string,
  passwordHash: string,
  options: { verifyEmail: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordIsTemporary: false,
      updatedAt: sql`now()`,
      ...(options.verifyEmail ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, userId));
}

async function passwordChanged(tx: Transaction, work: WorkQueue, userId: string): Promise<void> {
  await notify(tx, userId, { type: 'warning', message: 'Your password was changed. If it was not you, reset it now.' });
  await work.queue(tx, { kind: 'account.password-changed', userId });
}

async function tokenOwner(db: Database, token: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        sql`${accountTokens.purpose} = any(${sql.param([...LINK_PURPOSES])}::text[])`,
      ),
    );
  return row ? findUserById(db, row.userId) : null;
}
