import { describe, expect, it } from 'vitest';
import { emptyCriteria } from '#contract/search.ts';
import { relaxations, widerRadius } from './search-relaxation.ts';

const manchester = { lat: 53.48, lon: -2.24, name: 'Manchester' };

describe('wider searches for an empty result list', () => {
  it('widens the radius to the next choice', () => {
    expect(widerRadius({ ...emptyCriteria(), location: manchester, radiusMiles: 3 })).toBe(5);
    expect(widerRadius({ ...emptyCriteria(), location: manchester })).toBe(5);
    expect(widerRadius({ ...emptyCriteria(), location: manchester, radiusMiles: 40 })).toBeUndefined();
    expect(widerRadius(emptyCriteria())).toBeUndefined();
  });

  it('removes one filter at a time, on page 1', () => {
    const criteria = {
      ...emptyCriteria(),
      location: manchester,
      radiusMiles: 1,
      bedrooms: '4' as const,
      tags: ['urgent' as const],
      attributes: { dodatkowe: ['garage'] },
      page: 2,
    };
    const found = relaxations(criteria);
    expect(found.map((item) => item.label)).toEqual([
      'Search within 3 miles',
      'Any number of rooms',
      'Remove Urgent',
      'Remove Extras',
    ]);
    expect(found[0]?.criteria).toMatchObject({ radiusMiles: 3, bedrooms: '4', page: 1 });
    expect(found[1]?.criteria.bedrooms).toBeUndefined();
    expect(found[3]?.criteria.attributes).toEqual({});
  });

  it('drops a relevance sort with the words it ranked by', () => {
    const criteria = { ...emptyCriteria(), text: 'barn', sort: 'relevance' as const };
    expect(relaxations(criteria)[0]?.criteria.sort).toBe('newest');
  });
});
