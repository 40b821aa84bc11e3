import { describe, expect, it } from 'vitest';
import { searchHeading } from './search-heading.ts';

describe('searchHeading', () => {
  it('names category, type and place', () => {
    expect(searchHeading({ categoryName: 'Houses', listingType: 'rent' })).toBe('Houses to rent');
    expect(searchHeading({ categoryName: 'Houses', listingType: 'rent', placeName: 'Manchester' })).toBe(
      'Houses to rent in Manchester',
    );
    expect(searchHeading({ categoryName: 'Flats', listingType: 'sell' })).toBe('Flats for sale');
    expect(searchHeading({ categoryName: 'Land', listingType: 'auction' })).toBe('Land at auction');
    expect(searchHeading({ categoryName: 'Rooms', listingType: 'seek-property' })).toBe('Rooms wanted');
  });

  it('falls back to properties', () => {
    expect(searchHeading({})).toBe('Properties');
    expect(searchHeading({ listingType: 'swap' })).toBe('Properties to swap');
    expect(searchHeading({ categoryName: 'New build' })).toBe('New build');
  });
});
