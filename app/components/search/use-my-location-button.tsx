import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT } from '#app/hooks/use-t.ts';
import { type PlaceSuggestion, placeAt } from '#app/lib/places.ts';
import { userLocationCookie } from '#app/lib/user-location.ts';
import { CrosshairIcon } from '../icons.tsx';
import { useToast } from '../toast/toast-context.ts';

/** High accuracy, 5000 ms timeout, no cached position: a stale or rough fix would search the wrong area. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

/** The visitor's position as a place, kept in the 'user-location' cookie for a day. */
async function locateVisitor(): Promise<PlaceSuggestion> {
  const { coords } = await currentPosition();
  const lat = Math.round(coords.latitude * 1e6) / 1e6;
  const lon = Math.round(coords.longitude * 1e6) / 1e6;
  // Search around the visitor, named after the city, town or village they are in: a
  // district would narrow the search's name to a few streets.
  const place = await placeAt(lat, lon, 'Current location', 'settlement');
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = userLocationCookie(place, window.location.protocol === 'https:');
  return place;
}

/**
 * The home search would like the position on page load. We ask on load only when the visitor
 * has already granted the permission (navigator.permissions.query says 'granted'),
 * so no permission prompt ever appears unasked; everyone else has the 'Use my
 * location' button, a prompt on a user gesture as browsers recommend.
 */
export function useLocationOnLoad(onLocate: (place: PlaceSuggestion) => void): void {
  const latest = useRef(onLocate);
  latest.current = onLocate;
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.permissions) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then(async (status) => {
        if (status.state !== 'granted' || cancelled) return;
        const place = await locateVisitor();
        if (!cancelled) latest.current(place);
      })
      .catch(() => {
        // No position on load: the field keeps what it had (the cookie's place, or nothing).
      });
    return () => {
      cancelled = true;
    };
  }, []);
}

/** The place found prefills the home search. */
export function UseMyLocationButton({ onLocate }: { onLocate: (place: PlaceSuggestion) => void }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const t = useT();
  if (!hydrated || !('geolocation' in navigator)) return null;

  const locate = async () => {
    setBusy(true);
    try {
      onLocate(await locateVisitor());
    } catch {
      toast.warning(t.search.locationUnavailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={locate}
      disabled={busy}
      className="mt-1 inline-flex items-center gap-1.5 rounded text-sm font-medium text-accent-700 underline-offset-4 hover:underline disabled:opacity-70"
    >
      <CrosshairIcon className="size-4" />
      {busy ? t.search.findingLocation : t.search.useMyLocation}
    </button>
  );
}
