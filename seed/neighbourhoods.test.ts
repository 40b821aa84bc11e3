import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import { readNeighbourhoods, seedNeighbourhoods } from './neighbourhoods.ts';
import { readPostcodeDistricts, seedPostcodeDistricts } from './postcode-districts.ts';

const t = testAppForFile();

const count = async (where: ReturnType<typeof sql>) => {
  const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n ${where}`);
  return rows[0]?.n;
};

describe('seedNeighbourhoods', () => {
  it('added every curated neighbourhood at start-up, with its town, county and a free slug', async () => {
    const curated = await readNeighbourhoods();
    expect(await count(sql`from places where kind = 'neighbourhood'`)).toBe(curated.length);
    const { rows } = await t.database.db.execute<{ slug: string; town: string; county: string; country: string }>(
      sql`select slug, town, county, country from places where kind = 'neighbourhood' and name in ('Ancoats', 'Withington', 'Pontcanna')
        order by name`,
    );
    expect(rows).toEqual([
      { slug: 'ancoats', town: 'Manchester', county: 'Manchester', country: 'England' },
      { slug: 'pontcanna', town: 'Cardiff', county: 'Cardiff', country: 'Wales' },
      // The Shropshire village keeps 'withington'.
      { slug: 'withington-manchester', town: 'Manchester', county: 'Manchester', country: 'England' },
    ]);
  });

  it('gives an installation made before them the missing ones at its next start, once', async () => {
    await t.database.db.execute(
      sql`delete from places where kind = 'neighbourhood' and name in ('Levenshulme', 'Dennistoun')`,
    );
    expect(await seedNeighbourhoods(t.database.db)).toBe(2);
    expect(await seedNeighbourhoods(t.database.db)).toBe(0);
    expect(await count(sql`from places where name = 'Levenshulme' and town = 'Manchester'`)).toBe(1);
  });
});

describe('seedPostcodeDistricts', () => {
  it('loaded the UK postcode districts at start-up and loads them again into an empty table', async () => {
    const districts = await readPostcodeDistricts();
    expect(districts.length).toBeGreaterThan(2800);
    expect(districts.find((d) => d.district === 'M1')).toMatchObject({ town: 'Manchester', country: 'England' });
    expect(districts.find((d) => d.district === 'IM1')).toMatchObject({
      town: 'Douglas, Braddan',
      country: 'Isle of Man',
    });
    expect(await count(sql`from postcode_districts`)).toBe(districts.length);
    expect(await seedPostcodeDistricts(t.database.db)).toBe(0);
    await t.database.db.execute(sql`delete from postcode_districts`);
    expect(await seedPostcodeDistricts(t.database.db)).toBe(districts.length);
  });
});
