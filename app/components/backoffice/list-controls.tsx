import { Link } from 'react-router';
import { inputClass, labelClass } from '#app/components/forms/form-styles.ts';
import type { PageMeta } from '#contract/pagination.ts';

/**
 * A choice among `options`, or any (unless `required`): one of a list's filters, or a
 * field of a form whose empty value means "any" (`idPrefix` keeps the ids apart).
 */
export function FilterSelect({
  name,
  label,
  options,
  value,
  required = false,
  labels,
  idPrefix = 'filter',
}: {
  name: string;
  label: string;
  options: readonly string[];
  value?: string | undefined;
  required?: boolean;
  labels?: Readonly<Record<string, string>>;
  idPrefix?: string;
}) {
  return (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`${idPrefix}-${name}`} name={name} defaultValue={value ?? ''} className={inputClass}>
        {!required && <option value="">Any</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day filter (from/to), as the date picker sends it: 2026-11-27. */
export function DayFilter({ name, label, value }: { name: string; label: string; value?: string | undefined }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`filter-${name}`} name={name} type="date" defaultValue={value ?? ''} className={inputClass} />
    </div>
  );
}

/**
 * Links to the list's previous and next pages, when there are any. `of` names the list
 * when a page holds two ("Next page of changes"); `position` shows "Page 2 of 5" between.
 */
export function PagerLinks({
  meta,
  linkTo,
  label = 'Pages',
  of,
  position = false,
}: {
  meta: PageMeta;
  linkTo: (page: number) => string;
  label?: string;
  of?: string;
  position?: boolean;
}) {
  if (meta.last_page <= 1) return null;
  const suffix = of ? ` of ${of}` : '';
  return (
    <nav aria-label={label} className="mt-4 flex gap-4">
      {meta.page > 1 && (
        <Link to={linkTo(meta.page - 1)} className="font-semibold text-accent-700 underline">
          Previous page{suffix}
        </Link>
      )}
      {position && (
        <span className="text-gray-800">
          Page {meta.page} of {meta.last_page}
        </span>
      )}
      {meta.page < meta.last_page && (
        <Link to={linkTo(meta.page + 1)} className="font-semibold text-accent-700 underline">
          Next page{suffix}
        </Link>
      )}
    </nav>
  );
}

/** How many a list holds ("1 order", "40 orders, page 2 of 3"), read out when it changes. */
export function ListCount({ meta, one, many }: { meta: PageMeta; one: string; many: string }) {
  return (
    <p role="status" className="mb-3 text-gray-800">
      {meta.total === 1 ? `1 ${one}` : `${meta.total} ${many}`}
      {meta.last_page > 1 ? `, page ${meta.page} of ${meta.last_page}` : ''}
    </p>
  );
}

/** A list's words to find (`q`), as its GET form sends them. */
export function SearchField({
  label,
  value,
  className,
  maxLength = 100,
}: {
  label: string;
  value?: string | undefined;
  className?: string;
  maxLength?: number;
}) {
  return (
    <div className={className}>
      <label htmlFor="filter-q" className={labelClass}>
        {label}
      </label>
      <input
        id="filter-q"
        name="q"
        type="search"
        defaultValue={value ?? ''}
        maxLength={maxLength}
        className={inputClass}
      />
    </div>
  );
}
