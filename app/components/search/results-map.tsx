import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { withBoundingBox } from '#app/lib/map-results.ts';
import type { OfferCard } from '#contract/offers.ts';
import { type BoundingBox, type SearchCriteria, searchQuery } from '#contract/search.ts';
import type { ResultsMapHandle } from './leaflet-map.ts';

type Props = {
  offers: readonly OfferCard[];
  criteria: SearchCriteria;
  tileUrl: string | undefined;
  attribution: string | undefined;
};

/**
 * The map view of the results: price markers linking to the offers. Leaflet loads
 * on first use. Moving the map offers 'Search this area', which puts the viewport in
 * the URL as bbox.
 */
export function ResultsMap({ offers, criteria, tileUrl, attribution }: Props) {
  const containerRef = useRef<HTMLElement>(null);
  const handleRef = useRef<ResultsMapHandle | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [viewport, setViewport] = useState<BoundingBox | null>(null);
  const navigate = useNavigate();
  const latest = useRef({ offers, navigate });
  latest.current = { offers, navigate };
  const bbox = criteria.bbox;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per area; offers follow below
  useEffect(() => {
    let cancelled = false;
    import('./leaflet-map.ts')
      .then(({ mountResultsMap }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        handleRef.current = mountResultsMap(container, {
          tileUrl,
          attribution,
          bbox,
          onMove: setViewport,
          onOpen: (slug) => latest.current.navigate(`/offers/${slug}`),
        });
        handleRef.current.showOffers(latest.current.offers);
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
  }, [tileUrl, attribution, bbox?.west, bbox?.south, bbox?.east, bbox?.north]);

  useEffect(() => {
    handleRef.current?.showOffers(offers);
    setViewport(null);
  }, [offers]);

  const searchArea = () => {
    if (!viewport) return;
    navigate(`/search?${searchQuery(withBoundingBox(criteria, viewport))}`);
  };

  return (
    <div className="relative">
      <section
        ref={containerRef}
        aria-label="Map of results"
        aria-busy={status === 'loading'}
        data-map-status={status}
        className="results-map h-[min(70vh,40rem)] min-h-80 w-full overflow-hidden rounded-xl border border-gray-200 bg-[#eef2f5]"
      />
      {status === 'failed' && (
        <p
          role="alert"
          className="absolute inset-x-4 top-4 rounded-lg bg-white p-3 text-sm font-medium text-red-700 shadow"
        >
          The map could not be loaded. The list view shows the same results.
        </p>
      )}
      {viewport && (
        <button
          type="button"
          onClick={searchArea}
          className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-accent-800"
        >
          Search this area
        </button>
      )}
      <p className="mt-2 text-sm text-gray-700">
        Showing the {offers.length === 1 ? 'property' : `${offers.length} properties`} of this page. Move the map to
        search another area.
      </p>
    </div>
  );
}
