// The keywords field of the search panel: Enter adds the
// typed text as a tag; blanks and duplicates are ignored. Keywords are compared and
// kept in lower case, as the search matches them regardless of case.
import { MAX_KEYWORDS } from '#contract/search.ts';

/** The longest keyword the search accepts (core/search/parse-query.ts). */
export const KEYWORD_MAX_LENGTH = 60;

export function normaliseKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, KEYWORD_MAX_LENGTH).trim();
}

/** The list with `raw` added at the end; the same list when it is blank, already there or the list is full. */
export function addKeyword(list: readonly string[], raw: string): readonly string[] {
  const keyword = normaliseKeyword(raw);
  if (keyword === '' || list.includes(keyword) || list.length >= MAX_KEYWORDS) return list;
  return [...list, keyword];
}

export function removeKeyword(list: readonly string[], keyword: string): readonly string[] {
  return list.filter((item) => item !== keyword);
}

/** Every keyword of a submitted form, in order, without blanks or duplicates. */
export function keywordsFrom(values: readonly string[]): string[] {
  return [...values.reduce<readonly string[]>(addKeyword, [])];
}
