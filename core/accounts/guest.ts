// A guest who posts an ad gets a private account with a temporary password
// (random, shown once to the browser, which keeps it until profile set-up). The
// account is logged in at once but its address is not confirmed: it may write drafts
// and previews, and publishes once the activation link has been followed. Profile
// set-up replaces the temporary password later.
import { randomBytes } from 'node:crypto';
import type { GuestAccount } from '#contract/accounts.ts';
import type { Deps } from '#core/platform/deps.ts';
import { users } from '#db/schema/accounts.ts';
import { hashPassword } from './password.ts';
import { countRegistration, emailTaken, UNIQUE_VIOLATION } from './register.ts';
import type { UserRow } from './sessions.ts';
import { findUserByEmail } from './users.ts';

export async function createGuestAccount(
  deps: Pick<Deps, 'db' | 'work'>,
  input: GuestAccount,
  clientAddress: string,
): Promise<{ user: UserRow; temporaryPassword: string }> {
  const { db, work } = deps;
  await countRegistration(db, input.email, clientAddress);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  // 24 random characters from 18 bytes: far beyond guessing, and never stored in clear.
  const temporaryPassword = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword);
  let user: UserRow | undefined;
  try {
    user = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          passwordIsTemporary: true,
          accountType: 'private',
          roles: ['user'],
          name: input.name,
        })
        .returning();
      if (!stored) throw new Error('user not stored');
      await work.queue(tx, { kind: 'account.activation', userId: stored.id });
      return stored;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
  return { user, temporaryPassword };
}
