// Counts in Polish words. Polish has three forms after a whole number: one for exactly
// 1 ("1 ogłoszenie"), another when the number ends in 2, 3 or 4 except 12 to 14
// ("3 ogłoszenia", "22 ogłoszenia", but "12 ogłoszeń"), and a third for everything
// else, nought included ("0 ogłoszeń", "5 ogłoszeń", "11 ogłoszeń").
const NUMBER = new Intl.NumberFormat('pl-PL');

/** The word alone for a whole count: `one` for 1, `few` for 2–4, 22–24…, `many` otherwise. */
export function pluralPlWord(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(count);
  if (n === 1) return one;
  const units = n % 10;
  const tens = n % 100;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
}

/** The count and its word: '1 ogłoszenie', '3 ogłoszenia', '5 ogłoszeń'. */
export function pluralPl(count: number, one: string, few: string, many: string): string {
  return `${NUMBER.format(count)} ${pluralPlWord(count, one, few, many)}`;
}
