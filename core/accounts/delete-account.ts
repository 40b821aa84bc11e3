// Deleting an account (DELETE /api/user, confirmed with the password). What goes:
// the account, its sessions, links, notifications, searches, imports, newsletter
// subscription, its side of conversations, and its own offers
// with their photos and attribute values (foreign keys cascade). Its invitations to
// agents go; its agents keep their accounts, without a company. An account that has paid for something keeps its orders and
// invoices (the law keeps invoices for six years, and they hold their own copy of the
// buyer's details): its row is emptied of every personal detail instead of deleted.
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError } from '#core/errors.ts';
import type { Database, Transaction } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { verifyPassword } from './password.ts';
import type { UserRow } from './sessions.ts';

/** What the deletion of the row would cascade to; emptied by hand when the row stays. */
const OWNED_TABLES = [
  'offers',
  'account_tokens',
  'notifications',
  'sessions',
  'recent_searches',
  'saved_searches',
  'offer_imports',
  'conversation_members',
  'user_blocks',
  'user_totp',
  'user_recovery_codes',
  'user_passkeys',
] as const;

/** The account holder deletes their own account, after giving its password. */
export async function deleteAccount(db: Database, user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { code: 'wrong_password' });
  }
  await db.transaction((tx) => eraseAccount(tx, user));
}

/**
 * Deletes the account inside the caller's transaction: the row and all that cascades
 * from it, or, for an account that was billed, everything but the row, which is emptied.
 */
export async function eraseAccount(tx: Transaction, user: { id: string; email: string }): Promise<void> {
  // The newsletter list is kept by address: the address goes with the account.
  await tx.execute(
    sql`delete from newsletter_subscribers where user_id = ${user.id} or email = ${user.email.toLowerCase()}`,
  );
  const billed = await tx.execute<{ billed: boolean }>(
    sql`select exists (select 1 from orders where user_id = ${user.id}) as billed`,
  );
  if (!billed.rows[0]?.billed) {
    await tx.delete(users).where(eq(users.id, user.id));
    return;
  }
  for (const table of OWNED_TABLES) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${user.id}`);
  }
  await tx.execute(sql`update users set company_id = null where company_id = ${user.id}`);
  await tx.execute(sql`delete from agent_invitations where company_id = ${user.id}`);
  await emptyBilledAccount(tx, user.id);
}

async function emptyBilledAccount(tx: Transaction, id: string): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      name: 'Deleted account',
      companyName: null,
      phone: null,
      description: null,
      introduction: null,
      city: null,
      street: null,
      zipCode: null,
      country: null,
      taxNumber: null,
      showAddress: false,
      newsletter: false,
      services: [],
      languages: [],
      avatarKey: null,
      videoAvatarUrl: null,
      defaultAvatar: null,
      passwordHash: null,
      roles: [],
      emailVerifiedAt: null,
      suspendedAt: null,
      suspensionReason: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}
