import { describe, expect, it } from 'vitest';
import { DEFAULT_RADIUS_MILES } from '#contract/search.ts';
import { adLocationName, radiusForPlaceKind, readPlace, readPlaceList } from './places.ts';

describe('radiusForPlaceKind', () => {
  it('widens with the size of the place', () => {
    expect(radiusForPlaceKind('suburb')).toBe(1);
    expect(radiusForPlaceKind('town')).toBe(3);
    expect(radiusForPlaceKind('city')).toBe(10);
  });

  it('falls back to the default radius', () => {
    expect(radiusForPlaceKind(undefined)).toBe(DEFAULT_RADIUS_MILES);
    expect(radiusForPlaceKind('hamlet')).toBe(DEFAULT_RADIUS_MILES);
  });
});

describe('readPlace', () => {
  const oxford = {
    lat: 51.75,
    lon: -1.25,
    display_name: 'Oxford, Oxfordshire, England',
    addresstype: 'city',
    slug: 'oxford',
  };

  it('reads a suggestion', () => {
    expect(readPlace(oxford)).toEqual(oxford);
  });

  it('accepts coordinates as text', () => {
    expect(readPlace({ ...oxford, lat: '51.75', lon: '-1.25' })).toEqual(oxford);
  });

  it('refuses what is not a place', () => {
    expect(readPlace(null)).toBeNull();
    expect(readPlace({ ...oxford, lat: 'north' })).toBeNull();
    expect(readPlace({ ...oxford, lat: null })).toBeNull();
    expect(readPlace({ ...oxford, lon: 200 })).toBeNull();
    expect(readPlace({ ...oxford, display_name: '' })).toBeNull();
  });

  it('keeps the good items of a list', () => {
    expect(readPlaceList([oxford, { nope: true }])).toEqual([oxford]);
    expect(readPlaceList({ data: [] })).toEqual([]);
  });
});

describe('adLocationName', () => {
  const postcode = { lat: 53.8, lon: -1.55, addresstype: 'postcode', slug: 'ls1' };

  it('names a postcode by its area and district, never the full postcode typed', () => {
    expect(adLocationName({ ...postcode, display_name: 'LS1 4AP, Leeds (around LS1)' })).toBe('Leeds LS1');
    expect(adLocationName({ ...postcode, display_name: 'LS1, Leeds' })).toBe('Leeds LS1');
    expect(
      adLocationName({ ...postcode, slug: 'sw1a', display_name: 'SW1A 1AA, Westminster, London (around SW1A)' }),
    ).toBe('Westminster, London SW1A');
  });

  it('keeps the name of any other place as suggested', () => {
    expect(
      adLocationName({
        ...postcode,
        addresstype: 'neighbourhood',
        slug: 'ancoats',
        display_name: 'Ancoats, Manchester',
      }),
    ).toBe('Ancoats, Manchester');
  });
});
