import { describe, expect, it } from 'vitest';
import { backTargetOf, offerHref, safeResultsPath } from './back-to-search.ts';

const manchester = '/property/house/sell/manchester?price_to=300000&bedrooms_from=2&sort=price_asc&page=2';

describe('safeResultsPath', () => {
  it('keeps a results page with its filters, sort and page', () => {
    expect(safeResultsPath(manchester)).toBe(manchester);
    expect(safeResultsPath('/search?ad-type=seek-property&category=house')).toBe(
      '/search?ad-type=seek-property&category=house',
    );
    expect(safeResultsPath('/category/house?page=3')).toBe('/category/house?page=3');
    expect(safeResultsPath('/property/flat/rent')).toBe('/property/flat/rent');
  });

  it('drops a fragment', () => {
    expect(safeResultsPath('/search?page=2#results')).toBe('/search?page=2');
  });

  it.each([
    ['another site', 'https://evil.example/search'],
    ['a protocol-relative address', '//evil.example/search'],
    ['a backslash trick', '/\\evil.example/search'],
    ['a dot-segment trick', '/..//evil.example/search'],
    ['a script', 'javascript:alert(1)'],
    ['an encoded scheme', '%2F%2Fevil.example'],
    ['a page that is not a results page', '/settings'],
    ['the API', '/api/search'],
    ['a path climbing out of search', '/search/../settings'],
    ['an offer', '/offers/semi-in-leeds'],
    ['a control character', '/search?\nx=1'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(safeResultsPath(value)).toBeNull();
  });
});

describe('backTargetOf', () => {
  it('is the results page a card is on', () => {
    const [pathname, query] = manchester.split('?');
    expect(backTargetOf({ pathname: pathname ?? '', search: `?${query}` })).toBe(manchester);
  });

  it('passes on the results page an offer page came from, to its similar offers', () => {
    const search = `?${new URLSearchParams({ from: manchester })}`;
    expect(backTargetOf({ pathname: '/offers/semi-in-leeds', search })).toBe(manchester);
    expect(backTargetOf({ pathname: '/offers/semi-in-leeds', search: '?from=https://evil.example' })).toBeNull();
  });

  it('is none on other pages (the home page, favourites, a profile)', () => {
    expect(backTargetOf({ pathname: '/', search: '' })).toBeNull();
    expect(backTargetOf({ pathname: '/favorites', search: '?from=/search' })).toBeNull();
  });
});

describe('offerHref', () => {
  it('carries the results page only when there is one', () => {
    expect(offerHref('semi-in-leeds', null)).toBe('/offers/semi-in-leeds');
    const href = offerHref('semi-in-leeds', manchester);
    expect(new URL(href, 'https://x.invalid').searchParams.get('from')).toBe(manchester);
  });
});
