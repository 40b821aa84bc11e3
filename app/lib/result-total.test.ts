import { describe, expect, it } from 'vitest';
import { resultTotal } from './result-total.ts';

describe('resultTotal', () => {
  it('counts exactly', () => {
    expect(resultTotal({ total: 1 })).toBe('1 property');
    expect(resultTotal({ total: 1234, total_exact: true })).toBe('1,234 properties');
  });

  it('shows a lower bound when the search stopped counting', () => {
    expect(resultTotal({ total: 10_000, total_exact: false })).toBe('10,000+ properties');
  });
});
