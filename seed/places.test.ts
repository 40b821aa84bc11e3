import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import { readNeighbourhoods } from './neighbourhoods.ts';
import { readGazetteer, seedPlaces } from './places.ts';

const t = testAppForFile();

const count = async () => {
  const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from places`);
  return rows[0]?.n;
};

describe('seedPlaces', () => {
  it('ships a gazetteer of the whole UK with unique slugs', async () => {
    const places = await readGazetteer();
    expect(places.length).toBeGreaterThan(4000);
    expect(new Set(places.map((p) => p.slug)).size).toBe(places.length);
    expect(new Set(places.map((p) => p.country))).toEqual(
      new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']),
    );
    const london = places.find((p) => p.slug === 'london');
    expect(london).toMatchObject({ name: 'London', kind: 'city', county: 'Greater London' });
    expect(london?.lat).toBeCloseTo(51.507, 2);
    expect(london?.lon).toBeCloseTo(-0.128, 2);
  });

  it('filled the database at start-up and inserts nothing the second time', async () => {
    const before = await count();
    // The gazetteer, and the curated neighbourhoods added after it.
    expect(before).toBe((await readGazetteer()).length + (await readNeighbourhoods()).length);
    expect(await seedPlaces(t.database.db)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('fills an empty table in one go', async () => {
    await t.database.db.execute(sql`update offers set place_id = null`);
    await t.database.db.execute(sql`delete from places`);
    const started = performance.now();
    const inserted = await seedPlaces(t.database.db);
    const seconds = (performance.now() - started) / 1000;
    expect(inserted).toBe((await readGazetteer()).length);
    expect(await count()).toBe(inserted);
    expect(seconds).toBeLessThan(10);
  });
});
