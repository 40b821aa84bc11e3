import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MapConfig } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { backTargetOf, offerHref } from '#app/lib/back-to-search.ts';
import { withBoundingBox } from '#app/lib/map-results.ts';
import type { OfferCard } from '#contract/offers.ts';
import { type BoundingBox, type SearchCriteria, searchQuery } from '#contract/search.ts';
import type { MapSearch, ResultsMapHandle } from './leaflet-map.ts';

type Props = {
  offers: readonly OfferCard[];
  criteria: SearchCriteria;
  basemap: MapConfig;
};

type Latest = { search: MapSearch; navigate: (to: string) => void; back: ReturnType<typeof backTargetOf> };

/**
 * Loads Leaflet (on first use) and mounts the map in the container; unmounts it when
 * the page goes or the basemap changes. `latest` is read when the map needs the search
 * or follows a marker, so a new render never mounts it again.
 */
function useMountedMap(
  basemap: MapConfig,
  latest: RefObject<Latest>,
  onMove: (viewport: BoundingBox) => void,
  onCounted: (total: number | null) => void,
) {
  const { tileUrl, styleUrl, attribution } = basemap;
  const containerRef = useRef<HTMLElement>(null);
  const handleRef = useRef<ResultsMapHandle | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks are state setters, stable
  useEffect(() => {
    let cancelled = false;
    import('./leaflet-map.ts')
      .then(({ mountResultsMap }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        handleRef.current = mountResultsMap(container, {
          tileUrl,
          styleUrl,
          attribution,
          onMove,
          onOpen: (slug) => latest.current.navigate(offerHref(slug, latest.current.back)),
          onCounted,
        });
        handleRef.current.show(latest.current.search);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, [tileUrl, styleUrl, attribution]);
  return { containerRef, handleRef, status };
}

/** How many matches the map found in view, as they are counted. */
function MapCount({ counted }: { counted: number | null | undefined }) {
  const words = useT().results.mapView;
  return (
    <p className="mt-2 text-sm text-gray-700" aria-live="polite" data-map-count={counted ?? undefined}>
      {counted === undefined ? words.finding : counted === null ? words.countFailed : words.counted(counted)}
    </p>
  );
}

/**
 * The map view of the results: every match in view, as clusters and price markers
 * linking to the offers. Leaflet loads on first use. Moving the map offers 'Search
 * this area', which puts the viewport in the URL as bbox, so the list follows the map.
 */
export function ResultsMap({ offers, criteria, basemap }: Props) {
  const [viewport, setViewport] = useState<BoundingBox | null>(null);
  const [counted, setCounted] = useState<number | null | undefined>(undefined);
  const navigate = useNavigate();
  const words = useT().results.mapView;
  // An offer opened from the map keeps the results page to come back to, as a card does.
  const back = backTargetOf(useLocation());
  const search = mapSearch(criteria, offers);
  const latest = useRef<Latest>({ search, navigate, back });
  latest.current = { search, navigate, back };
  const { containerRef, handleRef, status } = useMountedMap(basemap, latest, setViewport, setCounted);

  // A new search (filters, area or page): the map starts again from its area.
  const key = `${search.query}|${criteria.bbox ? Object.values(criteria.bbox).join(',') : ''}|${offers.map((offer) => offer.id).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the search, by value
  useEffect(() => {
    handleRef.current?.show(latest.current.search);
    setViewport(null);
  }, [key]);

  const searchArea = () => {
    if (!viewport) return;
    navigate(`/search?${searchQuery(withBoundingBox(criteria, viewport))}#map`);
  };

  return (
    <div className="relative">
      <section
        ref={containerRef}
        aria-label={words.label}
        aria-busy={status === 'loading'}
        data-map-status={status}
        className="results-map h-[min(70vh,40rem)] min-h-80 w-full overflow-hidden rounded-xl border border-gray-200 bg-[#eef2f5]"
      />
      {status === 'failed' && (
        <p
          role="alert"
          className="absolute inset-x-4 top-4 rounded-lg bg-white p-3 text-sm font-medium text-red-700 shadow"
        >
          {words.failed}
        </p>
      )}
      {viewport && (
        <button
          type="button"
          onClick={searchArea}
          className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-accent-800"
        >
          {words.searchArea}
        </button>
      )}
      <MapCount counted={counted} />
    </div>
  );
}

/** The map's search: the filters of the list without its area, page or order. */
function mapSearch(criteria: SearchCriteria, offers: readonly OfferCard[]): MapSearch {
  return {
    query: searchQuery({ ...criteria, bbox: undefined, page: 1, sort: 'newest', perPage: 24 }),
    bbox: criteria.bbox,
    around: offers.map((offer) => offer.location),
  };
}
