import { describe, expect, it } from 'vitest';
import { bidFormSchema, penceOfPounds } from './auction-forms.ts';

describe('a maximum bid typed in pounds', () => {
  it('reads the ways people write an amount', () => {
    expect(penceOfPounds('£250,000')).toBe(25_000_000);
    expect(penceOfPounds('250000')).toBe(25_000_000);
    expect(penceOfPounds(' £ 1,250,000.5 ')).toBe(125_000_050);
    expect(penceOfPounds('99.99')).toBe(9_999);
  });

  it('refuses what is not an amount, naming the field', () => {
    for (const text of ['', 'abc', '25,00', '£-5', '1.234', '12,3456']) expect(penceOfPounds(text)).toBeNull();
    const refused = bidFormSchema.safeParse({ max: '0' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['max']);
  });
});
