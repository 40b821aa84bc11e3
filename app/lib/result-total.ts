import type { PageMeta } from '#contract/pagination.ts';
import type { Dictionary } from './i18n/dictionary.ts';
import { visitorEn } from './i18n/sections/visitor.en.ts';

/** '1 property', '1,234 properties', or '10,000+ properties' when the search stopped counting (total_exact false). */
export function resultTotal(
  meta: Pick<PageMeta, 'total' | 'total_exact'>,
  words: Dictionary['results'] = visitorEn.results,
): string {
  return words.total(meta.total, meta.total_exact !== false);
}
