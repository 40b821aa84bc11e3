// Counts in Polish words. Polish has three forms after a number: one for exactly 1
// ("1 mila"), one for numbers ending in 2, 3 or 4 except 12 to 14 ("2 mile", "24 mile")
// and one for the rest ("5 mil", "12 mil", "0 mil"). A fraction takes the genitive
// singular ("2,5 mili"), a fourth form; a word without one falls back to the 2-to-4 form.
const NUMBER = new Intl.NumberFormat('pl-PL');

export type PolishForms = { one: string; few: string; many: string; fraction?: string };

/** The word alone for a count: pluralPl(3, { one: 'mila', few: 'mile', many: 'mil' }) is 'mile'. */
export function pluralPl(count: number, forms: PolishForms): string {
  if (!Number.isInteger(count)) return forms.fraction ?? forms.few;
  if (count === 1) return forms.one;
  const units = Math.abs(count) % 10;
  const tens = Math.abs(count) % 100;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? forms.few : forms.many;
}

/** The count, written as Poles write numbers, and its word: '1 mila', '22 mile', '1250 ofert'. */
export function countPl(count: number, forms: PolishForms): string {
  return `${NUMBER.format(count)} ${pluralPl(count, forms)}`;
}
