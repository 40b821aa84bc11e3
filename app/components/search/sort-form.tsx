import { availableSorts } from '#app/lib/sort-choices.ts';
import { type SearchCriteria, SORT_LABELS } from '#contract/search.ts';
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
  return (
    <QuerySelectForm
      pathname={pathname}
      search={search}
      name="sort"
      label="Sort by"
      value={criteria.sort}
      options={availableSorts(criteria).map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
    />
  );
}
