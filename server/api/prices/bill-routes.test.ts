// The bill of an ad: lines at the current prices for its listing type and its owner's
// audience, VAT per line, totals to the penny; only for its manager; nothing to pay is
// a clear 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Bill-Boulevard-6';
const clients: Record<string, TestClient> = {};
const ids: Record<string, string> = {};

const t = testAppForFile();

beforeAll(async () => {
  const person = async (key: string, extra: Parameters<typeof createUser>[1] = {}) => {
    ids[key] = (await createUser(t.database.db, { email: `${key}@bill.example`, password: PASSWORD, ...extra })).id;
    clients[key] = await signedInClient(
      t.app,
      `${key}@bill.example`,
      PASSWORD,
      `203.0.113.${50 + Object.keys(ids).length}`,
    );
  };
  await person('private');
  await person('agency', { accountType: 'agency', companyName: 'Billing Homes', roles: ['user', 'company'] });
  await person('agent', { roles: ['user', 'agent'], companyId: ids.agency as string });
  await person('stranger');
});

const bill = (key: string, id: string, query: string) =>
  (clients[key] as TestClient).get(`/api/offers/bill/${id}${query}`);

describe('the bill of an ad', () => {
  it('itemises a package and extras at private prices, VAT per line, totals to the penny', async () => {
    const offer = await createOffer(t.database.db, { userId: ids.private as string, status: 'draft' });
    const response = await bill(
      'private',
      offer.id,
      '?package=premium&extras=urgent,featured_7,urgent&gateway=sandbox&platform=desktop',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      offer_id: offer.id,
      audience: 'private',
      vat_rate: 20,
      lines: [
        {
          code: 'package.premium',
          name: 'Premium',
          description: expect.any(String),
          quantity: 1,
          unit_gross: 1499,
          gross: 1499,
          net: 1249,
          vat: 250,
        },
        {
          code: 'extra.urgent',
          name: 'Urgent tag',
          description: expect.any(String),
          quantity: 1,
          unit_gross: 499,
          gross: 499,
          net: 416,
          vat: 83,
        },
        {
          code: 'extra.featured_7',
          name: 'Featured for 7 days',
          description: expect.any(String),
          quantity: 1,
          unit_gross: 999,
          gross: 999,
          net: 832,
          vat: 167,
        },
      ],
      totals: { gross: 2997, net: 2497, vat: 500 },
    });
  });

  it('charges an agent’s ad at business prices, and counts photos beyond the included ones when they cost', async () => {
    const offer = await createOffer(t.database.db, { userId: ids.agent as string, status: 'draft', photos: 17 });
    await (clients.agency as TestClient).csrf();
    await createUser(t.database.db, { email: 'operator@bill.example', password: PASSWORD, roles: ['user', 'owner'] });
    const operator = await signedInClient(t.app, 'operator@bill.example', PASSWORD, '203.0.113.90');
    await operator.request('PUT', '/api/admin/prices', { code: 'extra.photo', audience: 'business', pence: 50 });
    const response = await bill('agency', offer.id, '?package=standard');
    expect(response.statusCode).toBe(200);
    const { lines, totals, audience } = response.json();
    expect(audience).toBe('business');
    expect(
      lines.map(({ code, quantity, gross }: { code: string; quantity: number; gross: number }) => [
        code,
        quantity,
        gross,
      ]),
    ).toEqual([
      ['package.standard', 1, 999],
      ['extra.photo', 2, 100],
    ]);
    // VAT per line: 166.5p rounds up to 167p, 16.67p to 17p (on the total it would be 183p).
    expect(totals).toEqual({ gross: 1099, net: 915, vat: 184 });
  });

  it('says when there is nothing to pay, and shows nobody else’s ad', async () => {
    const offer = await createOffer(t.database.db, { userId: ids.private as string, status: 'draft' });
    const free = await bill('private', offer.id, '');
    expect(free.statusCode).toBe(404);
    expect(free.json()).toEqual({ message: 'There is nothing to pay for this ad', code: 'nothing_to_pay' });
    expect((await bill('stranger', offer.id, '?package=premium')).statusCode).toBe(404);
    expect((await bill('agency', offer.id, '?package=premium')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/offers/bill/${offer.id}?package=premium` })).statusCode).toBe(401);
    const bad = await bill('private', offer.id, '?package=platinum&extras=yacht');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['extras.0', 'package']);
  });
});
