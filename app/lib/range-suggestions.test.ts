import { describe, expect, it } from 'vitest';
import { AREA_SUGGESTIONS, priceSuggestions } from '#contract/price-suggestions.ts';
import { rangeSuggestions, wholeNumber } from './range-suggestions.ts';

describe('range suggestions', () => {
  const prices = priceSuggestions('sell');

  it('offers every value while nothing is chosen', () => {
    expect(rangeSuggestions(prices, undefined, undefined)).toEqual({ from: prices, to: prices });
  });

  it('the to-list holds only values at or above the chosen minimum', () => {
    const { to, from } = rangeSuggestions(prices, 200_000, undefined);
    expect(to[0]).toBe(200_000);
    expect(to.every((value) => value >= 200_000)).toBe(true);
    expect(from).toEqual(prices);
  });

  it('the from-list holds only values at or below the chosen maximum', () => {
    const { from, to } = rangeSuggestions(prices, undefined, 500_000);
    expect(from.at(-1)).toBe(500_000);
    expect(from.every((value) => value <= 500_000)).toBe(true);
    expect(to).toEqual(prices);
  });

  it('applies both sides at once, for the floor area too', () => {
    const { from, to } = rangeSuggestions(AREA_SUGGESTIONS, 60, 150);
    expect(from).toEqual(AREA_SUGGESTIONS.filter((value) => value <= 150));
    expect(to).toEqual(AREA_SUGGESTIONS.filter((value) => value >= 60));
  });

  it('uses the rent list for rents', () => {
    expect(rangeSuggestions(priceSuggestions('rent'), 1_000, undefined).to[0]).toBe(1_000);
  });

  it('reads typed numbers', () => {
    expect(wholeNumber('£250,000')).toBe(250_000);
    expect(wholeNumber(' 80 ')).toBe(80);
    expect(wholeNumber('')).toBeUndefined();
    expect(wholeNumber('12.5')).toBeUndefined();
    expect(wholeNumber('-3')).toBeUndefined();
  });
});
