import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '#app/hooks/use-t.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import type { PlaceSuggestion } from '#app/lib/places.ts';
import { modalCriteria } from '#app/lib/search-form.ts';
import { MODAL_PROPERTY_TYPES } from '#contract/categories.ts';
import { DEFAULT_LISTING_TYPE, LISTING_TYPES } from '#contract/listing-types.ts';
import { ADDED_WITHIN, ROOM_CHOICES, searchQuery } from '#contract/search.ts';
import { CloseIcon, SearchIcon } from '../icons.tsx';
import type { NavCategory } from '../nav/nav-categories.ts';
import { ChipGroup, legendClass } from './chip-group.tsx';
import { ModalSuggestionList } from './modal-suggestions.tsx';
import { useModalSuggestions } from './use-modal-suggestions.ts';

const ROOM_OPTIONS = ROOM_CHOICES.map((choice) => ({ value: choice, label: choice }));

/**
 * The full-screen search. A native modal <dialog> keeps focus inside,
 * closes on Escape and gives focus back to the button that opened it. Typing shows
 * grouped suggestions: places to search around, and offers to open.
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
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [priceError, setPriceError] = useState<string | undefined>();
  const suggestions = useModalSuggestions(place && text === place.display_name ? '' : text);
  const navigate = useNavigate();
  const titleId = useId();
  const priceErrorId = useId();
  const listId = useId();

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
    const { criteria, errors } = modalCriteria(new FormData(event.currentTarget), place);
    setPriceError(errors.price_max);
    if (Object.keys(errors).length > 0) return;
    onClose();
    navigate(`/search?${searchQuery(criteria)}`);
  };

  const pickPlace = (picked: PlaceSuggestion) => {
    setPlace(picked);
    setText(picked.display_name);
    inputRef.current?.focus();
  };

  // ArrowDown moves from the field into the suggestions.
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = document.getElementById(listId)?.querySelector<HTMLElement>('[data-suggestion]');
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };

  const t = useT();
  const addedChoices = ADDED_WITHIN.map((value) => ({ value, label: t.search.addedChoices[value] }));
  const propertyTypes = MODAL_PROPERTY_TYPES.map((slug) => ({
    value: slug,
    label: labelOf(t.categories, slug, categories.find((category) => category.slug === slug)?.name ?? slug),
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
            {t.shell.search}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t.search.closeSearch}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-gray-100"
          >
            <CloseIcon />
          </button>
        </div>

        <div className="flex flex-col gap-2">
          <div className="relative">
            <label htmlFor={`${titleId}-q`} className="sr-only">
              {t.search.byKeywordOrCity}
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-600" />
            <input
              ref={inputRef}
              id={`${titleId}-q`}
              name="q"
              type="search"
              maxLength={200}
              placeholder={t.search.byKeywordOrCity}
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onInputKeyDown}
              aria-controls={listId}
              aria-describedby={`${titleId}-hint`}
              className="w-full rounded-full border border-gray-500 py-3 pr-4 pl-12 text-lg"
            />
          </div>
          <p id={`${titleId}-hint`} className="sr-only">
            {t.search.suggestionsHint}
          </p>
          <ModalSuggestionList
            id={listId}
            suggestions={suggestions}
            onPickPlace={pickPlace}
            onOpenOffer={onClose}
            onLeave={() => inputRef.current?.focus()}
          />
          <p className="sr-only" aria-live="polite">
            {suggestions.locations.length + suggestions.offers.length > 0
              ? t.search.suggested(suggestions.locations.length, suggestions.offers.length)
              : ''}
          </p>
        </div>

        <ChipGroup legend={t.search.propertyType} name="category" options={propertyTypes} chosen={[]} />
        <ChipGroup
          legend={t.search.added}
          name="added"
          options={addedChoices}
          chosen={[]}
          single
          singleLabel={t.search.anytime}
        />
        <ChipGroup
          legend={t.search.listingType}
          name="type"
          options={LISTING_TYPES.map((type) => ({ value: type, label: t.search.listingTypes[type] }))}
          chosen={[DEFAULT_LISTING_TYPE]}
          single
          singleLabel={null}
        />

        <div>
          <label htmlFor={`${titleId}-price`} className={`block ${legendClass}`}>
            {t.search.maxPrice}
          </label>
          <div className="flex max-w-xs items-center rounded-lg border border-gray-500 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-700">
            <span className="pl-3 text-gray-700" aria-hidden="true">
              £
            </span>
            <input
              id={`${titleId}-price`}
              name="price_max"
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

        <ChipGroup
          legend={t.search.rooms}
          name="rooms"
          options={ROOM_OPTIONS}
          chosen={[]}
          single
          singleLabel={t.search.any}
        />
        <ChipGroup
          legend={t.search.bathrooms}
          name="bathrooms"
          options={ROOM_OPTIONS}
          chosen={[]}
          single
          singleLabel={t.search.any}
        />

        <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4">
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
          >
            <SearchIcon /> {t.search.searchButton}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full border border-gray-500 px-6 py-3 font-semibold text-gray-800 hover:bg-gray-50"
          >
            {t.shell.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
