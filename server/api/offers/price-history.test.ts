// The public price history: the price an ad was published at and every change since,
// recorded by the database whatever changed the price; edits while it was a draft stay private.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#db/schema/catalogue.ts';
import { offers } from '#db/schema/offers.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';

let owner: TestClient;
let flatId: number;

const t = testAppForFile();

beforeAll(async () => {
  await createUser(t.database.db, { email: 'prices@history.example', password: 'Price-Road-44' });
  owner = await signedInClient(t.app, 'prices@history.example', 'Price-Road-44', '203.0.113.220');
  flatId = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'flat')))[0]
    ?.id as number;
});

const offer = (price: number | null) => ({
  title: 'Flat with a price history',
  category_id: flatId,
  price,
  location: { lat: 51.75, lon: -1.26, name: 'Oxford' },
  attributes: [{ id: 1, value: 'sell' }],
});

describe('price history', () => {
  it('starts at the published price and keeps every later change', async () => {
    const { id } = (await owner.post('/api/offers', offer(30_000_000))).json();
    expect((await owner.post(`/api/offers/update/${id}`, offer(31_000_000))).statusCode).toBe(200);
    expect((await owner.patch(`/api/offers/submit/${id}`)).statusCode).toBe(200);
    await owner.post(`/api/offers/update/${id}`, offer(29_500_000));
    await owner.post(`/api/offers/update/${id}`, offer(29_500_000));
    await owner.post(`/api/offers/update/${id}`, offer(null));
    // A change made outside the API (an operator's SQL, an import) is recorded too.
    await t.database.db.update(offers).set({ price: 28_000_000 }).where(eq(offers.id, id));

    const history = (await t.app.inject({ url: `/api/offers/${id}` })).json().price_history;
    expect(
      history.map(({ price, change }: { price: number | null; change: number | null }) => ({ price, change })),
    ).toEqual([
      { price: 31_000_000, change: null },
      { price: 29_500_000, change: -1_500_000 },
      { price: null, change: null },
      { price: 28_000_000, change: null },
    ]);
    const dates = history.map((step: { date: string }) => Date.parse(step.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });
});
