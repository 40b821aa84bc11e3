import { useId, useRef } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useGetFormSubmit } from './use-get-form-submit.ts';

/**
 * One select that changes one parameter of the page (sort, radius). It keeps every
 * other parameter (as hidden fields) and goes back to page 1. With JavaScript a change
 * applies at once; without, a button does.
 */
export function QuerySelectForm({
  pathname,
  search,
  name,
  label,
  value,
  options,
}: {
  pathname: string;
  search: string;
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = useGetFormSubmit();
  const id = useId();
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== name && key !== 'page');
  return (
    <form ref={formRef} method="get" action={pathname} onSubmit={onSubmit} className="flex items-center gap-2">
      {kept.map(([key, kept], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat; its position is its identity
        <input key={`${key}-${index}`} type="hidden" name={key} value={kept} />
      ))}
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={value}
        onChange={() => formRef.current?.requestSubmit()}
        className="rounded-lg border border-gray-500 bg-white px-3 py-2 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="rounded-lg border border-gray-500 px-3 py-2 text-sm font-medium">
          Apply
        </button>
      )}
    </form>
  );
}
