// The results map itself, on Leaflet. This module (with Leaflet and its CSS) is
// loaded only when someone opens the map view, so the list view's code stays small.
// It shows every match of the search inside the view, not only the page the list
// shows: GET /api/search/map answers clusters (a count that zooms in when opened)
// and single offers (a price linking to the offer), again whenever the map stops.
import {
  DomEvent,
  type LatLngBoundsExpression,
  type Map as LeafletMap,
  latLngBounds,
  layerGroup,
  map as leafletMap,
} from 'leaflet/dist/leaflet-src.esm.js';
import 'leaflet/dist/leaflet.css';
import './results-map.css';
import type { MapConfig } from '#app/context.ts';
import type { BoundingBox } from '#contract/search.ts';
import type { SearchMap } from '#contract/search-map.ts';
import { addBasemap } from '../maps/basemap.ts';
import { guardScrollZoom } from '../maps/scroll-guard.ts';
import { drawMarkers } from './map-markers.ts';

export type MapOptions = MapConfig & {
  /** The person moved the map (drag, zoom, keys, a cluster opened): its new viewport. */
  onMove: (viewport: BoundingBox) => void;
  /** A marker was followed: its offer's slug. */
  onOpen: (slug: string) => void;
  /** The matches in view were counted (null: they could not be asked for). */
  onCounted: (total: number | null) => void;
};

/** What the map shows: the search's filters (a query string), and where it starts. */
export type MapSearch = {
  /** The search's query string without bbox, page or sort. */
  query: string;
  /** The search's own box: the map starts there. */
  bbox: BoundingBox | undefined;
  /** Without a box, the map starts around these (the list's page). */
  around: ReadonlyArray<{ lat: number; lon: number }>;
};

export type ResultsMapHandle = { show: (search: MapSearch) => void; destroy: () => void };

const UK: LatLngBoundsExpression = [
  [49.8, -8.7],
  [60.9, 1.8],
];
/** Wait this long after the map stops before asking, so a drag asks once. */
const SETTLE_MS = 120;

function viewportOf(map: LeafletMap): BoundingBox {
  const bounds = map.getBounds();
  return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
}

/** GET /api/search/map for the search's filters, the view (clamped to the world) and the zoom. */
function mapAnswerUrl(map: LeafletMap, query: string): string {
  const { west, south, east, north } = viewportOf(map);
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value)).toFixed(4);
  const bbox = [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)].join(',');
  const zoom = Math.max(0, Math.min(19, Math.round(map.getZoom())));
  return `/api/search/map?${query ? `${query}&` : ''}bbox=${bbox}&zoom=${zoom}`;
}

/**
 * Asks for what is in view. A newer ask cancels the one before, so only the latest
 * answer is drawn; the container is aria-busy meanwhile. `null`: no answer (an error).
 */
function mapAsker(
  map: LeafletMap,
  container: HTMLElement,
  unmounted: AbortSignal,
  onAnswer: (found: SearchMap | null) => void,
): (query: string) => void {
  let asking: AbortController | null = null;
  return (query) => {
    asking?.abort();
    const request = new AbortController();
    asking = request;
    container.setAttribute('aria-busy', 'true');
    const signal = AbortSignal.any([unmounted, request.signal]);
    fetch(mapAnswerUrl(map, query), { signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<SearchMap>) : null))
      .then((found) => {
        if (request.signal.aborted) return;
        container.setAttribute('aria-busy', 'false');
        onAnswer(found);
      })
      .catch(() => {
        if (request.signal.aborted) return;
        container.setAttribute('aria-busy', 'false');
        onAnswer(null);
      });
  };
}

/** The search's own box, else around the list's offers, else the whole UK. */
function fitSearch(map: LeafletMap, search: MapSearch) {
  if (search.bbox) {
    const { west, south, east, north } = search.bbox;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { animate: false },
    );
  } else if (search.around.length > 0) {
    const bounds = latLngBounds(search.around.map((offer) => [offer.lat, offer.lon]));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: 14, animate: false });
  } else {
    map.fitBounds(UK, { animate: false });
  }
}

/**
 * Marker links open the offer inside the app (no full page load), and keys typed on a
 * marker are the marker's, not the map's (Enter follows or opens it). Returns the undo.
 */
function handleMarkerEvents(container: HTMLElement, onOpen: (slug: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[data-offer]');
    if (!(link instanceof HTMLAnchorElement) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(link.dataset.offer ?? '');
  };
  container.addEventListener('click', onClick);
  DomEvent.on(container, 'keydown', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-offer], [data-group], [data-cluster]')) {
      DomEvent.stopPropagation(event);
    }
  });
  return () => container.removeEventListener('click', onClick);
}

export function mountResultsMap(container: HTMLElement, options: MapOptions): ResultsMapHandle {
  const map = leafletMap(container, { minZoom: 4, maxZoom: 18, zoomSnap: 0.5 });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const loading = new AbortController();
  addBasemap(map, options, loading.signal);
  const unguard = guardScrollZoom(map);
  const markers = layerGroup().addTo(map);
  let following = false;
  let query = '';
  let answer: SearchMap = { total: 0, clusters: [], points: [] };
  let settling: ReturnType<typeof setTimeout> | undefined;

  const askFor = mapAsker(map, container, loading.signal, (found) => {
    if (!found) {
      options.onCounted(null);
      return;
    }
    answer = found;
    drawMarkers(map, markers, answer);
    options.onCounted(found.total);
  });
  const ask = () => askFor(query);

  const show = (search: MapSearch) => {
    query = search.query;
    following = false;
    fitSearch(map, search);
    container.dataset.zoom = String(map.getZoom());
    ask();
    // Moves from here on are the person's.
    following = true;
  };

  map.on('zoomend', () => {
    container.dataset.zoom = String(map.getZoom());
    drawMarkers(map, markers, answer);
  });
  map.on('moveend', () => {
    if (!following) return;
    clearTimeout(settling);
    container.setAttribute('aria-busy', 'true');
    settling = setTimeout(ask, SETTLE_MS);
    options.onMove(viewportOf(map));
  });
  const unhandle = handleMarkerEvents(container, options.onOpen);

  return {
    show,
    destroy: () => {
      clearTimeout(settling);
      loading.abort();
      unguard();
      unhandle();
      map.remove();
    },
  };
}
