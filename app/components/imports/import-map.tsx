// The import preview's map: every new or updated listing of the import at the place it
// will appear, the uncertain ones in amber and the ones left out in grey, above the rows
// table. An enhancement drawn only in the browser (Leaflet, and the listings asked for
// all at once from the API): without JavaScript the table says the same, row by row.
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { MapConfig } from '#app/context.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import type { ImportMap } from '#contract/import-map.ts';
import type { ImportMapHandle } from './import-map-leaflet.ts';

type Props = {
  importId: string;
  /** Changes whenever a listing is left out or taken back in, so the map asks again. */
  version: string;
  basemap: MapConfig;
};
type Status = 'loading' | 'ready' | 'failed';

/** Loads Leaflet and mounts the map in the container; takes it down on unmount or a new basemap. */
function useMountedImportMap(containerRef: RefObject<HTMLElement | null>, basemap: MapConfig) {
  const { tileUrl, styleUrl, attribution } = basemap;
  const [handle, setHandle] = useState<ImportMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let mounted: ImportMapHandle | null = null;
    import('./import-map-leaflet.ts')
      .then(({ mountImportMap }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        mounted = mountImportMap(container, { tileUrl, styleUrl, attribution });
        setHandle(mounted);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      mounted?.destroy();
      setHandle(null);
    };
  }, [containerRef, tileUrl, styleUrl, attribution]);
  return { handle, failed };
}

/** The import's listings with their places, asked for again when `version` changes. */
function useImportMapListings(importId: string, version: string) {
  const [found, setFound] = useState<ImportMap | 'failed' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the rows' choices, by value
  useEffect(() => {
    const asking = new AbortController();
    apiRequest<ImportMap>(`/api/offers-import/${importId}/map`, { signal: asking.signal })
      .then((answer) => {
        if (!asking.signal.aborted) setFound(answer.ok ? answer.data : 'failed');
      })
      .catch(() => {
        if (!asking.signal.aborted) setFound('failed');
      });
    return () => asking.abort();
  }, [importId, version]);
  return found;
}

/** What the map shows, in words: how many listings, how many uncertain and left out, and what it could not do. */
function MapKey({ found, status }: { found: ImportMap | null; status: Status }) {
  if (status === 'failed') return <p className="text-sm font-medium text-red-800">The map could not be loaded.</p>;
  if (!found) return <p className="text-sm text-gray-700">Placing the listings on the map…</p>;
  const { listings, total } = found;
  const uncertain = listings.filter((listing) => listing.uncertain).length;
  const leftOut = listings.filter((listing) => listing.skipped).length;
  const shown = listings.length < total ? `The first ${listings.length} of ${total} listings` : `${total} listings`;
  return (
    <p className="text-sm text-gray-800" data-map-listings={listings.length}>
      {total === 1 ? '1 listing' : shown} on the map
      {uncertain > 0 && `; ${uncertain} with an uncertain location, in amber`}
      {leftOut > 0 && `; ${leftOut} left out, in grey and dashed`}. The table below lists every row.
    </p>
  );
}

function PreviewMap({ importId, version, basemap }: Props) {
  const containerRef = useRef<HTMLElement>(null);
  const { handle, failed } = useMountedImportMap(containerRef, basemap);
  const found = useImportMapListings(importId, version);
  const listings = found && found !== 'failed' ? found : null;
  const status: Status = failed || found === 'failed' ? 'failed' : handle && listings ? 'ready' : 'loading';
  useEffect(() => {
    if (handle && listings) handle.show(listings.listings);
  }, [handle, listings]);
  return (
    <div className="flex flex-col gap-2">
      <section
        ref={containerRef}
        aria-label="Map of where the listings will appear"
        aria-busy={status === 'loading'}
        data-map-status={status}
        className="import-map h-96 w-full overflow-hidden rounded-xl border border-gray-200 bg-[#eef2f5]"
      />
      <div aria-live="polite">
        <MapKey found={listings} status={status} />
      </div>
    </div>
  );
}

/** Drawn once the page has hydrated: the server's HTML has no empty map box waiting for a script. */
export function ImportPreviewMap(props: Props) {
  return useHydrated() ? <PreviewMap {...props} /> : null;
}
