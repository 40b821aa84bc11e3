import type { PageMeta } from '#contract/pagination.ts';
import { formatCount, formatNumber } from './format.ts';

/** '1 property', '1,234 properties', or '10,000+ properties' when the search stopped counting (total_exact false). */
export function resultTotal(meta: Pick<PageMeta, 'total' | 'total_exact'>): string {
  if (meta.total_exact === false) return `${formatNumber(meta.total)}+ properties`;
  return formatCount(meta.total, 'property', 'properties');
}
