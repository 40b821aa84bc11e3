// Reporting an ad: a visitor or a user reports a public ad with a reason and a message;
// it is stored once per reporter, the operators get an e-mail (through a real SMTP
// peer) and a notice; bad input, hidden ads, one's own ad and floods are refused.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#contract/offer-reports.ts';
import { notifications } from '#db/schema/accounts.ts';
import { offerReports } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';

const PASSWORD = 'Report-Road-12';
let owner: TestClient;
let adminId: string;
let ownerId: string;

const { t, smtp } = smtpTestAppForFile({
  PUBLIC_URL: 'https://dazu.example',
  OPERATOR_EMAIL: 'moderation@dazu.example',
});

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { email: 'owner@report.example', password: PASSWORD })).id;
  adminId = (await createUser(t.database.db, { email: 'admin@report.example', roles: ['user', 'owner'] })).id;
  owner = await signedInClient(t.app, 'owner@report.example', PASSWORD, '203.0.113.180');
});

const visitor = (address: string) => guestClient(t.app, address);
const report = { reason: 'scam', message: 'Asks for a deposit by bank transfer before any viewing.' };
const storedReports = async (offerId: string) =>
  t.database.db.select().from(offerReports).where(eq(offerReports.offerId, offerId));

describe('reporting an ad', () => {
  it('stores a visitor’s report once and tells the operators by e-mail and in their bell', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, title: 'Too good to be true flat' });
    const guest = await visitor('203.0.113.181');
    const first = await guest.post(`/api/offers/${offer.id}/report`, report);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: REPORT_MESSAGES.thanks });
    // Sent twice: accepted, kept once.
    expect((await guest.post(`/api/offers/${offer.id}/report`, report)).statusCode).toBe(202);
    const rows = await storedReports(offer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'scam', reporterUserId: null });
    expect(rows[0]?.reporterKey).toMatch(/^session:[0-9a-f]{64}$/);

    const mail = await smtp.waitForMessage((message) => message.subject.includes('Too good to be true flat'), 15_000);
    expect(mail.to).toEqual(['moderation@dazu.example']);
    expect(mail.text).toContain('Asks for a deposit by bank transfer');
    expect(mail.text).toContain(`https://dazu.example/offers/${offer.slug}`);
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, adminId));
    expect(bell.map((notice) => notice.message)).toContain(
      'Ad reported: “Too good to be true flat” (it looks like a scam or asks for money up front)',
    );
  });

  it('refuses bad input, ads the public cannot see, one’s own ad, and requests without the CSRF token', async () => {
    const live = await createOffer(t.database.db, { userId: ownerId });
    const draft = await createOffer(t.database.db, { userId: ownerId, status: 'draft' });
    const guest = await visitor('203.0.113.182');
    const bad = await guest.post(`/api/offers/${live.id}/report`, { reason: 'boring', message: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['message', 'reason']);
    expect((await guest.post(`/api/offers/${draft.id}/report`, report)).statusCode).toBe(404);
    expect((await guest.post('/api/offers/00000000-0000-4000-8000-000000000000/report', report)).statusCode).toBe(404);
    expect((await owner.post(`/api/offers/${live.id}/report`, report)).statusCode).toBe(403);
    expect((await guest.post(`/api/offers/${live.id}/report`, report, { csrf: false })).statusCode).toBe(419);
    expect(await storedReports(live.id)).toEqual([]);
  });

  it('allows a few reports an hour per client', async () => {
    const guest = await visitor('203.0.113.183');
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const offer = await createOffer(t.database.db, { userId: ownerId });
      statuses.push((await guest.post(`/api/offers/${offer.id}/report`, report)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
