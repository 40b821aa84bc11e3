import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlaceSuggestion } from '#app/lib/places.ts';
import { homeSearchQuery } from '#app/lib/search-form.ts';
import type { UserLocation } from '#app/lib/user-location.ts';
import { DEFAULT_LISTING_TYPE } from '#contract/listing-types.ts';
import { SearchIcon } from '../icons.tsx';
import type { NavCategory } from '../nav/nav-categories.ts';
import { ListingTypeOptions } from './listing-type-options.tsx';
import { LocationCombobox } from './location-combobox.tsx';
import { UseMyLocationButton } from './use-my-location-button.tsx';

const selectClass = 'w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base';
const labelClass = 'mb-1 block text-sm font-semibold text-gray-800';

/**
 * Spec 2 screen 1: category, listing type (default sell) and location. With
 * JavaScript a picked place searches around it; without, the form is a plain GET to
 * /search and the location text is searched as words (q).
 */
export function HomeSearchForm({
  categories,
  savedLocation,
}: {
  categories: NavCategory[];
  savedLocation: UserLocation | null;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [place, setPlace] = useState<PlaceSuggestion | null>(
    savedLocation ? { ...savedLocation, addresstype: '', slug: '' } : null,
  );
  const [where, setWhere] = useState(savedLocation?.display_name ?? '');

  const choose = (picked: PlaceSuggestion) => {
    setPlace(picked);
    setWhere(picked.display_name);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`/search?${homeSearchQuery(new FormData(event.currentTarget), place)}`);
  };

  return (
    <search aria-label="Find a property">
      <form
        method="get"
        action="/search"
        onSubmit={onSubmit}
        className="grid gap-4 rounded-2xl bg-white p-4 text-left shadow-xl md:grid-cols-2 md:p-6 lg:grid-cols-[1fr_1fr_1.6fr_auto] lg:items-start"
      >
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>
            Category
          </label>
          <select id={`${id}-category`} name="category" defaultValue="" className={selectClass}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className={labelClass}>
            Listing type
          </label>
          <select id={`${id}-type`} name="type" defaultValue={DEFAULT_LISTING_TYPE} className={selectClass}>
            <ListingTypeOptions />
          </select>
        </div>
        <div className="md:col-span-2 lg:col-span-1">
          <LocationCombobox label="Location" name="q" value={where} onValueChange={setWhere} onPick={choose}>
            <UseMyLocationButton onLocate={choose} />
          </LocationCombobox>
        </div>
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 py-3 text-base font-semibold text-white hover:bg-accent-800 md:col-span-2 lg:col-span-1 lg:mt-6"
        >
          <SearchIcon /> Search
        </button>
      </form>
    </search>
  );
}
