import { describe, expect, it } from 'vitest';
import { emptyCriteria, searchQuery } from '#contract/search.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { overlappingGroups, shortPrice, viewportBbox, withBoundingBox } from './map-results.ts';

describe('the results map', () => {
  it('rounds and clamps a viewport', () => {
    expect(viewportBbox({ west: -2.123456, south: 53.400049, east: 190, north: 95 })).toEqual({
      west: -2.1235,
      south: 53.4,
      east: 180,
      north: 90,
    });
  });

  it('searches an area instead of the place, with a URL the search accepts', () => {
    const criteria = withBoundingBox(
      {
        ...emptyCriteria(),
        listingType: 'rent',
        location: { lat: 53.48, lon: -2.24 },
        radiusMiles: 5,
        sort: 'distance',
        page: 4,
      },
      { west: -2.3, south: 53.4, east: -2.1, north: 53.5 },
    );
    expect(criteria).toMatchObject({ listingType: 'rent', sort: 'newest', page: 1 });
    expect(criteria.location).toBeUndefined();
    const query = searchQuery(criteria);
    expect(new URLSearchParams(query).get('bbox')).toBe('-2.3,53.4,-2.1,53.5');
    expect(parseSearchQuery(new URLSearchParams(query)).ignored).toEqual([]);
  });

  it('labels markers briefly', () => {
    expect(shortPrice(35_000_000, null)).toBe('£350k');
    expect(shortPrice(125_000_000, null)).toBe('£1.25m');
    expect(shortPrice(4_550_000, null)).toBe('£45.5k');
    expect(shortPrice(95_000, 'month')).toBe('£950 pcm');
    expect(shortPrice(18_000, 'week')).toBe('£180 pw');
    expect(shortPrice(null, null)).toBe('POA');
  });
});

describe('markers that would overlap', () => {
  it('are grouped; distant ones stay apart', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 150, y: 110 },
      { x: 400, y: 100 },
      { x: 100, y: 200 },
      { x: 120, y: 95 },
    ];
    expect(overlappingGroups(points)).toEqual([[0, 1, 4], [2], [3]]);
  });
});
