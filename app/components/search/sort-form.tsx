import { useId, useRef } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { type SearchCriteria, SORT_LABELS, SORTS } from '#contract/search.ts';
import { useGetFormSubmit } from './use-get-form-submit.ts';

/**
 * The sort select. It keeps every other parameter of the page (as hidden fields) and
 * goes back to page 1. With JavaScript a change applies at once; without, a button does.
 */
export function SortForm({
  pathname,
  search,
  criteria,
}: {
  pathname: string;
  search: string;
  criteria: SearchCriteria;
}) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = useGetFormSubmit();
  const id = useId();
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== 'sort' && key !== 'page');
  const sorts = SORTS.filter((sort) => sort !== 'distance' || criteria.location);
  return (
    <form ref={formRef} method="get" action={pathname} onSubmit={onSubmit} className="flex items-center gap-2">
      {kept.map(([key, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat; its position is its identity
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={criteria.sort}
        onChange={() => formRef.current?.requestSubmit()}
        className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="rounded-lg border border-gray-400 px-3 py-2 text-sm font-medium">
          Sort
        </button>
      )}
    </form>
  );
}
