import { describe, expect, it } from 'vitest';
import { compactQuery, withAdType } from './query.ts';

describe('compactQuery', () => {
  it('drops empty fields and trims the others', () => {
    const entries: Array<[string, string]> = [
      ['type', 'rent'],
      ['category', ''],
      ['q', '  garden '],
      ['price[max]', '   '],
    ];
    expect(compactQuery(entries)).toBe('type=rent&q=garden');
  });

  it('keeps repeated keys', () => {
    expect(
      compactQuery([
        ['category', 'house'],
        ['category', 'flat'],
      ]),
    ).toBe('category=house&category=flat');
  });
});

describe('withAdType', () => {
  it('sends a wanted search as ad-type', () => {
    expect(withAdType(new URLSearchParams('type=seek-property&q=x')).toString()).toBe('q=x&ad-type=seek-property');
    expect(withAdType(new URLSearchParams('type=rent')).toString()).toBe('type=rent');
  });
});
