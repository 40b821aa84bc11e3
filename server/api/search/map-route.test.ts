// GET /api/search/map: every match inside the box, clustered by zoom, with the
// search's own filters; the list (GET /api/search?bbox=) agrees with its count.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

// A made-up town on Shetland, well away from anything else in the test database.
const TOWN = { lat: 60.15, lon: -1.15 };
const TOWN_BOX = '-1.2,60.1,-1.1,60.2';
const RENTS = 12;
const SALES = 28;

const t = testAppForFile();

beforeAll(async () => {
  const { db } = t.database;
  const owner = await createUser(db);
  for (let index = 0; index < RENTS + SALES; index++) {
    const rent = index < RENTS;
    await createOffer(db, {
      userId: owner.id,
      title: `${rent ? 'Flat to rent' : 'House for sale'} number ${index}`,
      listingType: rent ? 'rent' : 'sell',
      price: rent ? 120_000 : 25_000_000,
      // A 5 x 8 grid of streets, about 500 m apart.
      lat: TOWN.lat - 0.02 + (index % 5) * 0.005,
      lon: TOWN.lon - 0.03 + Math.floor(index / 5) * 0.008,
      locationName: 'Testwick, Shetland',
    });
  }
  // Outside the town's box, at the other end of the country.
  await createOffer(db, { userId: owner.id, title: 'Far away cottage', lat: 50.2, lon: -5.3 });
});

type MapAnswer = {
  total: number;
  clusters: Array<{ lat: number; lon: number; count: number; bounds: Record<string, number> }>;
  points: Array<{ id: string; slug: string; title: string; price: number | null; price_period: string | null }>;
};

const map = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/search/map?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MapAnswer;
};
const shown = (answer: MapAnswer) =>
  answer.points.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

describe('GET /api/search/map', () => {
  it('counts every match inside the box, far more than a page of 24', async () => {
    const answer = await map(`bbox=${TOWN_BOX}&zoom=12`);
    expect(answer.total).toBe(RENTS + SALES);
    expect(shown(answer)).toBe(RENTS + SALES);
  });

  it('applies the search filters', async () => {
    const rents = await map(`bbox=${TOWN_BOX}&zoom=12&type=rent`);
    expect(rents.total).toBe(RENTS);
    expect(shown(rents)).toBe(RENTS);
    expect((await map(`bbox=${TOWN_BOX}&zoom=12&price[min]=200000`)).total).toBe(SALES);
  });

  it('gathers the town into one cluster far out, and gives each offer its own point close in', async () => {
    const far = await map('bbox=-8,49,2,61&zoom=5');
    const town = far.clusters.find((cluster) => cluster.count === RENTS + SALES);
    expect(town, JSON.stringify(far)).toBeDefined();
    expect(town?.lat).toBeCloseTo(TOWN.lat, 1);
    expect(town?.bounds.west).toBeGreaterThanOrEqual(-1.2);
    expect(town?.bounds.east).toBeLessThanOrEqual(-1.1);
    expect(far.total).toBe(RENTS + SALES + 1);
    expect(far.points.map((point) => point.title)).toEqual(['Far away cottage']);

    const close = await map(`bbox=${TOWN_BOX}&zoom=17`);
    expect(close.clusters).toEqual([]);
    expect(close.points).toHaveLength(RENTS + SALES);
    const rent = close.points.find((point) => point.title === 'Flat to rent number 0');
    expect(rent).toMatchObject({ price: 120_000, price_period: 'week' });
    expect(rent?.slug).toMatch(/^flat-to-rent-number-0-/);

    // In between, offers a street apart are points and the grid groups the rest.
    const middle = await map(`bbox=${TOWN_BOX}&zoom=13`);
    expect(middle.clusters.length).toBeGreaterThan(0);
    expect(shown(middle)).toBe(RENTS + SALES);
  });

  it('names a missing or wrong bbox or zoom', async () => {
    const problems = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/search/map?${query}` });
      expect(response.statusCode, query).toBe(422);
      return Object.keys(response.json().errors);
    };
    expect(await problems('zoom=10')).toEqual(['bbox']);
    expect(await problems('bbox=1,2,3&zoom=10')).toEqual(['bbox']);
    expect(await problems('bbox=-1,60,-2,61&zoom=10')).toEqual(['bbox']);
    expect(await problems(`bbox=${TOWN_BOX}`)).toEqual(['zoom']);
    expect(await problems(`bbox=${TOWN_BOX}&zoom=25`)).toEqual(['zoom']);
    expect(await problems(`bbox=${TOWN_BOX}&zoom=1.5`)).toEqual(['zoom']);
    // The filters are read as the list reads them: an unknown one is left out, not refused.
    const lenient = await t.app.inject({ method: 'GET', url: `/api/search/map?bbox=${TOWN_BOX}&zoom=10&flavour=x` });
    expect(lenient.statusCode).toBe(200);
  });
});

describe('GET /api/search with bbox', () => {
  it('lists the matches inside the box, as many as the map counts', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search?bbox=${TOWN_BOX}&type=sell&limit=100` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.meta.total).toBe(SALES);
    expect(page.data.every((card: { title: string }) => card.title.startsWith('House for sale'))).toBe(true);
    expect((await map(`bbox=${TOWN_BOX}&zoom=12&type=sell`)).total).toBe(SALES);
  });
});
