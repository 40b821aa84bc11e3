import { useEffect, useState } from 'react';
import { type PlaceSuggestion, readPlaceList } from '#app/lib/places.ts';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT } from './use-place-suggestions.ts';

export type OfferSuggestion = { slug: string; title: string };

export type ModalSuggestions = {
  locations: PlaceSuggestion[];
  offers: OfferSuggestion[];
  /** Which lookups failed ('locations', 'offers'), for debugging: such failures are only logged. */
  failed: string[];
};

const EMPTY: ModalSuggestions = { locations: [], offers: [], failed: [] };

function readOffers(body: unknown): OfferSuggestion[] {
  const list = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is OfferSuggestion =>
        typeof item === 'object' && item !== null && typeof item.slug === 'string' && typeof item.title === 'string',
    )
    .map(({ slug, title }) => ({ slug, title }))
    .slice(0, SUGGESTION_LIMIT);
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * The search modal's grouped suggestions: at most 5 places
 * (GET /api/geocode/search) and 5 offers (GET /api/offers?q=&limit=5), 300 ms after
 * the last keystroke. A failed lookup empties its list and nothing else happens.
 */
export function useModalSuggestions(text: string): ModalSuggestions {
  const [state, setState] = useState<ModalSuggestions>(EMPTY);
  useEffect(() => {
    const query = text.trim().slice(0, 100);
    if (query.length < 2) {
      setState(EMPTY);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const limit = String(SUGGESTION_LIMIT);
      const [places, offers] = await Promise.allSettled([
        getJson(`/api/geocode/search?${new URLSearchParams({ q: query, limit })}`, controller.signal),
        getJson(`/api/offers?${new URLSearchParams({ q: query, limit })}`, controller.signal),
      ]);
      if (controller.signal.aborted) return;
      setState({
        locations: places.status === 'fulfilled' ? readPlaceList(places.value).slice(0, SUGGESTION_LIMIT) : [],
        offers: offers.status === 'fulfilled' ? readOffers(offers.value) : [],
        failed: [places.status === 'rejected' ? 'locations' : '', offers.status === 'rejected' ? 'offers' : ''].filter(
          Boolean,
        ),
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return state;
}
