import { Link } from 'react-router';
import { inputClass, labelClass } from '#app/components/forms/form-styles.ts';
import type { PageMeta } from '#contract/pagination.ts';

/** One of a back-office list's filters: a choice among `options`, or any (unless `required`). */
export function FilterSelect({
  name,
  label,
  options,
  value,
  required = false,
  labels,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value?: string;
  required?: boolean;
  labels?: Readonly<Record<string, string>>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className={inputClass}>
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

/** Links to the list's previous and next pages, when there are any. */
export function PagerLinks({
  meta,
  linkTo,
  label = 'Pages',
}: {
  meta: PageMeta;
  linkTo: (page: number) => string;
  label?: string;
}) {
  if (meta.last_page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex gap-4">
      {meta.page > 1 && (
        <Link to={linkTo(meta.page - 1)} className="font-semibold text-accent-700 underline">
          Previous page
        </Link>
      )}
      {meta.page < meta.last_page && (
        <Link to={linkTo(meta.page + 1)} className="font-semibold text-accent-700 underline">
          Next page
        </Link>
      )}
    </nav>
  );
}

/** A list's words to find (`q`), as its GET form sends them. */
export function SearchField({ label, value, className }: { label: string; value?: string; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor="filter-q" className={labelClass}>
        {label}
      </label>
      <input id="filter-q" name="q" type="search" defaultValue={value ?? ''} maxLength={100} className={inputClass} />
    </div>
  );
}
