// GET /api/places/nearby: the offline map's labels, the largest places of the box first.
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();

const get = (url: string) => t.app.inject({ method: 'GET', url });
// Greater Manchester, roughly.
const MANCHESTER_BOX = '-2.45,53.35,-2.0,53.6';

describe('GET /api/places/nearby', () => {
  it('names the places inside the box, the city first', async () => {
    const response = await get(`/api/places/nearby?bbox=${MANCHESTER_BOX}&limit=10`);
    expect(response.statusCode).toBe(200);
    const found = response.json() as Array<{ name: string; kind: string; lat: number; lon: number }>;
    expect(found).toHaveLength(10);
    expect(found[0]).toMatchObject({ name: 'Manchester', kind: 'city' });
    for (const place of found) {
      expect(place.lat).toBeGreaterThanOrEqual(53.35);
      expect(place.lat).toBeLessThanOrEqual(53.6);
      expect(place.lon).toBeGreaterThanOrEqual(-2.45);
      expect(place.lon).toBeLessThanOrEqual(-2.0);
    }
    expect(found.map((place) => place.name)).not.toContain('London');
  });

  it('answers nothing out at sea', async () => {
    const response = await get('/api/places/nearby?bbox=-20,45,-15,48');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a missing or bad bbox or limit with 422 naming it', async () => {
    for (const [query, field] of [
      ['', 'bbox'],
      ['bbox=1,2,3', 'bbox'],
      ['bbox=-2,53,-3,54', 'bbox'],
      ['bbox=a,b,c,d', 'bbox'],
      [`bbox=${MANCHESTER_BOX}&limit=0`, 'limit'],
      [`bbox=${MANCHESTER_BOX}&limit=500`, 'limit'],
    ] as const) {
      const response = await get(`/api/places/nearby?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });
});
