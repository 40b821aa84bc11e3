import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { notFound } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { consumeToken } from './tokens.ts';

/** Spends an activation token and activates its account. */
export async function activateAccount(db: Database, token: string): Promise<void> {
  const used = await consumeToken(db, token, ['activation']);
  if (!used) throw notFound(ACCOUNT_MESSAGES.tokenInvalid);
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, used.userId));
  await notify(db, used.userId, { message: 'Welcome to Dazu: your account is active.', link: SITE_PATHS.settings() });
}
