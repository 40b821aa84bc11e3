import { describe, expect, it } from 'vitest';
import { pluralPl, pluralPlWord } from './plural-pl.ts';

const AD = ['ogłoszenie', 'ogłoszenia', 'ogłoszeń'] as const;

describe('Polish counts', () => {
  it('use the first form for exactly one', () => {
    expect(pluralPl(1, ...AD)).toBe('1 ogłoszenie');
  });

  it('use the second form for numbers ending in 2 to 4, but not 12 to 14', () => {
    for (const count of [2, 3, 4, 22, 23, 34, 102, 1004]) expect(pluralPlWord(count, ...AD)).toBe('ogłoszenia');
    for (const count of [12, 13, 14, 112, 114]) expect(pluralPlWord(count, ...AD)).toBe('ogłoszeń');
  });

  it('use the third form for nought and everything else', () => {
    for (const count of [0, 5, 11, 15, 20, 21, 25, 101, 111]) expect(pluralPlWord(count, ...AD)).toBe('ogłoszeń');
  });

  it('write the number the Polish way', () => {
    expect(pluralPl(12345, ...AD)).toBe(`${new Intl.NumberFormat('pl-PL').format(12345)} ogłoszeń`);
  });
});
