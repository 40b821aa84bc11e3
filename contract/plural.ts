// Counts in words, as people in the UK read them: "1 mile", "0 miles", "2.5 miles",
// "1,234 properties". English uses the singular for exactly one and the plural for
// everything else (nought and fractions included), so one helper serves every count.
const NUMBER = new Intl.NumberFormat('en-GB');

/** The word alone for a count: 'mile' for 1, 'miles' otherwise; the plural defaults to the word plus 's'. */
export function pluralWord(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** The count and its word: '1 mile', '3 miles', '1,250 properties'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${NUMBER.format(count)} ${pluralWord(count, singular, pluralForm)}`;
}
