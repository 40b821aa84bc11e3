// A one-point map in a page: Leaflet loads when the map comes near the screen, so a
// visitor who never scrolls to it never downloads it.
import { useEffect, useRef, useState } from 'react';
import type { MapConfig } from '#app/context.ts';
import type { LatLon, PointMapHandle } from './point-map.ts';

type Props = {
  label: string;
  point: LatLon | null;
  basemap: MapConfig;
  onPick?: (point: LatLon) => void;
  className?: string;
};

type Latest = { point: LatLon | null; onPick?: ((point: LatLon) => void) | undefined };

/** Calls `onNear` once, when `element` comes within 300 px of the screen; returns what stops watching. */
function whenNearScreen(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: '300px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Mounts the map in `containerRef` when it comes near the screen, and takes it down on
 * unmount or when the basemap changes. It starts at the newest point and sends picks to
 * the newest handler (`latest`), so neither has to mount it again.
 */
function useLazyPointMap(
  containerRef: React.RefObject<HTMLElement | null>,
  basemap: MapConfig,
  latest: React.RefObject<Latest>,
) {
  const { tileUrl, styleUrl, attribution } = basemap;
  const handleRef = useRef<PointMapHandle | null>(null);
  const [status, setStatus] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    const load = () =>
      import('./point-map.ts')
        .then(({ mountPointMap }) => {
          if (cancelled) return;
          const pick = latest.current.onPick;
          handleRef.current = mountPointMap(container, {
            tileUrl,
            styleUrl,
            attribution,
            point: latest.current.point,
            ...(pick ? { onPick: (picked: LatLon) => latest.current.onPick?.(picked) } : {}),
          });
          setStatus('ready');
        })
        .catch(() => {
          if (!cancelled) setStatus('failed');
        });
    const stopWatching = whenNearScreen(container, () => void load());
    return () => {
      cancelled = true;
      stopWatching();
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, [containerRef, latest, tileUrl, styleUrl, attribution]);
  return { handleRef, status };
}

export function PointMapView({ label, point, basemap, onPick, className = 'h-72' }: Props) {
  const containerRef = useRef<HTMLElement>(null);
  const latest = useRef<Latest>({ point, onPick });
  latest.current = { point, onPick };
  const { handleRef, status } = useLazyPointMap(containerRef, basemap, latest);

  // Moved by the caller (a place picked from the suggestions): by value, not identity.
  const lat = point?.lat;
  const lon = point?.lon;
  useEffect(() => {
    handleRef.current?.setPoint(lat === undefined || lon === undefined ? null : { lat, lon });
  }, [handleRef, lat, lon]);

  return (
    <div className="relative">
      <section
        ref={containerRef}
        aria-label={label}
        data-map-status={status}
        className={`point-map w-full overflow-hidden rounded-xl border border-gray-200 bg-[#eef2f5] ${className}`}
      />
      {status === 'failed' && (
        <p
          role="alert"
          className="absolute inset-x-4 top-4 rounded-lg bg-white p-3 text-sm font-medium text-red-700 shadow"
        >
          The map could not be loaded.
        </p>
      )}
    </div>
  );
}
