import { useCallback, useRef, useState } from 'react';
import { apiRequest } from '#app/lib/api-client.ts';
import { readStorage, writeStorage } from '#app/lib/browser-storage.ts';
import {
  parseStoredRecent,
  RECENT_SEARCH_KEY,
  type RecentPlace,
  readRecentResponse,
  withRecentPlace,
} from '#app/lib/recent-searches.ts';
import { useAuth } from '../auth/auth-context.ts';

export const RECENT_SEARCH_PATH = '/api/recent-search';

/**
 * The visitor's recent searches: from the server for logged-in users, from
 * localStorage for guests. `load` reads them once (when the location field is first
 * focused empty); `record` adds a picked place.
 */
export function useRecentSearches(): { places: RecentPlace[]; load: () => void; record: (place: RecentPlace) => void } {
  const { state } = useAuth();
  const loggedIn = state.isLogged;
  const [places, setPlaces] = useState<RecentPlace[]>([]);
  const loadedFor = useRef<boolean | null>(null);

  const load = useCallback(() => {
    if (loadedFor.current === loggedIn) return;
    loadedFor.current = loggedIn;
    if (!loggedIn) {
      setPlaces(parseStoredRecent(readStorage(RECENT_SEARCH_KEY)));
      return;
    }
    void apiRequest(RECENT_SEARCH_PATH).then((result) => {
      // Unreachable or failing: no recent searches to show, and nothing else to do.
      if (result.ok) setPlaces(readRecentResponse(result.data));
    });
  }, [loggedIn]);

  const record = useCallback(
    (place: RecentPlace) => {
      const entry = { display_name: place.display_name, lat: place.lat, lon: place.lon };
      setPlaces((list) => withRecentPlace(list, entry));
      if (loggedIn) void apiRequest(RECENT_SEARCH_PATH, { method: 'POST', json: entry });
      else
        writeStorage(
          RECENT_SEARCH_KEY,
          JSON.stringify(withRecentPlace(parseStoredRecent(readStorage(RECENT_SEARCH_KEY)), entry)),
        );
    },
    [loggedIn],
  );

  return { places, load, record };
}
