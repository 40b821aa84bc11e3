import { useEffect, useState } from 'react';
import { type PlaceSuggestion, readPlaceList } from '#app/lib/places.ts';

/** Suggestions are asked for 300 ms after the last keystroke, not on every key. */
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_ERROR = 'Failed to fetch locations. Please try again.';

type State = { suggestions: PlaceSuggestion[]; error: string | null; loading: boolean };

/** Location suggestions for what the person typed (`query` is null when nothing was typed since the last pick). */
export function usePlaceSuggestions(query: string | null): State {
  const [state, setState] = useState<State>({ suggestions: [], error: null, loading: false });

  useEffect(() => {
    const text = query?.trim() ?? '';
    if (text.length < 2) {
      setState({ suggestions: [], error: null, loading: false });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((current) => ({ ...current, loading: true }));
      try {
        const params = new URLSearchParams({ q: text.slice(0, 100), limit: String(SUGGESTION_LIMIT) });
        const response = await fetch(`/api/geocode/search?${params}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`geocode search answered ${response.status}`);
        const suggestions = readPlaceList(await response.json()).slice(0, SUGGESTION_LIMIT);
        setState({ suggestions, error: null, loading: false });
      } catch {
        if (controller.signal.aborted) return;
        setState({ suggestions: [], error: SUGGESTION_ERROR, loading: false });
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}
