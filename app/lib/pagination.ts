// Page links of a result list: always the first and last page, a window around the
// current one, and a gap where pages are left out.
export type PageItem = number | 'gap';

export function pageItems(current: number, last: number, around = 1): PageItem[] {
  if (last <= 1) return [1];
  const pages = new Set<number>([1, last]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/** The same search on another page: every other parameter is kept; page 1 has no page parameter. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
