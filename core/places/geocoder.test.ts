import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeNominatim, fakeNominatimForFile, json } from '#tests/fixtures/fake-nominatim.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createGeocoder, type GeocoderOptions } from './geocoder.ts';
import { addressOf, placeKindOf } from './nominatim.ts';

const t = testAppForFile();
const fake = fakeNominatimForFile();

let warnings: Array<{ details: object; message: string }> = [];
beforeEach(() => {
  warnings = [];
  fake.requests.length = 0;
  fake.answer(json([]));
});

const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
const remote = (options: Partial<GeocoderOptions> = {}) =>
  createGeocoder(t.database.db, { url: fake.url, userAgent: 'Dazu tests (+http://localhost)', log, ...options });

const gb = (address: Record<string, string>) => ({ ...address, country: 'United Kingdom', country_code: 'gb' });

/** What a Nominatim 4 server answers for 'newport' (trimmed to the fields that matter). */
const NEWPORT = [
  {
    lat: '51.5882332',
    lon: '-2.9976946',
    class: 'boundary',
    type: 'administrative',
    addresstype: 'city',
    name: 'Newport',
    display_name: 'Newport, Wales, United Kingdom',
    address: gb({ city: 'Newport', state: 'Wales' }),
  },
  {
    lat: '50.7007',
    lon: '-1.2923',
    class: 'place',
    type: 'town',
    addresstype: 'town',
    name: 'Newport',
    display_name: 'Newport, Isle of Wight, England, PO30 1UD, United Kingdom',
    address: gb({ town: 'Newport', county: 'Isle of Wight', state: 'England' }),
  },
  // The same city again, as a node: one suggestion only.
  {
    lat: '51.5886',
    lon: '-2.9974',
    class: 'place',
    type: 'city',
    addresstype: 'city',
    name: 'Newport',
    display_name: 'Newport, Wales, United Kingdom',
    address: gb({ city: 'Newport', state: 'Wales' }),
  },
  {
    lat: '53.1',
    lon: '-2.9',
    class: 'highway',
    type: 'residential',
    addresstype: 'road',
    name: 'Newport Road',
    display_name: 'Newport Road, Hoole, Chester, England, United Kingdom',
    address: gb({ road: 'Newport Road', city: 'Chester', state: 'England' }),
  },
  {
    lat: '53.0',
    lon: '-6.0',
    addresstype: 'town',
    name: 'Newport',
    display_name: 'Newport, Ireland',
    address: { country_code: 'ie' },
  },
  { display_name: 'No coordinates at all' },
];

const CAMDEN = {
  lat: '51.5390',
  lon: '-0.1426',
  addresstype: 'suburb',
  name: 'Camden Town',
  display_name: 'Camden Town, London Borough of Camden, London, Greater London, England, NW1 7JE, United Kingdom',
  address: gb({
    suburb: 'Camden Town',
    city_district: 'London Borough of Camden',
    city: 'London',
    state_district: 'Greater London',
    state: 'England',
    postcode: 'NW1 7JE',
  }),
};

