import { describe, expect, it } from 'vitest';
import { searchQuery } from '#contract/search.ts';
import { parseSearchQuery } from './parse-query.ts';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('parseSearchQuery', () => {
  it('reads the criteria format of the spec', () => {
    const parsed = parse(
      'type=rent&category=house,flat&price[min]=500&price[max]=1500&location[lat]=53.48&location[lon]=-2.24&location[display_name]=Manchester&radius=5&rooms=2&q=garden&page=2&limit=10',
    );
    expect(parsed).toEqual({
      ok: true,
      criteria: {
        listingType: 'rent',
        categories: ['house', 'flat'],
        priceMin: 50_000,
        priceMax: 150_000,
        location: { lat: 53.48, lon: -2.24, name: 'Manchester' },
        radiusMiles: 5,
        bedrooms: '2',
        text: 'garden',
        tags: [],
        sort: 'newest',
        page: 2,
        perPage: 10,
      },
    });
  });

  it('reads ad-type=seek-property, the page-level aliases and boolean tags', () => {
    const parsed = parse('ad-type=seek-property&phrase=loft&urgent=true&investment=false&price_max=300000');
    expect(parsed.ok && parsed.criteria).toMatchObject({
      listingType: 'seek-property',
      text: 'loft',
      tags: ['urgent'],
      priceMax: 30_000_000,
    });
  });

  it('drops empty values as the spec client does', () => {
    const parsed = parse('type=&q=&category=');
    expect(parsed).toEqual({
      ok: true,
      criteria: { categories: [], tags: [], sort: 'newest', page: 1, perPage: 24 },
    });
  });

  it('refuses unknown and malformed parameters, naming each', () => {
    const parsed = parse('colour=red&price[min]=cheap&category=castle&type=buy&location[lat]=53&page=0');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      ['category', 'colour', 'location[lon]', 'page', 'price[min]', 'type'].sort(),
    );
    expect(parsed.errors.colour).toEqual(['is not a search parameter']);
    expect(parsed.errors.category).toEqual(["unknown category 'castle'"]);
  });

  it('refuses a minimum above the maximum and distance sorting without a place', () => {
    const parsed = parse('price[min]=500&price[max]=100&sort=distance');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['price[min]', 'sort']);
  });

  it('reads back what searchQuery writes', () => {
    const criteria = {
      listingType: 'sell' as const,
      categories: ['flat'],
      priceMin: 10_000_000,
      priceMax: 40_000_000,
      location: { lat: 51.5, lon: -0.12, name: 'London' },
      radiusMiles: 10,
      text: 'balcony',
      bedrooms: '3' as const,
      tags: ['super-deal' as const],
      sort: 'price-asc' as const,
      page: 3,
      perPage: 24,
    };
    expect(parse(searchQuery(criteria))).toEqual({ ok: true, criteria });
  });
});
