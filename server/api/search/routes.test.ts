import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const MANCHESTER = { lat: 53.4808, lon: -2.2426 };
const SALFORD = { lat: 53.4875, lon: -2.2901 }; // about 2 miles from Manchester
const LEEDS = { lat: 53.8008, lon: -1.5491 }; // about 36 miles away

const t = testAppForFile();

beforeAll(async () => {
  const { db } = t.database;
  const owner = await createUser(db);
  const day = 86_400_000;
  await createOffer(db, {
    userId: owner.id,
    title: 'Detached family house with gardens',
    category: 'detached',
    price: 45_000_000,
    ...MANCHESTER,
    attributes: { 11: ['4'], 13: ['2'], 4: ['160'] },
    tags: ['urgent'],
    publishedAt: new Date(Date.now() - 1 * day),
  });
  await createOffer(db, {
    userId: owner.id,
    title: 'Terraced house near the park',
    category: 'terraced',
    price: 18_000_000,
    ...SALFORD,
    attributes: { 11: ['2'], 4: ['70'] },
    publishedAt: new Date(Date.now() - 5 * day),
  });
  await createOffer(db, {
    userId: owner.id,
    title: 'City centre apartment',
    category: 'apartment',
    listingType: 'rent',
    price: 125_000,
    ...MANCHESTER,
    attributes: { 11: ['1'] },
    publishedAt: new Date(Date.now() - 2 * day),
  });
  await createOffer(db, {
    userId: owner.id,
    title: 'Leeds semi',
    category: 'semi-detached',
    ...LEEDS,
    price: 30_000_000,
  });
  // Not public: inactive, scheduled for later, expired.
  await createOffer(db, { userId: owner.id, title: 'Hidden inactive house', status: 'inactive', ...MANCHESTER });
  await createOffer(db, {
    userId: owner.id,
    title: 'Hidden scheduled house',
    visibleFrom: new Date(Date.now() + 3 * day),
    ...MANCHESTER,
  });
  await createOffer(db, {
    userId: owner.id,
    title: 'Hidden expired house',
    expiresAt: new Date(Date.now() - day),
    ...MANCHESTER,
  });
});

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  return { status: response.statusCode, body: response.json() };
};
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((offer) => offer.title);

describe('GET /api/search', () => {
  it('lists only public offers, newest first, with list meta', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(titles(body)).toEqual([
      'Leeds semi',
      'Detached family house with gardens',
      'City centre apartment',
      'Terraced house near the park',
    ]);
    expect(body.meta).toEqual({ total: 4, page: 1, per_page: 24, last_page: 1, total_exact: true });
  });

  it('filters by listing type and by a parent category including its children', async () => {
    const rents = (await search('type=rent')).body;
    expect(titles(rents)).toEqual(['City centre apartment']);
    // Stored per week (the fixture ticks no 'per-month'), shown per week.
    expect(rents.data[0].price_period).toBe('week');
    const houses = (await search('type=sell&category=house')).body;
    expect(houses.data.map((offer: { price_period: unknown }) => offer.price_period)).toEqual([null, null, null]);
    expect(titles(houses).sort()).toEqual([
      'Detached family house with gardens',
      'Leeds semi',
      'Terraced house near the park',
    ]);
    expect(titles((await search('category=terraced')).body)).toEqual(['Terraced house near the park']);
  });

  it('filters by price in pounds against pence in the database', async () => {
    const { body } = await search('type=sell&price[min]=200000&price[max]=450000');
    expect(titles(body).sort()).toEqual(['Detached family house with gardens', 'Leeds semi']);
  });

  it('finds offers within a radius of a point, with their distance', async () => {
    const near = (
      await search(`location[lat]=${MANCHESTER.lat}&location[lon]=${MANCHESTER.lon}&radius=3&sort=distance`)
    ).body;
    // Two offers stand on the searched point itself; the one two miles away comes last.
    expect(titles(near).slice(0, 2).sort()).toEqual(['City centre apartment', 'Detached family house with gardens']);
    expect(titles(near)[2]).toBe('Terraced house near the park');
    const terraced = near.data.find((offer: { title: string }) => offer.title === 'Terraced house near the park');
    expect(terraced.distance_miles).toBeGreaterThan(1.5);
    expect(terraced.distance_miles).toBeLessThan(2.5);
    const wide = (await search(`location[lat]=${MANCHESTER.lat}&location[lon]=${MANCHESTER.lon}&radius=40`)).body;
    expect(wide.meta.total).toBe(4);
  });

  it('matches free text with English stemming over title and description', async () => {
    expect(titles((await search('q=garden')).body)).toEqual(['Detached family house with gardens']);
    expect(titles((await search('q=parks')).body)).toEqual(['Terraced house near the park']);
  });

  it('filters by at least N bedrooms, floor area and tags', async () => {
    expect(titles((await search('rooms=2&type=sell')).body).sort()).toEqual([
      'Detached family house with gardens',
      'Terraced house near the park',
    ]);
    expect(titles((await search('rooms=5%2B')).body)).toEqual([]);
    expect(titles((await search('meter[min]=100')).body)).toEqual(['Detached family house with gardens']);
    expect(titles((await search('urgent=true')).body)).toEqual(['Detached family house with gardens']);
  });

  it('filters by date added', async () => {
    expect(titles((await search('added=last-3-days')).body).sort()).toEqual([
      'City centre apartment',
      'Detached family house with gardens',
      'Leeds semi',
    ]);
  });

  it('paginates and sorts by price', async () => {
    const first = (await search('type=sell&sort=price-asc&limit=2')).body;
    expect(titles(first)).toEqual(['Terraced house near the park', 'Leeds semi']);
    expect(first.meta).toEqual({ total: 3, page: 1, per_page: 2, last_page: 2, total_exact: true });
    const second = (await search('type=sell&sort=price-asc&limit=2&page=2')).body;
    expect(titles(second)).toEqual(['Detached family house with gardens']);
    const beyond = (await search('type=sell&limit=2&page=9')).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(3);
  });

  it('never refuses a search: it leaves out what it cannot read and says what', async () => {
    const { status, body } = await search('price[min]=abc&flavour=mint&type=sell');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(3);
    expect(body.ignored).toEqual([
      { parameter: 'price[min]', reason: 'is not an amount of pounds' },
      { parameter: 'flavour', reason: 'is not a search parameter' },
    ]);
    expect((await search('type=sell')).body.ignored).toBeUndefined();
  });

  it('reads values as real links write them', async () => {
    const { status, body } = await search(
      'typ=Sell&price[min]=%C2%A3200%2C000&price[max]=450000.4&pilne=1&order_by=price_desc&bogus=x',
    );
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Detached family house with gardens']);
    // A minimum above the maximum is the two the wrong way round.
    const swapped = (await search('type=sell&price[min]=450000&price[max]=200000&sort=price-asc')).body;
    expect(titles(swapped)).toEqual(['Leeds semi', 'Detached family house with gardens']);
    // Unknown choices are dropped, not refused.
    expect((await search('type=buy&rooms=lots&sort=cheapest')).body.meta.total).toBe(4);
  });

  it('is the same search on GET /api/offers', async () => {
    const offers = await t.app.inject({ method: 'GET', url: '/api/offers?type=sell&sort=price-desc' });
    const searched = await search('type=sell&sort=price-desc');
    expect(offers.statusCode).toBe(200);
    expect(offers.json()).toEqual(searched.body);
  });
});
