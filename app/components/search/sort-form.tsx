import { useT } from '#app/hooks/use-t.ts';
import { availableSorts } from '#app/lib/sort-choices.ts';
import type { SearchCriteria } from '#contract/search.ts';
import { QuerySelectForm } from './query-select-form.tsx';

/** The sort select: 'Nearest first' only with a location, 'Most relevant' only with words to rank by. */
export function SortForm({
  pathname,
  search,
  criteria,
}: {
  pathname: string;
  search: string;
  criteria: SearchCriteria;
}) {
  const t = useT();
  return (
    <QuerySelectForm
      pathname={pathname}
      search={search}
      name="sort"
      label={t.results.sortBy}
      value={criteria.sort}
      options={availableSorts(criteria).map((sort) => ({ value: sort, label: t.results.sorts[sort] }))}
    />
  );
}
