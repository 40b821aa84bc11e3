import { describe, expect, it } from 'vitest';
import { readPropertyPath } from './property-path.ts';

const isCategory = (slug: string) => ['flat', 'house', 'commercial'].includes(slug);

describe('the /property addresses', () => {
  it('read the listing type alone, or with a place', () => {
    expect(readPropertyPath({ type: 'rent' }, isCategory)).toEqual({ type: 'rent' });
    expect(readPropertyPath({ category: 'sell', type: 'leeds' }, isCategory)).toEqual({ type: 'sell', place: 'leeds' });
  });

  it('read a category with its type, and a place after them', () => {
    expect(readPropertyPath({ category: 'flat', type: 'rent' }, isCategory)).toEqual({
      type: 'rent',
      category: 'flat',
    });
    expect(readPropertyPath({ category: 'house', type: 'auction', location: 'york' }, isCategory)).toEqual({
      type: 'auction',
      category: 'house',
      place: 'york',
    });
  });

  it('are not results addresses otherwise', () => {
    expect(readPropertyPath({ type: 'lease' }, isCategory)).toBeNull();
    expect(readPropertyPath({ category: 'flat', type: 'lease' }, isCategory)).toBeNull();
    expect(readPropertyPath({ category: 'castle', type: 'rent' }, isCategory)).toBeNull();
    // A type, a place and a third segment: no such page.
    expect(readPropertyPath({ category: 'rent', type: 'leeds', location: 'x' }, isCategory)).toBeNull();
  });
});
