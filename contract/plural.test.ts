import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural.ts';

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'mile')).toBe('1 mile');
    expect(pluralWord(1, 'property', 'properties')).toBe('property');
  });

  it('uses the plural for nought, fractions and more than one', () => {
    expect(plural(0, 'mile')).toBe('0 miles');
    expect(plural(0.5, 'mile')).toBe('0.5 miles');
    expect(plural(1.2, 'mile')).toBe('1.2 miles');
    expect(plural(2, 'mile')).toBe('2 miles');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(plural(1234, 'property', 'properties')).toBe('1,234 properties');
    expect(plural(1, 'property', 'properties')).toBe('1 property');
  });
});
