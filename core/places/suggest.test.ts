import { describe, expect, it } from 'vitest';
import { KNOWN_PLACES } from '#seed/demo/places.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { suggestPlaces } from './suggest.ts';

const t = testAppForFile();

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

  it('labels every suggestion with how it matches: exact, prefix, or a near miss', async () => {
    const [exact, prefix] = await suggestPlaces(t.database.db, 'leeds');
    expect(exact).toMatchObject({ display_name: 'Leeds, England', match: 'exact' });
    expect((await suggestPlaces(t.database.db, 'manc'))[0]?.match).toBe('prefix');
    expect(prefix?.match).not.toBe('near');
    const [near] = await suggestPlaces(t.database.db, 'manchestr');
    expect(near).toMatchObject({ display_name: 'Manchester, England', match: 'near' });
  });
});

describe('postcodes in the location box', () => {
  it('suggests a postcode district by its outward code, in any case', async () => {
    const [m1, ...others] = await suggestPlaces(t.database.db, 'm1');
    expect(m1).toMatchObject({ display_name: 'M1, Manchester', addresstype: 'postcode', slug: 'm1', match: 'exact' });
    expect(m1?.lat).toBeCloseTo(53.477, 2);
    expect(others.every((s) => s.display_name.startsWith('M1') && s.match === 'prefix')).toBe(true);
    expect((await names('SW1A'))[0]).toBe('SW1A, Westminster, London');
    // 'sw1': the list's SW1, then SW10 ... SW19 and SW1A ... SW1Y.
    expect((await names('sw1', 10)).every((name) => /^SW1[0-9A-Z]?, /.test(name))).toBe(true);
  });

  it('suggests a sector and a full postcode, searched around their district and labelled so', async () => {
    expect(await suggestPlaces(t.database.db, 'M1 4')).toEqual([
      expect.objectContaining({ display_name: 'M1 4, Manchester (around M1)', addresstype: 'postcode', slug: 'm1' }),
    ]);
    for (const typed of ['LS1 4AP', 'ls14ap', ' ls1  4ap ']) {
      const [full] = await suggestPlaces(t.database.db, typed);
      expect(full).toMatchObject({ display_name: 'LS1 4AP, Leeds (around LS1)', slug: 'ls1', match: 'exact' });
      expect(full?.lat).toBeCloseTo(53.797, 2);
    }
  });

  it('answers nothing for a postcode of no known district, and still finds places with digits in the text', async () => {
    expect(await suggestPlaces(t.database.db, 'QQ9 9ZZ')).toEqual([]);
    expect((await names('Leeds'))[0]).toBe('Leeds, England');
  });
});

describe('neighbourhoods', () => {
  it('suggests the districts cards name, by their own name, before any namesake or near miss', async () => {
    const expected: Record<string, string> = {
      Ancoats: 'Ancoats, Manchester',
      'Northern Quarter': 'Northern Quarter, Manchester',
      'Jewellery Quarter': 'Jewellery Quarter, Birmingham',
      Pontcanna: 'Pontcanna, Cardiff',
      Levenshulme: 'Levenshulme, Manchester',
      Headingley: 'Headingley, Leeds',
      Dennistoun: 'Dennistoun, Glasgow',
    };
    for (const [typed, label] of Object.entries(expected)) {
      const [first] = await suggestPlaces(t.database.db, typed);
      expect(first, typed).toMatchObject({ display_name: label, addresstype: 'neighbourhood', match: 'exact' });
    }
    // Withington is also a Shropshire village: both are exact, and 'Withington, Manchester' picks the right one.
    expect(await names('Withington')).toContain('Withington, Manchester');
    expect((await names('Withington, Manchester'))[0]).toBe('Withington, Manchester');
    expect((await names('levensh'))[0]).toBe('Levenshulme, Manchester');
  });

  it('finds every area name the demo offers use, by its own name and as the card writes it', async () => {
    const distance = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
      Math.hypot(a.lat - b.lat, (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) * 111;
    const labels = Object.entries(KNOWN_PLACES).flatMap(([town, known]) =>
      (known.areas ?? [town]).map((area) => (area.includes(',') ? area : `${area}, ${town}`)),
    );
    expect(labels.length).toBeGreaterThan(150);
    const lost: string[] = [];
    for (const label of labels) {
      const [area = '', rawTown = ''] = label.split(', ');
      // 'Bermondsey, London SE1': the town without its postcode district.
      const town = rawTown.replace(/ [A-Z]{1,2}\d[A-Z\d]?$/, '');
      const [byName] = await suggestPlaces(t.database.db, area);
      const [asCard] = await suggestPlaces(t.database.db, `${area}, ${town}`);
      const [townPlace] = await suggestPlaces(t.database.db, town);
      const found =
        byName?.match === 'exact' &&
        asCard?.display_name.startsWith(`${area},`) &&
        townPlace !== undefined &&
        distance(asCard, townPlace) < 15;
      if (!found) lost.push(`${label}: ${byName?.display_name} / ${asCard?.display_name}`);
    }
    expect(lost).toEqual([]);
  });
});
