// Setting a password from an e-mail link, and changing it with the current one.
// Either way every other session of the account ends, and the owner is told.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Database } from '#db/client.ts';
import { accountTokens, users } from '#db/schema/accounts.ts';
import type { AccountMail } from './account-mail.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { sha256 } from './secrets.ts';
import { endUserSessions, type UserRow } from './sessions.ts';
import { consumeToken } from './tokens.ts';
import { findUserById } from './users.ts';

const LINK_PURPOSES = ['password_reset'] as const;

/** POST /api/auth/set-password: a reset link sets a new password (and proves the address). */
export async function setPasswordWithToken(
  db: Database,
  mail: AccountMail,
  input: { token: string; password: string },
): Promise<void> {
  // Check the new password before spending the token: a refused password leaves the link usable.
  const owner = await tokenOwner(db, input.token);
  if (!owner) throw notFound(ACCOUNT_MESSAGES.tokenInvalid);
  const problem = passwordProblem(input.password, owner);
  if (problem) throw unprocessable({ password: [problem] });
  const used = await consumeToken(db, input.token, LINK_PURPOSES);
  if (!used) throw notFound(ACCOUNT_MESSAGES.tokenInvalid);
  await storePassword(db, used.userId, input.password, { verifyEmail: true });
  await endUserSessions(db, used.userId);
  await passwordChanged(db, mail, used.userId);
}

/** PATCH /api/auth/change-password: needs the current password; the caller's own session survives. */
export async function changePassword(
  db: Database,
  mail: AccountMail,
  user: UserRow,
  currentSessionHash: string,
  input: { oldPassword: string; password: string },
): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { code: 'wrong_password' });
  }
  const problem = passwordProblem(input.password, user);
  if (problem) throw unprocessable({ password: [problem] });
  await storePassword(db, user.id, input.password, { verifyEmail: false });
  await endUserSessions(db, user.id, currentSessionHash);
  await passwordChanged(db, mail, user.id);
}

export async function storePassword(
  db: Database,
  userId: string,
  password: string,
  options: { verifyEmail: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordIsTemporary: false,
      updatedAt: sql`now()`,
      ...(options.verifyEmail ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, userId));
}

async function passwordChanged(db: Database, mail: AccountMail, userId: string): Promise<void> {
  await notify(db, userId, { type: 'warning', message: 'Your password was changed. If it was not you, reset it now.' });
  await mail.passwordChanged(userId);
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
