import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { modalCriteria } from '#app/lib/search-form.ts';
import { MODAL_PROPERTY_TYPES } from '#contract/categories.ts';
import { DEFAULT_LISTING_TYPE, LISTING_TYPE_LABELS, LISTING_TYPES } from '#contract/listing-types.ts';
import { ROOM_CHOICES, searchQuery } from '#contract/search.ts';
import { CloseIcon, SearchIcon } from '../icons.tsx';
import type { NavCategory } from '../nav/nav-categories.ts';
import { ChoiceChip } from './choice-chip.tsx';

const ADDED_CHOICES = [
  { value: '', label: 'Anytime' },
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last-3-days', label: 'Last 3 days' },
] as const;

const legendClass = 'mb-2 text-sm font-semibold text-gray-900';

/**
 * Spec 2 screen 3: the full-screen search. A native modal <dialog> keeps focus inside,
 * closes on Escape and gives focus back to the button that opened it. Grouped
 * suggestions (Locations, Offers) come later.
 */
export function SearchModal({
  open,
  onClose,
  categories,
}: {
  open: boolean;
  onClose: () => void;
  categories: NavCategory[];
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [priceError, setPriceError] = useState<string | undefined>();
  const navigate = useNavigate();
  const titleId = useId();
  const priceErrorId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { criteria, errors } = modalCriteria(new FormData(event.currentTarget));
    setPriceError(errors['price[max]']);
    if (Object.keys(errors).length > 0) return;
    onClose();
    navigate(`/search?${searchQuery(criteria)}`);
  };

  const propertyTypes = MODAL_PROPERTY_TYPES.map((slug) => ({
    slug,
    name: categories.find((category) => category.slug === slug)?.name ?? slug,
  }));

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-gray-900 backdrop:bg-black/40"
    >
      <form
        method="get"
        action="/search"
        onSubmit={onSubmit}
        className="mx-auto flex max-w-3xl flex-col gap-6 p-4 md:p-8"
      >
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-2xl font-bold">
            Search
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close search"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-gray-100"
          >
            <CloseIcon />
          </button>
        </div>

        <div className="relative">
          <label htmlFor={`${titleId}-q`} className="sr-only">
            Search by keyword or city
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-600" />
          <input
            ref={inputRef}
            id={`${titleId}-q`}
            name="q"
            type="search"
            maxLength={200}
            placeholder="Search by keyword or city"
            autoComplete="off"
            className="w-full rounded-full border border-gray-400 py-3 pr-4 pl-12 text-lg"
          />
        </div>

        <fieldset>
          <legend className={legendClass}>Property Type</legend>
          <div className="flex flex-wrap gap-2">
            {propertyTypes.map((type) => (
              <ChoiceChip key={type.slug} type="checkbox" name="category" value={type.slug} label={type.name} />
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className={legendClass}>Added</legend>
          <div className="flex flex-wrap gap-2">
            {ADDED_CHOICES.map((choice) => (
              <ChoiceChip
                key={choice.value}
                type="radio"
                name="added"
                value={choice.value}
                label={choice.label}
                defaultChecked={choice.value === ''}
              />
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className={legendClass}>Listing type</legend>
          <div className="flex flex-wrap gap-2">
            {LISTING_TYPES.map((type) => (
              <ChoiceChip
                key={type}
                type="radio"
                name="type"
                value={type}
                label={LISTING_TYPE_LABELS[type]}
                defaultChecked={type === DEFAULT_LISTING_TYPE}
              />
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${titleId}-price`} className={`block ${legendClass}`}>
            Max price
          </label>
          <div className="flex max-w-xs items-center rounded-lg border border-gray-400 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-700">
            <span className="pl-3 text-gray-700" aria-hidden="true">
              £
            </span>
            <input
              id={`${titleId}-price`}
              name="price[max]"
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? priceErrorId : undefined}
              className="w-full rounded-lg py-2 pr-3 pl-1 focus-visible:outline-none"
            />
          </div>
          {priceError && (
            <p id={priceErrorId} className="mt-1 text-sm text-red-700">
              {priceError}
            </p>
          )}
        </div>

        {(['rooms', 'bathrooms'] as const).map((field) => (
          <fieldset key={field}>
            <legend className={legendClass}>{field === 'rooms' ? 'Rooms' : 'Bathrooms'}</legend>
            <div className="flex flex-wrap gap-2">
              <ChoiceChip type="radio" name={field} value="" label="Any" defaultChecked />
              {ROOM_CHOICES.map((choice) => (
                <ChoiceChip key={choice} type="radio" name={field} value={choice} label={choice} />
              ))}
            </div>
          </fieldset>
        ))}

        <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4">
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
          >
            <SearchIcon /> Search
          </button>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full border border-gray-400 px-6 py-3 font-semibold text-gray-800 hover:bg-gray-50"
          >
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
