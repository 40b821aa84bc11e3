// The set-up most e-mail tests share: a test app that delivers to a real SMTP peer on
// loopback, and users logged in from addresses of their own (so one test's attempts
// never count against another's rate limits).
import { afterAll, beforeAll } from 'vitest';
import { createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createClient, type TestClient } from './client.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp.ts';

export const TEST_PUBLIC_URL = 'https://dazu.example';
const PASSWORD = 'Test-Password-2026';

export type MailTestApp = {
  readonly t: TestApp;
  readonly smtp: SmtpCapture;
  /** A client from a new address, not logged in. */
  visitor(): TestClient;
  /** A new user (the overrides of createUser), logged in from a new address. */
  signedIn(overrides?: Parameters<typeof createUser>[1]): Promise<{
    user: Awaited<ReturnType<typeof createUser>>;
    client: TestClient;
  }>;
  /**
   * An account whose address is not confirmed yet, logged in: made as a guest who posts
   * an ad makes one (POST /api/auth/guest), from a new address.
   */
  unconfirmed(name?: string): Promise<{ user: { id: string; email: string }; client: TestClient }>;
};

/** Call at the top of a test file: starts the app and the SMTP peer before its tests, closes them after. */
export function startMailTestApp(env: NodeJS.ProcessEnv = {}): MailTestApp {
  let t: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  let addresses = 0;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: TEST_PUBLIC_URL, ...env });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('startMailTestApp: the app starts in beforeAll');
    return value;
  };
  const context: MailTestApp = {
    get t() {
      return started(t);
    },
    get smtp() {
      return started(smtp);
    },
    visitor() {
      addresses += 1;
      return createClient(context.t.app, {
        remoteAddress: `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
      });
    },
    async signedIn(overrides = {}) {
      const user = await createUser(context.t.database.db, { password: PASSWORD, ...overrides });
      const client = context.visitor();
      await client.login(user.email, overrides.password ?? PASSWORD);
      return { user, client };
    },
    async unconfirmed(name = 'Una Unconfirmed') {
      const client = context.visitor();
      await client.csrf();
      const email = `unconfirmed-${addresses}-${Date.now()}@example.test`;
      const made = await client.post('/api/auth/guest', { name, email });
      if (made.statusCode !== 201) throw new Error(`guest account answered ${made.statusCode}: ${made.body}`);
      return { user: { id: made.json().user.id, email }, client };
    },
  };
  return context;
}
