import { type KeyboardEvent, type RefObject, useId } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import type { PlaceSuggestion } from '#app/lib/places.ts';
import { SearchIcon } from '../icons.tsx';
import { ModalSuggestionList } from './modal-suggestions.tsx';
import { useModalSuggestions } from './use-modal-suggestions.ts';

/** ArrowDown moves from the field into the suggestions (of the list with this id). */
const intoSuggestions = (listId: string) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'ArrowDown') return;
  const first = document.getElementById(listId)?.querySelector<HTMLElement>('[data-suggestion]');
  if (first) {
    event.preventDefault();
    first.focus();
  }
};

type KeywordFieldProps = {
  /** The id prefix of the field and its hint. */
  fieldId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  place: PlaceSuggestion | null;
  onPickPlace: (place: PlaceSuggestion) => void;
  onOpenOffer: () => void;
};

/**
 * The search modal's keywords field and its grouped suggestions: places to search around,
 * and offers to open. Once a place is picked its name is the text, and no suggestions show
 * until the text changes. A live region says how many suggestions there are.
 */
export function ModalKeywordField({
  fieldId,
  inputRef,
  text,
  onTextChange,
  place,
  onPickPlace,
  onOpenOffer,
}: KeywordFieldProps) {
  const t = useT();
  const suggestions = useModalSuggestions(place && text === place.display_name ? '' : text);
  const listId = useId();
  const found = suggestions.locations.length + suggestions.offers.length;

  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <label htmlFor={`${fieldId}-q`} className="sr-only">
          {t.search.byKeywordOrCity}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-600" />
        <input
          ref={inputRef}
          id={`${fieldId}-q`}
          name="q"
          type="search"
          maxLength={200}
          placeholder={t.search.byKeywordOrCity}
          autoComplete="off"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={intoSuggestions(listId)}
          aria-controls={listId}
          aria-describedby={`${fieldId}-hint`}
          className="w-full rounded-full border border-gray-500 py-3 pr-4 pl-12 text-lg"
        />
      </div>
      <p id={`${fieldId}-hint`} className="sr-only">
        {t.search.suggestionsHint}
      </p>
      <ModalSuggestionList
        id={listId}
        suggestions={suggestions}
        onPickPlace={onPickPlace}
        onOpenOffer={onOpenOffer}
        onLeave={() => inputRef.current?.focus()}
      />
      <p className="sr-only" aria-live="polite">
        {found > 0 ? t.search.suggested(suggestions.locations.length, suggestions.offers.length) : ''}
      </p>
    </div>
  );
}
