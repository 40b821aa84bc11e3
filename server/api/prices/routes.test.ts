// The price list: defaults until the operator sets a price, the most specific price
// winning, VAT broken out, changes only by an operator, and the refresh charge
// following the list at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Price-Place-3';
let operator: TestClient;
let user: TestClient;
let userId: string;

const t = testAppForFile();

beforeAll(async () => {
  await createUser(t.database.db, { email: 'operator@prices.example', password: PASSWORD, roles: ['user', 'owner'] });
  userId = (await createUser(t.database.db, { email: 'user@prices.example', password: PASSWORD })).id;
  operator = await signedInClient(t.app, 'operator@prices.example', PASSWORD, '203.0.113.240');
  user = await signedInClient(t.app, 'user@prices.example', PASSWORD, '203.0.113.241');
});

const priceOf = async (code: string, query = '') => {
  const response = await t.app.inject({ url: `/api/prices${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().prices.find((price: { code: string }) => price.code === code);
};

describe('the price list', () => {
  it('starts from the defaults, with VAT broken out and business prices for businesses', async () => {
    const list = (await t.app.inject({ url: '/api/prices' })).json();
    expect(list).toMatchObject({ listing_type: 'sell', audience: 'private', vat_rate: 20 });
    expect(list.prices.map((price: { code: string }) => price.code)).toContain('package.premium');
    expect(await priceOf('package.basic')).toMatchObject({ gross: 0, net: 0, vat: 0 });
    expect(await priceOf('package.standard')).toEqual({
      code: 'package.standard',
      name: 'Standard',
      description: '3 more refreshes and 2 raises to the top of the results',
      gross: 499,
      net: 416,
      vat: 83,
    });
    expect(await priceOf('package.standard', '?audience=business')).toMatchObject({ gross: 999, net: 832, vat: 167 });
    expect((await t.app.inject({ url: '/api/prices?audience=everyone' })).statusCode).toBe(422);
  });

  it('takes the operator’s prices, the most specific first, and forgets them on request', async () => {
    const set = (body: object) => operator.request('PUT', '/api/admin/prices', body);
    expect((await set({ code: 'package.standard', pence: 599 })).statusCode).toBe(200);
    expect(
      (await set({ code: 'package.standard', listing_type: 'rent', audience: 'business', pence: 1299 })).statusCode,
    ).toBe(200);
    expect((await set({ code: 'package.standard', pence: 649 })).json()).toMatchObject({ pence: 649 });
    expect((await priceOf('package.standard')).gross).toBe(649);
    expect((await priceOf('package.standard', '?audience=business')).gross).toBe(649);
    expect((await priceOf('package.standard', '?listing_type=rent&audience=business')).gross).toBe(1299);
    expect((await priceOf('package.standard', '?listing_type=rent')).gross).toBe(649);
    expect((await operator.get('/api/admin/prices')).json().data).toEqual([
      { code: 'package.standard', listing_type: null, audience: null, pence: 649, applies_from: expect.any(String) },
      {
        code: 'package.standard',
        listing_type: 'rent',
        audience: 'business',
        pence: 1299,
        applies_from: expect.any(String),
      },
    ]);

    const clear = (body: object) => operator.request('DELETE', '/api/admin/prices', body);
    expect((await clear({ code: 'package.standard', listing_type: null, audience: null })).statusCode).toBe(204);
    expect((await clear({ code: 'package.standard' })).statusCode).toBe(404);
    expect((await priceOf('package.standard')).gross).toBe(499);
    expect((await priceOf('package.standard', '?listing_type=rent&audience=business')).gross).toBe(1299);
  });

  it('is changed by operators only, with prices that make sense', async () => {
    const body = { code: 'extra.urgent', pence: 1 };
    const guest = await guestClient(t.app, '203.0.113.242');
    expect((await guest.request('PUT', '/api/admin/prices', body)).statusCode).toBe(401);
    expect((await user.request('PUT', '/api/admin/prices', body)).statusCode).toBe(403);
    expect((await user.get('/api/admin/prices')).statusCode).toBe(403);
    expect((await operator.request('PUT', '/api/admin/prices', body, { csrf: false })).statusCode).toBe(419);
    const bad = await operator.request('PUT', '/api/admin/prices', {
      code: 'extra.yacht',
      pence: -5,
      listing_type: 'lease',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'listing_type', 'pence']);
    expect((await priceOf('extra.urgent')).gross).toBe(499);
  });

  it('charges a refresh beyond the free ones at the price of the moment', async () => {
    await operator.request('PUT', '/api/admin/prices', { code: 'action.refresh', audience: 'private', pence: 349 });
    const offer = await createOffer(t.database.db, { userId, refreshCount: 3 });
    const response = await user.patch(`/api/offers/refresh/${offer.id}`);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Your free refreshes for this offer are used up. The next one costs £3.49.');
  });
});
