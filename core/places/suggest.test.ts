import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { suggestPlaces } from './suggest.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const names = async (query: string, limit?: number) =>
  (await suggestPlaces(t.database.db, query, limit)).map((s) => s.display_name);

describe('suggestPlaces', () => {
  it('puts the city first for the first letters of its name', async () => {
    const [first, ...others] = await suggestPlaces(t.database.db, 'manc');
    expect(first).toMatchObject({ display_name: 'Manchester, England', addresstype: 'city', slug: 'manchester' });
    expect(first?.lat).toBeCloseTo(53.48, 1);
    expect(first?.lon).toBeCloseTo(-2.24, 1);
    expect(others.every((s) => s.display_name.toLowerCase().startsWith('manc'))).toBe(true);
    expect((await names('man'))[0]).toBe('Manchester, England');
    expect((await names('lon'))[0]).toBe('London, England');
  });

  it('finds places despite case, accents, hyphens and apostrophes', async () => {
    expect((await names('STOKE ON TRENT'))[0]).toBe('Stoke-on-Trent, England');
    expect((await names('kings cross'))[0]).toBe("King's Cross, London");
    expect((await names('Édinburgh'))[0]).toBe('Edinburgh, Scotland');
    expect((await names('saint albans'))[0]).toBe('St Albans, Hertfordshire, England');
  });

  it('finds a place from a later word of its name', async () => {
    expect(await names('hull')).toContain('Kingston upon Hull, England');
  });

  it('corrects typos when nothing matches the text', async () => {
    expect((await names('manchestr'))[0]).toBe('Manchester, England');
    expect((await names('edinburh'))[0]).toBe('Edinburgh, Scotland');
    expect((await names('birmingam'))[0]).toBe('Birmingham, England');
  });

  it('finds London districts as suburbs and boroughs', async () => {
    const camden = await suggestPlaces(t.database.db, 'camden');
    expect(camden[0]).toMatchObject({ display_name: 'Camden Town, London', addresstype: 'suburb' });
    const [croydon] = await suggestPlaces(t.database.db, 'croydon');
    expect(croydon).toMatchObject({ display_name: 'Croydon, London', addresstype: 'borough' });
    expect((await names('clapham'))[0]).toBe('Clapham, London');
  });

  it('uses the words after a comma to choose between places of one name', async () => {
    expect((await names('Richmond, North Yorkshire'))[0]).toBe('Richmond, North Yorkshire, England');
    expect((await names('richmond, london'))[0]).toBe('Richmond, London');
    expect((await names('Newport, Isle of Wight'))[0]).toBe('Newport, Isle of Wight, England');
    expect((await names('Newport, Wales'))[0]).toBe('Newport, Wales');
  });

  it('respects the limit and answers nothing for nonsense', async () => {
    expect(await suggestPlaces(t.database.db, 'b', 3)).toHaveLength(3);
    expect(await suggestPlaces(t.database.db, 'b', 10)).toHaveLength(10);
    expect(await suggestPlaces(t.database.db, 'b')).toHaveLength(5);
    expect(await suggestPlaces(t.database.db, 'qxzqxz')).toEqual([]);
    expect(await suggestPlaces(t.database.db, ' , ')).toEqual([]);
  });
});
