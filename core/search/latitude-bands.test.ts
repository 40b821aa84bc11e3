// Place searches read the offers' bands of latitude (offers.lat_band, 1/20 degree) and
// then their longitudes: a circle, viewport or shape spanning several bands must find
// every offer inside it, including those on a band's edge, and nothing outside.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_TYPES } from '#contract/listing-types.ts';
import { LAT_BANDS_PER_DEGREE } from '#core/search/conditions.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const CENTRE = { lat: 53.8, lon: -1.55 };
type Point = { title: string; lat: number; lon: number; listingType: (typeof LISTING_TYPES)[number] };
const points: Point[] = [];

const t = testAppForFile();

beforeAll(async () => {
  const owner = await createUser(t.database.db);
  // A 9 x 9 grid, 0.04 degrees of latitude and 0.06 of longitude apart (about 4.4 km
  // by 4 km), across nine bands; plus offers exactly on and just below a band's edge.
  for (let row = -4; row <= 4; row += 1)
    for (let column = -4; column <= 4; column += 1)
      points.push({
        title: `Grid ${row} ${column}`,
        lat: CENTRE.lat + row * 0.04,
        lon: CENTRE.lon + column * 0.06,
        listingType: LISTING_TYPES[(row + column + 8) % LISTING_TYPES.length] ?? 'sell',
      });
  points.push({ title: 'On the edge', lat: 53.75, lon: -1.52, listingType: 'sell' });
  points.push({ title: 'Below the edge', lat: 53.749_999_9, lon: -1.52, listingType: 'sell' });
  for (const point of points) await createOffer(t.database.db, { userId: owner.id, ...point });
});

const titles = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?limit=100&${query}` });
  expect(response.statusCode, query).toBe(200);
  expect(response.json().meta.total, query).toBeLessThan(100);
  return (response.json().data as Array<{ title: string }>).map((offer) => offer.title).sort();
};

/** Great-circle distance in metres (haversine), independent of the SQL's approximation. */
function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('latitude bands', () => {
  it('are the floor of 20 times the latitude', async () => {
    const rows = await t.database.db.execute<{ title: string; lat_band: number }>(
      sql`select title, lat_band from offers where title in ('On the edge', 'Below the edge')`,
    );
    const band = Object.fromEntries(rows.rows.map((row) => [row.title, Number(row.lat_band)]));
    expect(band).toEqual({ 'On the edge': 53.75 * LAT_BANDS_PER_DEGREE, 'Below the edge': 1074 });
  });

  it.each([0.25, 1, 3, 5, 10])('find exactly the offers within %s miles of a point', async (miles) => {
    const found = new Set(await titles(`location[lat]=${CENTRE.lat}&location[lon]=${CENTRE.lon}&radius=${miles}`));
    const metres = miles * 1609.344;
    for (const point of points) {
      const distance = metresBetween(CENTRE, point);
      // Within 0.5% of the edge the approximation may go either way.
      if (distance < metres * 0.995) expect(found.has(point.title), `${point.title} at ${distance} m`).toBe(true);
      if (distance > metres * 1.005) expect(found.has(point.title), `${point.title} at ${distance} m`).toBe(false);
    }
  });

  it('keep offers on the edge of a viewport, in a narrow one and in one spanning many bands', async () => {
    expect(await titles('bbox=-1.53,53.75,-1.51,53.755')).toEqual(['On the edge']);
    expect(await titles('bbox=-1.53,53.7499,-1.51,53.755')).toEqual(['Below the edge', 'On the edge']);
    // 50 to 57 degrees north: 140 bands, read as one range.
    expect(await titles('bbox=-1.53,50,-1.51,57')).toEqual(['Below the edge', 'On the edge']);
  });

  it('give facet counts that agree with the searches of each listing type around a point', async () => {
    const around = `location[lat]=${CENTRE.lat}&location[lon]=${CENTRE.lon}&radius=5`;
    const response = await t.app.inject({ method: 'GET', url: `/api/search/facets?type=sell&${around}` });
    expect(response.statusCode).toBe(200);
    const facets = response.json() as { listing_types: Array<{ slug: string; count: number }> };
    let total = 0;
    for (const type of LISTING_TYPES) {
      const expected = (await titles(`type=${type}&${around}`)).length;
      expect(facets.listing_types.find((entry) => entry.slug === type)?.count, type).toBe(expected);
      total += expected;
    }
    expect(total).toBeGreaterThan(10);
  });
});
