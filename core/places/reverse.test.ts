import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import { findPlaceBySlug } from './find.ts';
import { reverseGeocode } from './reverse.ts';

const t = testAppForFile();

describe('reverseGeocode', () => {
  it('names London for central London', async () => {
    const place = await reverseGeocode(t.database.db, 51.5074, -0.1278);
    expect(place).toMatchObject({
      display_name: 'London, England',
      addresstype: 'city',
      slug: 'london',
      address: { city: 'London', county: 'Greater London', country: 'England' },
    });
  });

  it('names the London district with London as its city', async () => {
    const place = await reverseGeocode(t.database.db, 51.539, -0.1426);
    expect(place).toMatchObject({
      display_name: 'Camden Town, London',
      addresstype: 'suburb',
      address: { suburb: 'Camden Town', city: 'London', country: 'England' },
    });
  });

  it('names the city, not the district, when asked for the settlement', async () => {
    const place = await reverseGeocode(t.database.db, 51.539, -0.1426, 'settlement');
    expect(place).toMatchObject({ display_name: 'London, England', addresstype: 'city', slug: 'london' });
    expect(place?.address).not.toHaveProperty('suburb');
    expect(await reverseGeocode(t.database.db, 51.4545, -0.9781, 'settlement')).toMatchObject({
      addresstype: 'town',
      address: { town: 'Reading' },
    });
  });

  it('names cities, towns and villages elsewhere', async () => {
    expect(await reverseGeocode(t.database.db, 55.9533, -3.1883)).toMatchObject({
      addresstype: 'city',
      address: { city: 'Edinburgh', country: 'Scotland' },
    });
    expect(await reverseGeocode(t.database.db, 51.4545, -0.9781)).toMatchObject({
      addresstype: 'town',
      address: { town: 'Reading', country: 'England' },
    });
    const rural = await reverseGeocode(t.database.db, 51.85, -1.75);
    expect(rural?.addresstype).toBe('village');
    expect(rural?.address.village).toBe(rural?.display_name.split(',')[0]);
  });

  it('prefers a town a little farther away to a hamlet nearby', async () => {
    // 1.1 km from the centre of Truro (a city), nearer to no village than that.
    const place = await reverseGeocode(t.database.db, 50.2702, -5.0385);
    expect(place?.address.city).toBe('Truro');
  });

  it('answers null far from the UK', async () => {
    expect(await reverseGeocode(t.database.db, 45, -30)).toBeNull();
    expect(await reverseGeocode(t.database.db, 48.8566, 2.3522)).toBeNull();
  });
});

describe('findPlaceBySlug', () => {
  it('gives the place with its kind, position and default radius', async () => {
    const place = await findPlaceBySlug(t.database.db, 'st-albans');
    expect(place).toMatchObject({
      slug: 'st-albans',
      name: 'St Albans',
      kind: 'city',
      county: 'Hertfordshire',
      country: 'England',
      display_name: 'St Albans, Hertfordshire, England',
      default_radius_miles: 10,
    });
    expect(place?.lat).toBeCloseTo(51.75, 1);
    expect(await findPlaceBySlug(t.database.db, 'no-such-place')).toBeNull();
  });

  it('keeps the plain slug for the best-known place of a shared name', async () => {
    expect((await findPlaceBySlug(t.database.db, 'brixton'))?.county).toBe('Greater London');
    expect((await findPlaceBySlug(t.database.db, 'brixton-devon'))?.county).toBe('Devon');
    expect((await findPlaceBySlug(t.database.db, 'richmond-greater-london'))?.kind).toBe('suburb');
  });
});
