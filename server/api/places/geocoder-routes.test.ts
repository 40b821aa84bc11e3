// /api/geocode/* with GEOCODER_URL set: the same answers' shape, from the service,
// and from the gazetteer when the service fails.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { fakeNominatimForFile, json } from '#tests/fixtures/fake-nominatim.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const fake = fakeNominatimForFile();
const t = testAppForFile(() => ({ GEOCODER_URL: `${fake.url}/`, PUBLIC_URL: 'https://dazu.example' }));
beforeEach(() => {
  fake.requests.length = 0;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/geocode/* through a Nominatim-compatible service', () => {
  it('reads the service address and names itself with the public address by default', () => {
    expect(t.config.geocoder).toEqual({ url: fake.url, userAgent: 'Dazu (+https://dazu.example)' });
  });

  it('suggests what the service finds, in the gazetteer’s shape', async () => {
    fake.answer(
      json([
        {
          lat: '53.4794892',
          lon: '-2.2451148',
          addresstype: 'city',
          name: 'Manchester',
          display_name: 'Manchester, Greater Manchester, England, United Kingdom',
          address: { city: 'Manchester', state: 'England', country: 'United Kingdom', country_code: 'gb' },
        },
      ]),
    );
    const response = await get('/api/geocode/search?q=manchester&limit=3&format=json&addressdetails=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        lat: 53.4794892,
        lon: -2.2451148,
        display_name: 'Manchester, Greater Manchester, England',
        addresstype: 'city',
        slug: 'manchester',
      },
    ]);
    expect(fake.requests[0]?.url.searchParams.get('limit')).toBe('3');
    expect(fake.requests[0]?.userAgent).toBe('Dazu (+https://dazu.example)');
  });

  it('reverse-geocodes through the service, and answers 404 where it finds nothing', async () => {
    fake.answer(
      json({
        lat: '51.4545',
        lon: '-0.9781',
        addresstype: 'town',
        name: 'Reading',
        display_name: 'Reading, Berkshire, England, United Kingdom',
        address: { town: 'Reading', county: 'Berkshire', state: 'England', country_code: 'gb' },
      }),
    );
    const response = await get('/api/geocode/reverse?lat=51.4545&lon=-0.9781');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'reading',
      addresstype: 'town',
      address: { town: 'Reading', county: 'Berkshire', country: 'England' },
    });
    fake.answer(json({ error: 'Unable to geocode' }));
    expect((await get('/api/geocode/reverse?lat=45&lon=-30')).statusCode).toBe(404);
  });

  it('names the settlement from the gazetteer, without asking the service', async () => {
    const response = await get('/api/geocode/reverse?lat=51.539&lon=-0.1426&level=settlement');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ display_name: 'London, England', addresstype: 'city', slug: 'london' });
    expect(fake.requests).toHaveLength(0);
    expect((await get('/api/geocode/reverse?lat=51.539&lon=-0.1426&level=street')).statusCode).toBe(422);
  });

  it('answers from the gazetteer when the service fails', async () => {
    fake.answer(json({ message: 'down' }, 502));
    const response = await get('/api/geocode/search?q=manc');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ display_name: 'Manchester, England', slug: 'manchester' });
    // Within the cool-down the gazetteer answers without asking the service again.
    const reverse = await get('/api/geocode/reverse?lat=51.5074&lon=-0.1278');
    expect(reverse.json()).toMatchObject({ slug: 'london' });
    expect(fake.requests).toHaveLength(1);
  });

  it('still refuses bad parameters before asking anyone', async () => {
    expect((await get('/api/geocode/search?q=%20')).statusCode).toBe(422);
    expect((await get('/api/geocode/reverse?lat=91&lon=0')).statusCode).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('GEOCODER_URL', () => {
  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://example.org' })).toThrow(/GEOCODER_URL/);
    expect(loadConfig({ GEOCODER_USER_AGENT: 'Acme geocoding' }).geocoder).toEqual({
      url: undefined,
      userAgent: 'Acme geocoding',
    });
  });
});
