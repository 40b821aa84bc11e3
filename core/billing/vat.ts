// VAT on VAT-inclusive prices, to the penny. Each line's VAT is worked out on its own
// and rounded to the nearest penny (halves up), which HMRC accepts for invoices; totals
// are the sums of the lines, so net + VAT = gross on every line and on the whole.

export type VatSplit = { gross: number; net: number; vat: number };

/** The VAT inside a gross amount at `ratePercent` (e.g. 20), in whole pence. */
export function splitGross(gross: number, ratePercent: number): VatSplit {
  if (!Number.isInteger(gross) || gross < 0) throw new RangeError(`gross must be whole pence, not ${gross}`);
  // Basis points keep the arithmetic in integers (17.5% is 1750).
  const rate = Math.round(ratePercent * 100);
  const numerator = gross * rate;
  const denominator = 10_000 + rate;
  // Nearest penny, halves up: floor((2n + d) / 2d).
  const vat = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return { gross, net: gross - vat, vat };
}

/** Lines and their totals. */
export function vatTotals(lines: readonly VatSplit[]): VatSplit {
  return lines.reduce(
    (sum, line) => ({ gross: sum.gross + line.gross, net: sum.net + line.net, vat: sum.vat + line.vat }),
    {
      gross: 0,
      net: 0,
      vat: 0,
    },
  );
}
