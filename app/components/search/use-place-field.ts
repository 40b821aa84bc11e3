import { useState } from 'react';
import type { PlaceSuggestion } from '#app/lib/places.ts';

export type DirectoryPlace = { slug: string; display_name: string; lat: number; lon: number };

/**
 * A location field of a directory form: what is typed, and the suggestion picked for it.
 * `choice()` says what to search: nothing, the picked place's slug, or text the server
 * must look up (typed without a pick).
 */
export function usePlaceField(place: DirectoryPlace | null) {
  const [where, setWhere] = useState(place?.display_name ?? '');
  const [picked, setPicked] = useState<PlaceSuggestion | null>(place ? { ...place, addresstype: '' } : null);
  const onPick = (found: PlaceSuggestion) => {
    setPicked(found);
    setWhere(found.display_name);
  };
  const choice = (): { slug?: string; text?: string } => {
    const text = where.trim();
    if (text === '') return {};
    return picked?.slug && text === picked.display_name ? { slug: picked.slug } : { text };
  };
  return { where, setWhere, onPick, choice };
}
