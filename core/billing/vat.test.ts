import { describe, expect, it } from 'vitest';
import { splitGross, vatTotals } from './vat.ts';

describe('VAT on VAT-inclusive prices', () => {
  it.each([
    // gross, rate, vat, net
    [0, 20, 0, 0],
    [1, 20, 0, 1],
    [3, 20, 1, 2], // 0.5p rounds up
    [6, 20, 1, 5],
    [299, 20, 50, 249], // 49.83p
    [499, 20, 83, 416], // 83.17p
    [999, 20, 167, 832], // 166.5p rounds up
    [1799, 20, 300, 1499], // 299.83p
    [2999, 20, 500, 2499], // 499.83p
    [120, 20, 20, 100],
    [105, 5, 5, 100], // reduced rate
    [2350, 17.5, 350, 2000], // the old standard rate
    [1000, 0, 0, 1000], // zero-rated
    [100_000_000, 20, 16_666_667, 83_333_333],
  ])('%i pence at %d%% holds %i pence of VAT', (gross, rate, vat, net) => {
    expect(splitGross(gross, rate)).toEqual({ gross, net, vat });
  });

  it('adds lines up so that net and VAT always make the gross', () => {
    const lines = [299, 499, 999, 3].map((gross) => splitGross(gross, 20));
    const total = vatTotals(lines);
    expect(total).toEqual({ gross: 1800, vat: 301, net: 1499 });
    expect(total.net + total.vat).toBe(total.gross);
  });

  it.each([
    // lines (gross pence), invoice totals worked out by hand: VAT per line, then summed
    [[499, 999], { gross: 1498, vat: 250, net: 1248 }], // 83.17 -> 83, 166.5 -> 167
    [[1499, 499, 399], { gross: 2397, vat: 400, net: 1997 }], // 249.83 -> 250, 83.17 -> 83, 66.5 -> 67
    [[2999, 150], { gross: 3149, vat: 525, net: 2624 }], // 499.83 -> 500, 25 -> 25
    [[1, 1, 1], { gross: 3, vat: 0, net: 3 }], // 0.17p each rounds to nothing
    [[3, 3], { gross: 6, vat: 2, net: 4 }], // 0.5p each rounds up
  ])('an invoice of %j comes to %j', (lines, totals) => {
    expect(vatTotals(lines.map((gross) => splitGross(gross, 20)))).toEqual(totals);
  });

  it('refuses amounts that are not whole pence', () => {
    expect(() => splitGross(1.5, 20)).toThrow(RangeError);
    expect(() => splitGross(-1, 20)).toThrow(RangeError);
  });
});
