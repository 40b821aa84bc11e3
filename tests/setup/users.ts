// Users a test makes and logs in, each from an address the test chooses (so one
// test's logins never count against another's rate limits).
import { createUser } from '#tests/fixtures/offers.ts';
import type { TestApp } from './app.ts';
import { signedInClient, type TestClient } from './client.ts';

export type UserOverrides = NonNullable<Parameters<typeof createUser>[1]>;
export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A new user (createUser's overrides, with the password to log in with), logged in from `remoteAddress`. */
export async function signedInUser(
  t: TestApp,
  remoteAddress: string,
  overrides: UserOverrides & { password: string },
): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(t.database.db, overrides);
  const client = await signedInClient(t.app, user.email, overrides.password, remoteAddress);
  return { user, client };
}
