import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/geocode/search', () => {
  it('suggests places in the shape of the open geocoding service', async () => {
    const response = await get('/api/geocode/search?q=manc&format=json&addressdetails=1');
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    expect(first).toEqual({
      lat: expect.closeTo(53.48, 1),
      lon: expect.closeTo(-2.24, 1),
      display_name: 'Manchester, England',
      addresstype: 'city',
      slug: 'manchester',
      match: 'prefix',
    });
  });

  it('finds a place despite a typo, and London districts', async () => {
    const nearMiss = (await get('/api/geocode/search?q=manchestr')).json()[0];
    expect(nearMiss).toMatchObject({ display_name: 'Manchester, England', match: 'near' });
    const camden = (await get('/api/geocode/search?q=camden')).json();
    expect(camden[0]).toMatchObject({ display_name: 'Camden Town, London', addresstype: 'suburb' });
  });

  it('respects the limit, 5 by default', async () => {
    expect((await get('/api/geocode/search?q=bri')).json()).toHaveLength(5);
    expect((await get('/api/geocode/search?q=bri&limit=2')).json()).toHaveLength(2);
    expect((await get('/api/geocode/search?q=bri&limit=10')).json()).toHaveLength(10);
  });

  it('refuses a missing or bad parameter with 422 naming it', async () => {
    const missing = await get('/api/geocode/search');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['q']);
    const blank = await get('/api/geocode/search?q=%20%20');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.q).toEqual(['Enter a place name']);
    const long = await get(`/api/geocode/search?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    for (const limit of ['0', '11', 'many', '2.5']) {
      const response = await get(`/api/geocode/search?q=bath&limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['limit']);
    }
  });
});

describe('GET /api/geocode/reverse', () => {
  it('names the place at a point', async () => {
    const response = await get('/api/geocode/reverse?lat=51.5074&lon=-0.1278&format=json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      display_name: 'London, England',
      addresstype: 'city',
      address: { city: 'London', country: 'England' },
    });
  });

  it('answers 404 far from the UK', async () => {
    const response = await get('/api/geocode/reverse?lat=45&lon=-30');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No place in the UK near this point' });
  });

  it('refuses bad coordinates with 422 naming them', async () => {
    const letters = await get('/api/geocode/reverse?lat=abc&lon=-0.1');
    expect(letters.statusCode).toBe(422);
    expect(Object.keys(letters.json().errors)).toEqual(['lat']);
    const missing = await get('/api/geocode/reverse?lat=51.5');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['lon']);
    const outside = await get('/api/geocode/reverse?lat=91&lon=181');
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().errors).sort()).toEqual(['lat', 'lon']);
    expect((await get('/api/geocode/reverse?lat=&lon=0')).statusCode).toBe(422);
  });
});

describe('GET /api/places/{slug}', () => {
  it('gives one place', async () => {
    const response = await get('/api/places/camden-town');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'camden-town',
      name: 'Camden Town',
      kind: 'suburb',
      county: 'Greater London',
      display_name: 'Camden Town, London',
      default_radius_miles: 1,
    });
  });

  it('answers 404 for an unknown place', async () => {
    const response = await get('/api/places/atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such place' });
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json();
    expect(document.paths['/api/geocode/search'].get.tags).toEqual(['places']);
    expect(document.paths['/api/geocode/reverse'].get.summary).toBeTruthy();
    expect(Object.keys(document.paths)).toContain('/api/places/{slug}');
  });
});
