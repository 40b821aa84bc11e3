import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
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
import { ChipGroup, legendClass, SingleChipGroups } from './chip-group.tsx';
import { ModalKeywordField } from './modal-keyword-field.tsx';

const ROOM_OPTIONS = ROOM_CHOICES.map((choice) => ({ value: choice, label: choice }));

/** Opens the native modal (focusing the keywords) and closes it as `open` says. */
function useShowModal(
  open: boolean,
  dialogRef: RefObject<HTMLDialogElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, dialogRef, inputRef]);
}

/** The heading and the round close button. */
function ModalHeader({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const t = useT();
  return (
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
  );
}

/** Maximum price in pounds, with the error under it when it is not a whole number. */
function MaxPriceField({ id, error }: { id: string; error: string | undefined }) {
  const t = useT();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className={`block ${legendClass}`}>
        {t.search.maxPrice}
      </label>
      <div className="flex max-w-xs items-center rounded-lg border border-gray-500 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-700">
        <span className="pl-3 text-gray-700" aria-hidden="true">
          £
        </span>
        <input
          id={id}
          name="price_max"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-lg py-2 pr-3 pl-1 focus-visible:outline-none"
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Property type, when added, to buy or to rent, maximum price, rooms and bathrooms. */
function ModalFilters({
  categories,
  priceId,
  priceError,
}: {
  categories: NavCategory[];
  priceId: string;
  priceError: string | undefined;
}) {
  const t = useT();
  const addedChoices = ADDED_WITHIN.map((value) => ({ value, label: t.search.addedChoices[value] }));
  const propertyTypes = MODAL_PROPERTY_TYPES.map((slug) => ({
    value: slug,
    label: labelOf(t.categories, slug, categories.find((category) => category.slug === slug)?.name ?? slug),
  }));
  const listingTypes = LISTING_TYPES.map((type) => ({ value: type, label: t.search.listingTypes[type] }));
  return (
    <>
      <ChipGroup legend={t.search.propertyType} name="category" options={propertyTypes} chosen={[]} />
      <SingleChipGroups
        groups={[
          { legend: t.search.added, name: 'added', options: addedChoices, singleLabel: t.search.anytime },
          {
            legend: t.search.listingType,
            name: 'type',
            options: listingTypes,
            chosen: [DEFAULT_LISTING_TYPE],
            singleLabel: null,
          },
        ]}
      />
      <MaxPriceField id={priceId} error={priceError} />
      <SingleChipGroups
        groups={(['rooms', 'bathrooms'] as const).map((name) => ({
          legend: t.search[name],
          name,
          options: ROOM_OPTIONS,
          singleLabel: t.search.any,
        }))}
      />
    </>
  );
}

/** Search, and Close. */
function ModalButtons({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
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
  );
}

type SearchModalProps = {
  open: boolean;
  onClose: () => void;
  categories: NavCategory[];
};

/**
 * The full-screen search. A native modal <dialog> keeps focus inside,
 * closes on Escape and gives focus back to the button that opened it. Typing shows
 * grouped suggestions: places to search around, and offers to open.
 */
export function SearchModal({ open, onClose, categories }: SearchModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [priceError, setPriceError] = useState<string | undefined>();
  const navigate = useNavigate();
  const titleId = useId();
  useShowModal(open, dialogRef, inputRef);

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
        <ModalHeader titleId={titleId} onClose={onClose} />
        <ModalKeywordField
          fieldId={titleId}
          inputRef={inputRef}
          text={text}
          onTextChange={setText}
          place={place}
          onPickPlace={pickPlace}
          onOpenOffer={onClose}
        />
        <ModalFilters categories={categories} priceId={`${titleId}-price`} priceError={priceError} />
        <ModalButtons onClose={onClose} />
      </form>
    </dialog>
  );
}
