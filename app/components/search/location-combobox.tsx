import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import { type PlaceSuggestion, suggestionLabel } from '#app/lib/places.ts';
import { LocationIcon } from '../icons.tsx';
import { usePlaceSuggestions } from './use-place-suggestions.ts';

type Props = {
  label: string;
  /** The field's name: without JavaScript, the typed text is sent as this parameter. */
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onPick: (place: PlaceSuggestion) => void;
  /** Places searched before, shown while the field is focused and empty. */
  recent?: readonly PlaceSuggestion[];
  /** The field was focused while empty: time to read the recent searches. */
  onEmptyFocus?: () => void;
  /** Controls shown under the field (the 'Use my location' button). */
  children?: React.ReactNode;
  /** A form's message about the field (its element id), marking the field invalid. */
  invalidMessageId?: string | undefined;
};

/**
 * A location field with suggestions, after the ARIA combobox pattern (list
 * autocomplete): arrow keys move through the list, Enter picks, Escape closes it.
 */
export function LocationCombobox({
  label,
  name,
  value,
  onValueChange,
  onPick,
  recent = [],
  onEmptyFocus,
  children,
  invalidMessageId,
}: Props) {
  const [query, setQuery] = useState<string | null>(null);
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = usePlaceSuggestions(query);
  const showingRecent = value.trim() === '';
  const suggestions = showingRecent ? recent : found.suggestions;
  const error = showingRecent ? null : found.error;
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const expanded = open && suggestions.length > 0;

  const type = (text: string) => {
    if (text.trim() === '') onEmptyFocus?.();
    onValueChange(text);
    setQuery(text);
    setOpen(true);
    setActive(-1);
  };

  const pick = (place: PlaceSuggestion) => {
    onPick(place);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const place = suggestions[active];
      if (place) {
        event.preventDefault();
        pick(place);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="relative">
        <LocationIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-600" />
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={[error ? errorId : '', invalidMessageId ?? ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalidMessageId ? true : undefined}
          autoComplete="off"
          maxLength={200}
          placeholder={t.search.enterLocation}
          value={value}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => {
            if (showingRecent) onEmptyFocus?.();
            if (showingRecent || query) setOpen(true);
          }}
          className="w-full rounded-lg border border-gray-400 bg-white py-2.5 pr-3 pl-10 text-base"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={showingRecent ? t.search.recentSearches : t.search.suggestedLocations}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((place, index) => (
          // Options are not focusable by design: focus stays in the field, which handles the keys
          // (aria-activedescendant); a click picks too.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={`${place.slug}-${place.lat}-${place.lon}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the field so the click can pick before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-accent-100 text-accent-800' : 'text-gray-900 hover:bg-gray-100'}`}
          >
            {suggestionLabel(place)}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded && (query || showingRecent) ? t.search.suggestionCount(suggestions.length, showingRecent) : ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
