// A price change scheduled for later: the public list and new orders keep the price in
// force until its moment, then take the new one by themselves; a start in the past is
// refused, the schedule is listed and may be withdrawn, and every change is audited.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPriceList } from '#core/billing/price-list.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Price-Later-5';
const t = testAppForFile();
let finance: TestClient;

beforeAll(async () => {
  await createUser(t.database.db, { email: 'fin@later.example', password: PASSWORD, roles: ['user', 'finance'] });
  finance = await signedInClient(t.app, 'fin@later.example', PASSWORD, '203.0.113.95');
});

const urgentAt = async (at: Date) =>
  (await getPriceList(t.database.db, { listingType: 'sell', audience: 'private' }, 20, at)).find(
    (price) => price.code === 'extra.urgent',
  );
const publicUrgent = async () =>
  (await t.app.inject({ url: '/api/prices' }))
    .json()
    .prices.find((price: { code: string }) => price.code === 'extra.urgent');

describe('a scheduled price', () => {
  it('applies only from its moment, and may be withdrawn before', async () => {
    const start = new Date(Date.now() + 24 * 3600_000);
    const set = await finance.request('PUT', '/api/admin/prices', {
      code: 'extra.urgent',
      pence: 699,
      applies_from: start.toISOString(),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ pence: 699, applies_from: start.toISOString() });
    expect((await publicUrgent()).gross).toBe(499);
    expect(await urgentAt(new Date(start.getTime() - 1000))).toMatchObject({ gross: 499 });
    expect(await urgentAt(new Date(start.getTime() + 1000))).toMatchObject({ gross: 699, net: 582, vat: 117 });
    const listed = (await finance.get('/api/admin/prices')).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ code: 'extra.urgent', pence: 699, applies_from: start.toISOString() }),
    ]);

    const past = await finance.request('PUT', '/api/admin/prices', {
      code: 'extra.urgent',
      pence: 1,
      applies_from: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.applies_from).toBeDefined();

    const key = { code: 'extra.urgent', applies_from: start.toISOString() };
    expect((await finance.request('DELETE', '/api/admin/prices', key)).statusCode).toBe(204);
    expect(await urgentAt(new Date(start.getTime() + 1000))).toMatchObject({ gross: 499 });
    const audit = await t.database.db.execute<{ action: string }>(
      sql`select action from operator_audit_log where target_id = 'extra.urgent/any/any' order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['prices.set', 'prices.clear']);
  });

  it('set for now replaces the price in force at once and keeps one setting of it', async () => {
    for (const pence of [550, 560]) {
      expect((await finance.request('PUT', '/api/admin/prices', { code: 'action.raise', pence })).statusCode).toBe(200);
    }
    const rows = await t.database.db.execute<{ pence: number }>(
      sql`select pence from prices where code = 'action.raise'`,
    );
    expect(rows.rows.map((row) => row.pence)).toEqual([560]);
  });
});
