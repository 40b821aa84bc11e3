import { useId } from 'react';
import { BOOLEAN_ATTRIBUTES, CHOICE_ATTRIBUTES } from '#app/lib/panel-criteria.ts';
import { BOOLEAN_TRUE, LEASE_YEARS } from '#contract/attributes.ts';
import { plural } from '#contract/plural.ts';
import { legendClass } from './chip-group.tsx';
import { fieldClass } from './range-fields.tsx';

type Chosen = Map<string, string[]>;

/** One checkbox per boolean attribute on offer (instalments, bills included, new build...). */
export function BooleanAttributeChecks({ applicable, chosen }: { applicable: Set<string>; chosen: Chosen }) {
  const shown = BOOLEAN_ATTRIBUTES.filter((attribute) => applicable.has(attribute.slug));
  if (shown.length === 0) return null;
  return (
    <fieldset>
      <legend className="sr-only">Features</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {shown.map((attribute) => (
          <label key={attribute.slug} className="inline-flex cursor-pointer items-center gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              name={attribute.slug}
              value={BOOLEAN_TRUE}
              defaultChecked={chosen.get(attribute.slug)?.includes(BOOLEAN_TRUE)}
              className="size-4 accent-accent-700"
            />
            {attribute.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A select per single-choice attribute on offer (floor, year built, council tax band...). */
export function AttributeSelects({ applicable, chosen }: { applicable: Set<string>; chosen: Chosen }) {
  const id = useId();
  const shown = CHOICE_ATTRIBUTES.filter((attribute) => applicable.has(attribute.slug));
  if (shown.length === 0) return null;
  return (
    <div className="grid grid-cols-2 gap-3">
      {shown.map((attribute) => (
        <div key={attribute.slug}>
          <label htmlFor={`${id}-${attribute.slug}`} className={`block ${legendClass}`}>
            {attribute.name}
          </label>
          <select
            id={`${id}-${attribute.slug}`}
            name={attribute.slug}
            defaultValue={chosen.get(attribute.slug)?.[0] ?? ''}
            className={fieldClass}
          >
            <option value="">Any</option>
            {attribute.options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

const YEARS = Array.from({ length: LEASE_YEARS.max - LEASE_YEARS.min + 1 }, (_, index) => LEASE_YEARS.min + index);

/** 'How many years of lease?': shown while the leasehold chip is chosen; at least 1 to 200 years. */
export function LeaseYearsSelect({ defaultValue }: { defaultValue: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`block ${legendClass}`}>
        How many years of lease?
      </label>
      <select id={id} name="lease-years" defaultValue={defaultValue} className={fieldClass}>
        <option value="">Any</option>
        {YEARS.map((years) => (
          <option key={years} value={years}>
            At least {plural(years, 'year')}
          </option>
        ))}
      </select>
    </div>
  );
}
