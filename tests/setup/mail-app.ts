// The set-up most e-mail tests share: a test app that delivers to a real SMTP peer on
// loopback, and users logged in from addresses of their own (so one test's attempts
// never count against another's rate limits).
import { type TestApp, testAppForFile } from './app.ts';
import { createClient, guestClient, type TestClient } from './client.ts';
import { type SmtpCapture, smtpCaptureForFile } from './smtp.ts';
import { signedInUser, type TestUser, type UserOverrides } from './users.ts';

export const TEST_PUBLIC_URL = 'https://dazu.example';
const PASSWORD = 'Test-Password-2026';

export type SmtpTestApp = { readonly t: TestApp; readonly smtp: SmtpCapture };

/**
 * Call at the top of a test file (or describe block): an SMTP peer, and a test app that
 * delivers to it (`env` on top), both started before its tests and closed after them.
 */
export function smtpTestAppForFile(env: NodeJS.ProcessEnv = {}): SmtpTestApp {
  const smtp = smtpCaptureForFile();
  const t = testAppForFile(() => ({ SMTP_URL: smtp.url, ...env }));
  return { t, smtp };
}

export type MailTestApp = SmtpTestApp & {
  /** A client from a new address, not logged in. */
  visitor(): TestClient;
  /** A new user (the overrides of createUser), logged in from a new address. */
  signedIn(overrides?: UserOverrides): Promise<{ user: TestUser; client: TestClient }>;
  /**
   * An account whose address is not confirmed yet, logged in: made as a guest who posts
   * an ad makes one (POST /api/auth/guest), from a new address.
   */
  unconfirmed(name?: string): Promise<{ user: { id: string; email: string }; client: TestClient }>;
};

/** smtpTestAppForFile with the site at TEST_PUBLIC_URL, and visitors each from an address of their own. */
export function startMailTestApp(env: NodeJS.ProcessEnv = {}): MailTestApp {
  const { t, smtp } = smtpTestAppForFile({ PUBLIC_URL: TEST_PUBLIC_URL, ...env });
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  return {
    t,
    smtp,
    visitor: () => createClient(t.app, { remoteAddress: nextAddress() }),
    signedIn: (overrides = {}) => signedInUser(t, nextAddress(), { password: PASSWORD, ...overrides }),
    async unconfirmed(name = 'Una Unconfirmed') {
      const client = await guestClient(t.app, nextAddress());
      const email = `unconfirmed-${addresses}-${Date.now()}@example.test`;
      const made = await client.post('/api/auth/guest', { name, email });
      if (made.statusCode !== 201) throw new Error(`guest account answered ${made.statusCode}: ${made.body}`);
      return { user: { id: made.json().user.id, email }, client };
    },
  };
}
