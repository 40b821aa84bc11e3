// A secret the application makes for itself (the sandbox gateway's signing key, the
// newsletter's unsubscribe links), kept in the database so that every app server signs
// and verifies with the same one.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client.ts';

export async function platformSecret(db: Database | Transaction, name: string): Promise<string> {
  // Two servers making it at once: the first insert wins and both read the same value.
  await db.execute(sql`
    insert into platform_secrets (name, value) values (${name}, ${randomBytes(32).toString('base64url')})
    on conflict (name) do nothing`);
  const result = await db.execute<{ value: string }>(sql`select value from platform_secrets where name = ${name}`);
  const value = result.rows[0]?.value;
  if (!value) throw new Error(`secret ${name} missing`);
  return value;
}

const cached = new WeakMap<Database, Map<string, Promise<string>>>();

/** The same secret, read from the database once per process (it never changes once made). */
export function cachedPlatformSecret(db: Database, name: string): Promise<string> {
  let secrets = cached.get(db);
  if (!secrets) {
    secrets = new Map();
    cached.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = platformSecret(db, name);
    // A failed read is tried again next time, not remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
