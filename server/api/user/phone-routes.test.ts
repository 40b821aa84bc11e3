// Revealing an advertiser's phone: on request only, for advertisers with a public ad,
// counted in the ad's statistics, behind the CSRF token and a per-client limit.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, type TestClient } from '#tests/setup/client.ts';

let visitor: TestClient;

const t = testAppForFile();

beforeAll(async () => {
  visitor = await guestClient(t.app, '203.0.113.230');
});

describe('showing a phone number', () => {
  it('gives the number of an advertiser with a public ad, and counts it for that ad', async () => {
    const advertiser = await createUser(t.database.db, { phone: ' 07700 900321 ' });
    const offer = await createOffer(t.database.db, { userId: advertiser.id });
    // Not in the ad itself.
    expect((await t.app.inject({ url: `/api/offers/${offer.id}` })).body).not.toContain('900321');
    const response = await visitor.post(`/api/user/${advertiser.id}/phone`, { offer_id: offer.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: '07700 900321' });
    expect((await visitor.post(`/api/user/${advertiser.id}/phone`)).statusCode).toBe(200);
    const stats = await t.database.db.execute<{ phone_reveals: number }>(
      sql`select phone_reveals from offer_daily_stats where offer_id = ${offer.id}`,
    );
    expect(stats.rows[0]?.phone_reveals).toBe(1);
  });

  it('refuses people without a public ad or a phone, mismatched ads, and requests without the CSRF token', async () => {
    const draftOnly = await createUser(t.database.db);
    await createOffer(t.database.db, { userId: draftOnly.id, status: 'draft' });
    const noPhone = await createUser(t.database.db, { phone: null });
    await createOffer(t.database.db, { userId: noPhone.id });
    const advertiser = await createUser(t.database.db);
    await createOffer(t.database.db, { userId: advertiser.id });
    const someoneElses = await createOffer(t.database.db, { userId: noPhone.id });
    expect((await visitor.post(`/api/user/${draftOnly.id}/phone`)).statusCode).toBe(404);
    expect((await visitor.post(`/api/user/${noPhone.id}/phone`)).statusCode).toBe(404);
    expect((await visitor.post(`/api/user/${advertiser.id}/phone`, { offer_id: someoneElses.id })).statusCode).toBe(
      404,
    );
    expect((await visitor.post(`/api/user/${advertiser.id}/phone`, {}, { csrf: false })).statusCode).toBe(419);
    expect((await visitor.post('/api/user/not-a-uuid/phone')).statusCode).toBe(422);
  });

  it('allows 20 an hour per client', async () => {
    const advertiser = await createUser(t.database.db);
    await createOffer(t.database.db, { userId: advertiser.id });
    const client = await guestClient(t.app, '203.0.113.232');
    const statuses = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await client.post(`/api/user/${advertiser.id}/phone`)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('holds the limit when the requests come all at once', async () => {
    const advertiser = await createUser(t.database.db);
    await createOffer(t.database.db, { userId: advertiser.id });
    const client = await guestClient(t.app, '203.0.113.233');
    const statuses = await Promise.all(
      Array.from({ length: 26 }, async () => (await client.post(`/api/user/${advertiser.id}/phone`)).statusCode),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});
