// Deleting an account (DELETE /api/user, confirmed with the password). What goes:
// the account, its sessions, links, notifications and its own offers with their photos
// and attribute values (foreign keys cascade). Agents it invited stay, without a
// company. Invoices, when billing exists, keep their own copy of the buyer's details.
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { verifyPassword } from './password.ts';
import type { UserRow } from './sessions.ts';

export async function deleteAccount(db: Database, user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { code: 'wrong_password' });
  }
  await db.delete(users).where(eq(users.id, user.id));
}
