import { describe, expect, it } from 'vitest';
import { placeSearchHref } from './place-search-url.ts';

const newport = { lat: 51.58774, lon: -2.99835, display_name: 'Newport, Wales', addresstype: 'city' };

describe('placeSearchHref', () => {
  it('turns the words into the place, keeping every other filter', () => {
    const href = placeSearchHref(new URL('http://x/search?q=Newport&type=rent&rooms=2&page=3'), newport);
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'rent',
      rooms: '2',
      'location[lat]': '51.58774',
      'location[lon]': '-2.99835',
      'location[display_name]': 'Newport, Wales',
      radius: '10',
    });
  });

  it('keeps a radius already chosen and drops "most relevant", which needs words', () => {
    const url = new URL(
      placeSearchHref(new URL('http://x/category/house?phrase=Newport&radius=5&sort=relevance'), newport),
      'http://x',
    );
    expect(url.pathname).toBe('/category/house');
    expect(url.searchParams.get('radius')).toBe('5');
    expect(url.searchParams.has('sort')).toBe(false);
    expect(url.searchParams.has('phrase')).toBe(false);
  });
});

describe('placeSearchHref for a place named in the address', () => {
  it('replaces every form of location and keeps the words', () => {
    const href = placeSearchHref(
      new URL('http://x/search?location=newport&Location[name]=Newport&location[lat]=51&q=garden&sort=relevance'),
      newport,
      'location',
    );
    const url = new URL(href, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'garden',
      sort: 'relevance',
      'location[lat]': '51.58774',
      'location[lon]': '-2.99835',
      'location[display_name]': 'Newport, Wales',
      radius: '10',
    });
  });
});
