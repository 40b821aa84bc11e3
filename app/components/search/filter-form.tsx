import { useId } from 'react';
import { ROOM_CHOICES, type SearchCriteria } from '#contract/search.ts';
import type { NavCategory } from '../nav/nav-categories.ts';
import { ListingTypeOptions } from './listing-type-options.tsx';
import { useGetFormSubmit } from './use-get-form-submit.ts';

type CategoryTree = Array<NavCategory & { children: Array<{ slug: string; name: string }> }>;

/** Parameters this form sets itself; every other one of the page is carried along. */
const OWN_FIELDS = new Set([
  'type',
  'typ',
  'ad-type',
  'category',
  'price[min]',
  'price[max]',
  'price_max',
  'rooms',
  'number-of-rooms',
  'page',
]);

const fieldClass = 'w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm';
const labelClass = 'mb-1 block text-sm font-medium text-gray-800';
const pounds = (pence: number | undefined): string => (pence === undefined ? '' : String(Math.floor(pence / 100)));

/** The simple filter panel: listing type, category, price range and bedrooms, as a GET form to /search. */
export function FilterForm({
  search,
  criteria,
  categories,
}: {
  search: string;
  criteria: SearchCriteria;
  categories: CategoryTree;
}) {
  const onSubmit = useGetFormSubmit();
  const id = useId();
  const kept = [...new URLSearchParams(search)].filter(([key]) => !OWN_FIELDS.has(key));
  return (
    <form method="get" action="/search" onSubmit={onSubmit} className="flex flex-col gap-4">
      {kept.map(([key, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key may repeat; its position is its identity
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <div>
        <label htmlFor={`${id}-type`} className={labelClass}>
          Listing type
        </label>
        <select id={`${id}-type`} name="type" defaultValue={criteria.listingType ?? ''} className={fieldClass}>
          <option value="">Any</option>
          <ListingTypeOptions />
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          Category
        </label>
        <select
          id={`${id}-category`}
          name="category"
          defaultValue={criteria.categories.length === 1 ? criteria.categories[0] : ''}
          className={fieldClass}
        >
          <option value="">All categories</option>
          {categories.map((root) => (
            <optgroup key={root.slug} label={root.name}>
              <option value={root.slug}>All {root.name.toLowerCase()}</option>
              {root.children.map((child) => (
                <option key={child.slug} value={child.slug}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>Price (£)</legend>
        <div className="grid grid-cols-2 gap-2">
          <PoundsInput id={`${id}-min`} name="price[min]" label="Minimum" pence={criteria.priceMin} />
          <PoundsInput id={`${id}-max`} name="price[max]" label="Maximum" pence={criteria.priceMax} />
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-rooms`} className={labelClass}>
          Bedrooms
        </label>
        <select id={`${id}-rooms`} name="rooms" defaultValue={criteria.bedrooms ?? ''} className={fieldClass}>
          <option value="">Any</option>
          {ROOM_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice.endsWith('+') ? choice : `${choice}+`}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-full bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-800"
      >
        Apply filters
      </button>
    </form>
  );
}

function PoundsInput({
  id,
  name,
  label,
  pence,
}: {
  id: string;
  name: string;
  label: string;
  pence: number | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label} price in pounds
      </label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder={label === 'Minimum' ? 'Min' : 'Max'}
        defaultValue={pounds(pence)}
        className={fieldClass}
      />
    </div>
  );
}
