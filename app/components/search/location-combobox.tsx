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

type Navigation = {
  suggestions: readonly PlaceSuggestion[];
  expanded: boolean;
  active: number;
  setActive: (change: (index: number) => number) => void;
  setOpen: (open: boolean) => void;
  pick: (place: PlaceSuggestion) => void;
  close: () => void;
};

/**
 * The field's keys: the arrows move through the list (round the ends) and open it,
 * Enter picks the active suggestion, Escape closes the list (and only the list, not
 * a dialog around it).
 */
function comboboxKeys({ suggestions, expanded, active, setActive, setOpen, pick, close }: Navigation) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
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
      close();
    }
  };
}

/** The suggestions' listbox; option ids are `{id}-option-{index}`, for aria-activedescendant. */
function SuggestionListbox({
  id,
  label,
  suggestions,
  active,
  expanded,
  onPick,
}: {
  id: string;
  label: string;
  suggestions: readonly PlaceSuggestion[];
  active: number;
  expanded: boolean;
  onPick: (place: PlaceSuggestion) => void;
}) {
  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-label={label}
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
          onClick={() => onPick(place)}
          className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-accent-100 text-accent-800' : 'text-gray-900 hover:bg-gray-100'}`}
        >
          {suggestionLabel(place)}
        </div>
      ))}
    </div>
  );
}

/**
 * The combobox's state: what was typed (the query the suggestions are asked for), whether
 * the list is open and which option is active. An empty field shows the recent searches.
 */
function useLocationCombobox({
  value,
  recent,
  onValueChange,
  onPick,
  onEmptyFocus,
}: Pick<Props, 'value' | 'onValueChange' | 'onPick' | 'onEmptyFocus'> & { recent: readonly PlaceSuggestion[] }) {
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = usePlaceSuggestions(query);
  const showingRecent = value.trim() === '';
  const suggestions = showingRecent ? recent : found.suggestions;
  const error = showingRecent ? null : found.error;
  const expanded = open && suggestions.length > 0;

  // Opening or closing the list starts again with no option active.
  const show = (shown: boolean) => {
    setOpen(shown);
    setActive(-1);
  };
  const type = (text: string) => {
    if (text.trim() === '') onEmptyFocus?.();
    onValueChange(text);
    setQuery(text);
    show(true);
  };
  const pick = (place: PlaceSuggestion) => {
    onPick(place);
    setQuery(null);
    show(false);
  };
  const close = () => show(false);
  const onKeyDown = comboboxKeys({ suggestions, expanded, active, setActive, setOpen, pick, close });
  // Focus on an empty field shows the recent searches; on a typed one, its suggestions again.
  const onFocus = () => {
    if (showingRecent) onEmptyFocus?.();
    if (showingRecent || query) setOpen(true);
  };
  /** What a screen reader hears while the list is open. */
  const announcement =
    expanded && (query || showingRecent) ? { count: suggestions.length, recent: showingRecent } : null;

  return {
    showingRecent,
    suggestions,
    error,
    active,
    expanded,
    setOpen,
    type,
    pick,
    onKeyDown,
    onFocus,
    announcement,
  };
}

/** The field itself: a combobox that owns the list (aria-controls) and points at its active option. */
function ComboboxInput({
  id,
  name,
  value,
  box,
  invalidMessageId,
}: Pick<Props, 'name' | 'value' | 'invalidMessageId'> & { id: string; box: ReturnType<typeof useLocationCombobox> }) {
  const t = useT();
  return (
    <input
      id={id}
      name={name}
      type="text"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={box.expanded}
      aria-controls={`${id}-list`}
      aria-activedescendant={box.expanded && box.active >= 0 ? `${id}-option-${box.active}` : undefined}
      aria-describedby={[box.error ? `${id}-error` : '', invalidMessageId ?? ''].filter(Boolean).join(' ') || undefined}
      aria-invalid={invalidMessageId ? true : undefined}
      autoComplete="off"
      maxLength={200}
      placeholder={t.search.enterLocation}
      value={value}
      onChange={(event) => box.type(event.target.value)}
      onKeyDown={box.onKeyDown}
      onBlur={() => box.setOpen(false)}
      onFocus={box.onFocus}
      className="w-full rounded-lg border border-gray-400 bg-white py-2.5 pr-3 pl-10 text-base"
    />
  );
}

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
  const t = useT();
  const box = useLocationCombobox({ value, recent, onValueChange, onPick, onEmptyFocus });
  const id = useId();
  const { error, active, expanded } = box;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="relative">
        <LocationIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-600" />
        <ComboboxInput id={id} name={name} value={value} box={box} invalidMessageId={invalidMessageId} />
      </div>
      <SuggestionListbox
        id={id}
        label={box.showingRecent ? t.search.recentSearches : t.search.suggestedLocations}
        suggestions={box.suggestions}
        active={active}
        expanded={expanded}
        onPick={box.pick}
      />
      <p className="sr-only" aria-live="polite">
        {box.announcement ? t.search.suggestionCount(box.announcement.count, box.announcement.recent) : ''}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
