import { describe, expect, it } from 'vitest';
import { LEGACY_REDIRECTS, legacyRedirectTarget } from './legacy-paths.ts';

describe('legacyRedirectTarget', () => {
  it('sends old page names to their pages, keeping the query', () => {
    expect(legacyRedirectTarget('/About', '')).toBe('/about');
    expect(legacyRedirectTarget('/SearchResults', '?type=rent&page=2')).toBe('/search?type=rent&page=2');
    expect(legacyRedirectTarget('/account/MyOffers', '')).toBe('/my-offers');
    expect(legacyRedirectTarget('/blog/Post', '?id=3')).toBe('/blog?id=3');
  });

  it('knows the Copy variants', () => {
    expect(legacyRedirectTarget('/AboutCopy', '')).toBe('/about');
    expect(legacyRedirectTarget('/SearchResultsCopy', '?q=flat')).toBe('/search?q=flat');
  });

  it('ignores a trailing slash', () => {
    expect(legacyRedirectTarget('/About/', '')).toBe('/about');
  });

  it('is case-sensitive, so a target never redirects again', () => {
    expect(legacyRedirectTarget('/about', '')).toBeUndefined();
    expect(legacyRedirectTarget('/ABOUT', '')).toBeUndefined();
    for (const target of LEGACY_REDIRECTS.values()) expect(legacyRedirectTarget(target, '')).toBeUndefined();
  });
});
