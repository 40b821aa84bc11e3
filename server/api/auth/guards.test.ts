import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SPEC_MESSAGES } from '#contract/messages.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { buildAppOn, testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient } from '#tests/setup/client.ts';
import { requireCompany, requireUser } from './guards.ts';

// The guards on routes made for this test, on the real app (sessions, CSRF, errors).
let app: FastifyInstance;
const t = testAppForFile();

beforeAll(async () => {
  app = await buildAppOn(t.database, t.config, {
    routes(own) {
      own.post('/api/test/company-only', async (request) => ({
        id: (await requireCompany(request, 'agents.manage')).user.id,
      }));
      own.post('/api/test/users-only', async (request) => ({ id: (await requireUser(request)).user.id }));
    },
  });
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'Kettle-Moss-42';

describe('server guards', () => {
  it("'company' lets agency, developer and hotel accounts through, and refuses private persons, agents and guests", async () => {
    const outcomes: Record<string, number> = {};
    const accounts: Array<[string, Parameters<typeof createUser>[1]]> = [
      ['agency', { accountType: 'agency' }],
      ['developer', { accountType: 'developer' }],
      ['hotel', { accountType: 'hotel' }],
      ['private', { accountType: 'private' }],
      ['agent', { accountType: 'agency', roles: ['agent'] }],
    ];
    for (const [label, overrides] of accounts) {
      const email = `${label}-guard@example.test`;
      await createUser(t.database.db, { email, password: PASSWORD, ...overrides });
      const browser = await signedInClient(app, email, PASSWORD, `10.9.0.${Object.keys(outcomes).length + 1}`);
      const response = await browser.post('/api/test/company-only');
      outcomes[label] = response.statusCode;
      if (response.statusCode === 403) expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.companyOnly });
    }
    expect(outcomes).toEqual({ agency: 200, developer: 200, hotel: 200, private: 403, agent: 403 });
    const guest = await guestClient(app, '10.9.0.99');
    const refused = await guest.post('/api/test/company-only');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: SPEC_MESSAGES.loginToAccess });
    expect((await guest.post('/api/test/users-only')).statusCode).toBe(401);
  });
});
