import { useId } from 'react';
import { LISTING_TYPE_LABELS, LISTING_TYPES } from '#contract/listing-types.ts';
import { ROOM_CHOICES, type SearchCriteria } from '#contract/search.ts';
import type { NavCategory } from '../nav/nav-categories.ts';
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
  const pounds = (pence: number | undefined) => (pence === undefined ? '' : String(Math.floor(pence / 100)));
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
          {LISTING_TYPES.map((type) => (
            <option key={type} value={type}>
              {LISTING_TYPE_LABELS[type]}
            </option>
          ))}
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
          <div>
            <label htmlFor={`${id}-min`} className="sr-only">
              Minimum price in pounds
            </label>
            <input
              id={`${id}-min`}
              name="price[min]"
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder="Min"
              defaultValue={pounds(criteria.priceMin)}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="sr-only">
              Maximum price in pounds
            </label>
            <input
              id={`${id}-max`}
              name="price[max]"
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder="Max"
              defaultValue={pounds(criteria.priceMax)}
              className={fieldClass}
            />
          </div>
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
