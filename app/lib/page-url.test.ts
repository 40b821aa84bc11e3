import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url.ts';

describe('pageUrl', () => {
  it('leaves a page address as it is', () => {
    expect(pageUrl('http://x.test/search?type=rent').href).toBe('http://x.test/search?type=rent');
  });

  it('turns a data request back into the page address', () => {
    const url = pageUrl('http://x.test/search.data?sort=price-asc&_routes=routes%2Fsearch');
    expect(url.pathname).toBe('/search');
    expect(url.search).toBe('?sort=price-asc');
    expect(pageUrl('http://x.test/_.data?_routes=root').pathname).toBe('/');
    expect(pageUrl('http://x.test/About.data').pathname).toBe('/About');
  });
});
