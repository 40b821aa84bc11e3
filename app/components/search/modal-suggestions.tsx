import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import { type PlaceSuggestion, suggestionLabel } from '#app/lib/places.ts';
import { LocationIcon } from '../icons.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import type { ModalSuggestions } from './use-modal-suggestions.ts';

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-gray-900 hover:bg-accent-50 focus-visible:bg-accent-50';
const headingClass = 'px-3 pb-1 text-xs font-bold tracking-wide text-gray-700 uppercase';

/**
 * Up and down arrows move through the suggestions (up from the first goes back to the
 * field, down stays on the last); Escape goes back to the field, and only there.
 */
const suggestionKeys = (onLeave: () => void) => (event: KeyboardEvent<HTMLDivElement>) => {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-suggestion]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) onLeave();
    else items[Math.min(next, items.length - 1)]?.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    onLeave();
  }
};

/** One group of suggestions: a list under its heading, the section named by it. */
function SuggestionGroup({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={headingClass}>
        {heading}
      </h3>
      <ul>{children}</ul>
    </section>
  );
}

/**
 * Grouped suggestions under the modal's field: 'Locations' (a pick searches around
 * the place) and 'Offers' (links to the offer). Up and down arrows move through them;
 * Escape goes back to the field.
 */
export function ModalSuggestionList({
  suggestions,
  id,
  onPickPlace,
  onOpenOffer,
  onLeave,
}: {
  suggestions: ModalSuggestions;
  id: string;
  onPickPlace: (place: PlaceSuggestion) => void;
  onOpenOffer: () => void;
  /** Focus goes back to the field. */
  onLeave: () => void;
}) {
  const { locations, offers, failed } = suggestions;
  const t = useT();
  const empty = locations.length === 0 && offers.length === 0;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the buttons and links inside
    <div
      id={id}
      onKeyDown={suggestionKeys(onLeave)}
      hidden={empty}
      data-suggestions-failed={failed.join(' ') || undefined}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 p-2"
    >
      {locations.length > 0 && (
        <SuggestionGroup id={`${id}-locations`} heading={t.search.locations}>
          {locations.map((place) => (
            <li key={`${place.slug}-${place.lat}-${place.lon}`}>
              <button type="button" data-suggestion onClick={() => onPickPlace(place)} className={itemClass}>
                <LocationIcon className="size-4 shrink-0 text-gray-600" />
                {suggestionLabel(place)}
              </button>
            </li>
          ))}
        </SuggestionGroup>
      )}
      {offers.length > 0 && (
        <SuggestionGroup id={`${id}-offers`} heading={t.search.offers}>
          {offers.map((offer) => (
            <li key={offer.slug}>
              <PrefetchLink to={`/offers/${offer.slug}`} data-suggestion onClick={onOpenOffer} className={itemClass}>
                {offer.title}
              </PrefetchLink>
            </li>
          ))}
        </SuggestionGroup>
      )}
    </div>
  );
}