describe('the gazetteer geocoder (no GEOCODER_URL)', () => {
  it('answers from the gazetteer without any request', async () => {
    const geocoder = createGeocoder(t.database.db, { userAgent: 'x', log });
    expect((await geocoder.search('manc', 5))[0]).toMatchObject({
      display_name: 'Manchester, England',
      slug: 'manchester',
    });
    expect(await geocoder.reverse(51.5074, -0.1278)).toMatchObject({ slug: 'london', address: { city: 'London' } });
    expect(await geocoder.reverse(45, -30)).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the Nominatim-compatible geocoder', () => {
  it('asks /search with the documented parameters and its user agent', async () => {
    fake.answer(json(NEWPORT));
    await remote().search('Newport', 5);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'Newport',
      format: 'json',
      addressdetails: '1',
      limit: '5',
      countrycodes: 'gb',
    });
    expect(request?.userAgent).toBe('Dazu tests (+http://localhost)');
  });

  it('maps results to suggestions, with the slug of the nearest gazetteer place of that name', async () => {
    fake.answer(json(NEWPORT));
    expect(await remote().search('Newport', 5)).toEqual([
      { lat: 51.5882332, lon: -2.9976946, display_name: 'Newport, Wales', addresstype: 'city', slug: 'newport' },
      {
        lat: 50.7007,
        lon: -1.2923,
        display_name: 'Newport, Isle of Wight, England, PO30 1UD',
        addresstype: 'town',
        slug: 'newport-isle-of-wight',
      },
      // No gazetteer place of this name: its name, slugified; a street searches like a suburb.
      {
        lat: 53.1,
        lon: -2.9,
        display_name: 'Newport Road, Hoole, Chester, England',
        addresstype: 'suburb',
        slug: 'newport-road',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('keeps to the limit and answers nothing when the service finds nothing', async () => {
    fake.answer(json(NEWPORT));
    expect(await remote().search('Newport', 1)).toHaveLength(1);
    fake.answer(json([]));
    expect(await remote().search('qxzqxz', 5)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('reverse-geocodes at village and suburb level, naming the nation as the country', async () => {
    fake.answer(json(CAMDEN));
    expect(await remote().reverse(51.539, -0.1426)).toEqual({
      lat: 51.539,
      lon: -0.1426,
      display_name: 'Camden Town, London Borough of Camden, London, Greater London, England, NW1 7JE',
      addresstype: 'suburb',
      slug: 'camden-town',
      address: { suburb: 'Camden Town', city: 'London', county: 'Greater London', country: 'England' },
    });
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      lat: '51.539',
      lon: '-0.1426',
      format: 'json',
      addressdetails: '1',
      zoom: '13',
    });
  });

  it('answers null where the service has nothing or the point is outside the UK', async () => {
    fake.answer(json({ error: 'Unable to geocode' }));
    expect(await remote().reverse(45, -30)).toBeNull();
    fake.answer(json({ ...CAMDEN, address: { country: 'France', country_code: 'fr' } }));
    expect(await remote().reverse(48.85, 2.35)).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('falls back to the gazetteer, with a warning, when the service fails', async () => {
    const failures = [
      json({ message: 'overloaded' }, 503),
      (_url, _request, response) => response.end('<html>not json</html>'),
      json({ not: 'a list' }),
      (_url, request) => request.socket.destroy(),
    ] satisfies Parameters<FakeNominatim['answer']>[0][];
    for (const failure of failures) {
      fake.answer(failure);
      const [first] = await remote().search('manc', 5);
      expect(first).toMatchObject({ display_name: 'Manchester, England', slug: 'manchester' });
    }
    expect(warnings).toHaveLength(failures.length);
    expect(warnings[0]).toMatchObject({
      message: 'geocoding service failed: the gazetteer answers instead',
      details: { geocoder: fake.url, operation: 'search' },
    });

    fake.answer(json({ lat: 'north', lon: 0, display_name: 'Broken' }));
    expect(await remote().reverse(51.5074, -0.1278)).toMatchObject({ slug: 'london' });
    expect(warnings.at(-1)?.details).toMatchObject({ operation: 'reverse' });
  });

  it('gives up on a slow service after the timeout', async () => {
    fake.answer(() => {}); // never answers
    const started = Date.now();
    const [first] = await remote({ timeoutMs: 150 }).search('leeds', 5);
    expect(first?.slug).toBe('leeds');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings).toHaveLength(1);
  });

  it('leaves a failed service alone for the cool-down, then asks it again', async () => {
    fake.answer(json({}, 500));
    const resting = remote({ cooldownMs: 60_000 });
    await resting.search('manc', 5);
    await resting.search('leeds', 5);
    await resting.reverse(51.5074, -0.1278);
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);

    const eager = remote({ cooldownMs: 0 });
    await eager.search('manc', 5);
    fake.answer(json(NEWPORT));
    expect((await eager.search('Newport', 5))[0]?.display_name).toBe('Newport, Wales');
    expect(fake.requests).toHaveLength(3);
  });

  it('is unreachable-safe: a closed port falls back too', async () => {
    const closed = createGeocoder(t.database.db, { url: 'http://127.0.0.1:9/nominatim', userAgent: 'x', log });
    expect((await closed.search('manc', 5))[0]?.slug).toBe('manchester');
    expect(warnings).toHaveLength(1);
  });
});

describe('Nominatim mapping', () => {
  it('turns every Nominatim type into the place kind whose radius fits it', () => {
    expect(placeKindOf({ addresstype: 'city' })).toBe('city');
    expect(placeKindOf({ addresstype: 'county' })).toBe('city');
    expect(placeKindOf({ addresstype: 'hamlet' })).toBe('village');
    expect(placeKindOf({ addresstype: 'city_district' })).toBe('borough');
    expect(placeKindOf({ addresstype: 'neighbourhood' })).toBe('suburb');
    expect(placeKindOf({ addresstype: 'road' })).toBe('suburb');
    expect(placeKindOf({ type: 'town' })).toBe('town');
    expect(placeKindOf({})).toBe('suburb');
  });

  it('reads the address parts the spec names', () => {
    expect(
      addressOf({ village: 'Bibury', county: 'Gloucestershire', state: 'England', country: 'United Kingdom' }),
    ).toEqual({ village: 'Bibury', county: 'Gloucestershire', country: 'England' });
    expect(addressOf({ hamlet: 'Nether Wallop', country: 'United Kingdom' })).toEqual({
      village: 'Nether Wallop',
      country: 'United Kingdom',
    });
    expect(addressOf({})).toEqual({ country: 'United Kingdom' });
  });
});
