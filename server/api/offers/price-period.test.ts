// A rent's period is one explicit choice, shown back exactly as chosen: on the offer,
// on cards, in the editing shape, in the price history and through attribute
// 5 ('per-month', which older clients read); rent filters compare monthly figures; migration 0039's repair rule.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#db/schema/catalogue.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';

let owner: TestClient;
let flatId: number;
let ownerId: string;

const t = testAppForFile();

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { email: 'periods@rent.example', password: 'Period-Lane-51' })).id;
  owner = await signedInClient(t.app, 'periods@rent.example', 'Period-Lane-51', '203.0.113.221');
  flatId = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'flat')))[0]
    ?.id as number;
});

const rent = (price: number, extra: Record<string, unknown> = {}, attributes: unknown[] = []) => ({
  title: 'Two bed flat to rent by the canal',
  category_id: flatId,
  price,
  location: { lat: 53.4794, lon: -2.2453, name: 'Ancoats, Manchester' },
  attributes: [{ id: 1, value: 'rent' }, ...attributes],
  ...extra,
});

async function publish(body: unknown): Promise<string> {
  const created = await owner.post('/api/offers', body);
  expect(created.statusCode).toBe(201);
  const { id } = created.json();
  expect((await owner.patch(`/api/offers/submit/${id}`)).statusCode).toBe(200);
  return id;
}

const detail = async (id: string) => (await t.app.inject({ url: `/api/offers/${id}` })).json();
const perMonthTicked = (offer: { attributes: Array<{ slug: string; values: string[] }> }) =>
  offer.attributes.some((item) => item.slug === 'per-month' && item.values.includes('true'));

describe('the price period', () => {
  it('is per calendar month when a rent is posted without one, everywhere it is shown', async () => {
    const id = await publish(rent(115_000));
    const offer = await detail(id);
    expect(offer.price_period).toBe('month');
    expect(perMonthTicked(offer)).toBe(true);
    expect(offer.price_history.map((step: { price_period: string }) => step.price_period)).toEqual(['month']);
    const card = (await t.app.inject({ url: '/api/search?type=rent' }))
      .json()
      .data.find((item: { id: string }) => item.id === id);
    expect(card.price_period).toBe('month');
    expect((await owner.get(`/api/offers/${id}/edit`)).json().price_period).toBe('month');
  });

  it('is per week when chosen so, without the per-month attribute, and a change of period is a new price', async () => {
    const id = await publish(rent(29_000, { price_period: 'week' }));
    const offer = await detail(id);
    expect(offer.price_period).toBe('week');
    expect(perMonthTicked(offer)).toBe(false);
    expect((await owner.post(`/api/offers/update/${id}`, rent(125_000, { price_period: 'month' }))).statusCode).toBe(
      200,
    );
    const after = await detail(id);
    expect(after.price_period).toBe('month');
    expect(
      after.price_history.map((step: { price: number; price_period: string; change: number | null }) => [
        step.price,
        step.price_period,
        step.change,
      ]),
    ).toEqual([
      [29_000, 'week', null],
      // A monthly figure is not comparable with a weekly one: no amount of change.
      [125_000, 'month', null],
    ]);
  });

  it("keeps the spec's per-month attribute working for older clients, and refuses a period a sale cannot have", async () => {
    const id = await publish(rent(95_000, {}, [{ id: 5, value: 'true' }]));
    expect((await detail(id)).price_period).toBe('month');
    // An explicit period wins over a contradicting attribute, which is rewritten from it.
    const weekly = await publish(rent(30_000, { price_period: 'week' }, [{ id: 5, value: 'true' }]));
    expect(perMonthTicked(await detail(weekly))).toBe(false);
    const sale = await owner.post('/api/offers', {
      ...rent(30_000_000, { price_period: 'month' }),
      attributes: [{ id: 1, value: 'sell' }],
    });
    expect(sale.statusCode).toBe(422);
    expect(sale.json().errors.price_period).toEqual(['Only rents and wanted ads take a price period']);
    const nightlyFlat = await owner.post('/api/offers', rent(9_000, { price_period: 'night' }));
    expect(nightlyFlat.statusCode).toBe(422);
    expect(nightlyFlat.json().errors.price_period[0]).toMatch(/per calendar month/);
    const bad = await owner.post('/api/offers', rent(9_000, { price_period: 'fortnight' }));
    expect(bad.statusCode).toBe(422);
  });

  it('filters and sorts rents by their monthly figure', async () => {
    const weekly = await createOffer(t.database.db, {
      userId: ownerId,
      title: 'Weekly let',
      listingType: 'rent',
      category: 'flat',
      price: 30_000,
      pricePeriod: 'week',
      lat: 51.2,
      lon: -3.1,
    });
    const monthly = await createOffer(t.database.db, {
      userId: ownerId,
      title: 'Monthly let',
      listingType: 'rent',
      category: 'flat',
      price: 120_000,
      pricePeriod: 'month',
      lat: 51.2,
      lon: -3.1,
    });
    const around = 'type=rent&location[lat]=51.2&location[lon]=-3.1&radius=1';
    // £300 pw is £1,300 pcm: above £1,250 a month, though its figure is smaller.
    const cheap = (await t.app.inject({ url: `/api/search?${around}&price[max]=1250` })).json();
    expect(cheap.data.map((item: { id: string }) => item.id)).toEqual([monthly.id]);
    const sorted = (await t.app.inject({ url: `/api/search?${around}&sort=price-asc` })).json();
    expect(sorted.data.map((item: { id: string }) => item.id)).toEqual([monthly.id, weekly.id]);
  });
});

