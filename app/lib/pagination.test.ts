import { describe, expect, it } from 'vitest';
import { pageHref, pageItems } from './pagination.ts';

describe('pageItems', () => {
  it('lists one page when there is only one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it('lists every page of a short list', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('leaves gaps around the current window', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('fills a gap of a single page with that page', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

describe('pageHref', () => {
  it('keeps the other parameters', () => {
    expect(pageHref('/search', '?type=rent&category=house', 3)).toBe('/search?type=rent&category=house&page=3');
  });

  it('replaces the page and drops it for page 1', () => {
    expect(pageHref('/search', 'type=rent&page=3', 4)).toBe('/search?type=rent&page=4');
    expect(pageHref('/search', 'type=rent&page=3', 1)).toBe('/search?type=rent');
    expect(pageHref('/property/house/rent', 'page=2', 1)).toBe('/property/house/rent');
  });
});
