import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import type { UserRow } from './sessions.ts';

/** E-mail addresses are unique whatever their letter case (index users_email_lower_key). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return user ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}