describe('migration 0039 repairing rents without a period', () => {
  it('makes a ticked ad monthly, an unticked rent monthly from £400 and weekly under it, and leaves a wanted ad without one', async () => {
    const make = (title: string, listingType: 'rent' | 'seek-property', price: number, ticked: boolean) =>
      createOffer(t.database.db, {
        userId: ownerId,
        title,
        listingType,
        category: 'flat',
        price,
        attributes: ticked ? { 5: ['true'] } : {},
      });
    const ticked = await make('Ticked cheap room', 'rent', 35_000, true);
    const monthly = await make('Unticked monthly', 'rent', 95_000, false);
    const weekly = await make('Unticked weekly', 'rent', 25_000, false);
    const wanted = await make('Wanted, total budget', 'seek-property', 30_000_000, false);
    const ids = [ticked.id, monthly.id, weekly.id, wanted.id];
    await t.database.db.execute(sql`update offers set price_period = null where id = any(${sql.param(ids)}::uuid[])`);
    await t.database.db.execute(sql`delete from offer_attribute_values where attribute_id = 5 and offer_id = any(${sql.param(ids)}::uuid[])
        and offer_id <> ${ticked.id}`);

    // The migration's own statements, as it runs them.
    const migration = readFileSync(
      new URL('../../../db/migrations/0039_rent_price_period.sql', import.meta.url),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint').map((part) => part.trim());
    for (const statement of statements.filter((part) =>
      /^(UPDATE "offers"|INSERT INTO offer_attribute_values)/m.test(part.replace(/^--.*\n/gm, '')),
    )) {
      await t.database.db.execute(sql.raw(statement.replace(/^--.*\n/gm, '')));
    }

    const periods = await t.database.db
      .select({ id: offers.id, period: offers.pricePeriod })
      .from(offers)
      .where(sql`${offers.id} = any(${sql.param(ids)}::uuid[])`);
    const byId = new Map(periods.map((row) => [row.id, row.period]));
    expect(ids.map((id) => byId.get(id))).toEqual(['month', 'month', 'week', null]);
    const mirrored = await t.database.db.execute<{ offer_id: string }>(
      sql`select offer_id from offer_attribute_values where attribute_id = 5 and offer_id = any(${sql.param(ids)}::uuid[])`,
    );
    expect(mirrored.rows.map((row) => row.offer_id).sort()).toEqual([ticked.id, monthly.id].sort());
  });
});
