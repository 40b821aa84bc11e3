// The filters of search v2 (derived columns, features, shapes, text) and the facets.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyCriteria } from '#contract/search.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const LEEDS = { lat: 53.7997, lon: -1.5492 };

const t = testAppForFile();

beforeAll(async () => {
  const { db } = t.database;
  const owner = await createUser(db);
  const day = 86_400_000;
  await createOffer(db, {
    userId: owner.id,
    title: 'Garden flat with lift and garage',
    category: 'apartment',
    listingType: 'rent',
    price: 95_000,
    ...LEEDS,
    description: '<p>Gas central heating throughout, south facing garden.</p>',
    attributes: {
      11: ['2'],
      13: ['1'],
      3: ['1'],
      14: ['1'],
      12: ['good'],
      16: ['garage', 'winda'],
      17: ['park'],
      5: ['true'],
      7: ['true'],
    },
    tags: ['urgent'],
    publishedAt: new Date(Date.now() - 2 * 3_600_000),
  });
  await createOffer(db, {
    userId: owner.id,
    title: 'Leasehold maisonette near the station',
    category: 'maisonette',
    price: 21_000_000,
    lat: LEEDS.lat + 0.01,
    lon: LEEDS.lon + 0.01,
    description: '<p>Double glazing, close to the station.</p>',
    attributes: { 11: ['3'], 12: ['needs-modernisation'], 15: ['leashold'], 19: ['95'], 16: ['garage'] },
    tags: ['investment'],
    publishedAt: new Date(Date.now() - 5 * day),
  });
  await createOffer(db, {
    userId: owner.id,
    title: 'Freehold farmhouse in the dales',
    category: 'farmhouse',
    price: 75_000_000,
    lat: 54.3,
    lon: -2.0,
    description: '<p>Gas central heating, acres of land.</p>',
    attributes: { 11: ['5+'], 12: ['excellent'], 15: ['freehold', 'chain-free'] },
    publishedAt: new Date(Date.now() - 10 * day),
  });
  // A reduced price: the card says so for two weeks.
  await db.execute(sql`update offers set previous_price = 23000000, price_reduced_at = now() - interval '1 day'
    where title = 'Leasehold maisonette near the station'`);
});

const titles = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, query).toBe(200);
  return (response.json().data as Array<{ title: string }>).map((offer) => offer.title).sort();
};
const GARDEN = 'Garden flat with lift and garage';
const MAISONETTE = 'Leasehold maisonette near the station';
const FARMHOUSE = 'Freehold farmhouse in the dales';

describe('search filters', () => {
  it('filters on extras (all of them), in both formats', async () => {
    expect(await titles('dodatkowe=garage')).toEqual([GARDEN, MAISONETTE].sort());
    expect(await titles('dodatkowe=garage,winda')).toEqual([GARDEN]);
    expect(await titles('dodatkowe[garage]=true&dodatkowe[winda]=true')).toEqual([GARDEN]);
    expect(await titles('blisko[0]=park')).toEqual([GARDEN]);
  });

  it('filters on booleans, conditions (any of them) and room counts (at least)', async () => {
    expect(await titles('rachunki-wliczone=true')).toEqual([GARDEN]);
    expect(await titles('condition=excellent,good')).toEqual([FARMHOUSE, GARDEN].sort());
    expect(await titles('rooms=3')).toEqual([FARMHOUSE, MAISONETTE].sort());
    expect(await titles('rooms=5%2B')).toEqual([FARMHOUSE]);
    expect(await titles('reception-rooms=1&parking-spaces=1&bathrooms=1')).toEqual([GARDEN]);
  });

  it('filters on ownership and years left on the lease', async () => {
    expect(await titles('ownership=freehold,chain-free')).toEqual([FARMHOUSE]);
    expect(await titles('ownership=leashold&lease-years=90')).toEqual([MAISONETTE]);
    expect(await titles('ownership=leashold&lease-years=100')).toEqual([]);
  });

  it('matches free text with stemming and requires every keyword', async () => {
    expect(await titles('q=gas central heating')).toEqual([FARMHOUSE, GARDEN].sort());
    expect(await titles('keywords[0]=gas central heating&keywords[1]=garden')).toEqual([GARDEN]);
    expect(await titles('q=the')).toHaveLength(3);
    const ranked = await t.app.inject({ method: 'GET', url: '/api/search?q=garden&sort=relevance' });
    expect(ranked.json().data[0].title).toBe(GARDEN);
  });

  it('keeps offers inside a map viewport or a drawn polygon', async () => {
    expect(await titles('bbox=-1.6,53.75,-1.5,53.85')).toEqual([GARDEN, MAISONETTE].sort());
    // A triangle around the flat's point only.
    expect(
      await titles(
        `polygon=${LEEDS.lat + 0.005},${LEEDS.lon - 0.005};${LEEDS.lat + 0.005},${LEEDS.lon + 0.005};${LEEDS.lat - 0.005},${LEEDS.lon}`,
      ),
    ).toEqual([GARDEN]);
  });

  it('flags new and reduced offers on the cards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search' });
    const byTitle = new Map(response.json().data.map((offer: { title: string }) => [offer.title, offer]));
    expect(byTitle.get(GARDEN)).toMatchObject({
      is_new: true,
      reduced: false,
      previous_price: null,
      price_period: 'month',
    });
    expect(byTitle.get(MAISONETTE)).toMatchObject({ is_new: false, reduced: true, previous_price: 23_000_000 });
  });

  it('caps the count and says so', async () => {
    const page = await searchOffers(
      t.database.db,
      { ...emptyCriteria(), perPage: 1 },
      { assetBase: '/storage', countCap: 2 },
    );
    expect(page.meta).toMatchObject({ total: 2, total_exact: false });
    expect(page.data).toHaveLength(1);
  });
});

describe('GET /api/search/facets', () => {
  it('counts each group without its own filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search/facets?type=sell&rooms=3' });
    expect(response.statusCode).toBe(200);
    const facets = response.json();
    // The listing-type group ignores type=sell: the 2-bedroom flat to rent is not counted (rooms=3), the two sales are.
    expect(facets.listing_types).toContainEqual({ slug: 'sell', count: 2 });
    expect(facets.listing_types).toContainEqual({ slug: 'rent', count: 0 });
    // The bedrooms group ignores rooms=3: both sales, counted "at least n".
    expect(facets.bedrooms).toEqual([
      { value: '1', count: 2 },
      { value: '2', count: 2 },
      { value: '3', count: 2 },
      { value: '4', count: 1 },
      { value: '5+', count: 1 },
    ]);
    expect(facets.categories.find((c: { slug: string }) => c.slug === 'flat').count).toBe(1);
    expect(facets.categories.find((c: { slug: string }) => c.slug === 'house').count).toBe(1);
    expect(facets.tags).toContainEqual({ slug: 'investment', count: 1 });
    // Read as the list reads a search: an unknown parameter is left out, not refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/search/facets?flavour=x' })).statusCode).toBe(200);
  });
});
