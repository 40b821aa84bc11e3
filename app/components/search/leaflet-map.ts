// The results map itself, on Leaflet. This module (with Leaflet and its CSS) is
// loaded only when someone opens the map view, so the list view's code stays small.
// It shows every match of the search inside the view, not only the page the list
// shows: GET /api/search/map answers clusters (a count that zooms in when opened)
// and single offers (a price linking to the offer), again whenever the map stops.
import {
  DomEvent,
  divIcon,
  type LatLngBoundsExpression,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
  point,
  popup,
} from 'leaflet/dist/leaflet-src.esm.js';
import 'leaflet/dist/leaflet.css';
import './results-map.css';
import type { MapConfig } from '#app/context.ts';
import { overlappingGroups, shortPrice } from '#app/lib/map-results.ts';
import { formatNumber } from '#contract/format.ts';
import type { BoundingBox } from '#contract/search.ts';
import { MAP_POINTS_ZOOM, type MapCluster, type MapPoint, type SearchMap } from '#contract/search-map.ts';
import { addBasemap } from '../maps/basemap.ts';
import { guardScrollZoom } from '../maps/scroll-guard.ts';

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
/** A marker's room on screen (pixels across and down): closer ones are drawn as one. */
const MARKER_ROOM = { x: 96, y: 46 } as const;
/** A cluster, or a single offer with its own point as bounds. */
type Item = MapCluster & { offer: MapPoint | null };
/** Wait this long after the map stops before asking, so a drag asks once. */
const SETTLE_MS = 120;

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
  let asking: AbortController | null = null;
  let settling: ReturnType<typeof setTimeout> | undefined;

  const viewport = (): BoundingBox => {
    const bounds = map.getBounds();
    return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
  };

  const ask = () => {
    asking?.abort();
    const request = new AbortController();
    asking = request;
    const { west, south, east, north } = viewport();
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value)).toFixed(4);
    const bbox = [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)].join(',');
    const zoom = Math.max(0, Math.min(19, Math.round(map.getZoom())));
    const url = `/api/search/map?${query ? `${query}&` : ''}bbox=${bbox}&zoom=${zoom}`;
    container.setAttribute('aria-busy', 'true');
    fetch(url, { signal: AbortSignal.any([loading.signal, request.signal]), headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<SearchMap>) : null))
      .then((found) => {
        if (request.signal.aborted) return;
        container.setAttribute('aria-busy', 'false');
        if (!found) {
          options.onCounted(null);
          return;
        }
        answer = found;
        drawMarkers();
        options.onCounted(found.total);
      })
      .catch(() => {
        if (request.signal.aborted) return;
        container.setAttribute('aria-busy', 'false');
        options.onCounted(null);
      });
  };

  // Markers that would overlap at this zoom (neighbouring cells of the grid, one
  // building, a street seen from afar) become one: a cluster of their sum that zooms
  // in, or, for single offers, a group that zooms in or lists them when they share a
  // point. So every marker stays a target of its own, never covered by another.
  const drawMarkers = () => {
    markers.clearLayers();
    const items: Item[] = [
      ...[...answer.clusters].sort((a, b) => b.count - a.count).map((cluster) => ({ ...cluster, offer: null })),
      ...answer.points.map((offer) => ({
        lat: offer.lat,
        lon: offer.lon,
        count: 1,
        bounds: { west: offer.lon, south: offer.lat, east: offer.lon, north: offer.lat },
        offer,
      })),
    ];
    const positions = items.map((item) => map.latLngToContainerPoint([item.lat, item.lon]));
    for (const members of overlappingGroups(positions, MARKER_ROOM)) {
      const group = members.map((index) => items[index]).filter((item): item is Item => item !== undefined);
      const [first] = group;
      if (!first) continue;
      const offers = group.flatMap((item) => (item.offer ? [item.offer] : []));
      if (offers.length === group.length) {
        const [only] = offers;
        if (only && offers.length === 1) {
          place(first.lat, first.lon, offerLink(only), 'map-price');
        } else {
          const button = groupButton(offers.length);
          button.addEventListener('click', () => openGroup(offers));
          place(first.lat, first.lon, button, 'map-price');
        }
        continue;
      }
      const merged: MapCluster = {
        lat: first.lat,
        lon: first.lon,
        count: group.reduce((sum, item) => sum + item.count, 0),
        bounds: {
          west: Math.min(...group.map((item) => item.bounds.west)),
          south: Math.min(...group.map((item) => item.bounds.south)),
          east: Math.max(...group.map((item) => item.bounds.east)),
          north: Math.max(...group.map((item) => item.bounds.north)),
        },
      };
      const button = clusterButton(merged.count);
      button.addEventListener('click', () => openCluster(merged));
      place(first.lat, first.lon, button, 'map-cluster');
    }
  };

  const place = (lat: number, lon: number, element: HTMLElement, className: string) => {
    marker([lat, lon], {
      icon: divIcon({ className, html: element, iconSize: undefined }),
      interactive: false,
      keyboard: false,
    }).addTo(markers);
  };

  const openCluster = (cluster: MapCluster) => {
    const { west, south, east, north } = cluster.bounds;
    const bounds = latLngBounds([
      [south, west],
      [north, east],
    ]);
    const zoom = map.getBoundsZoom(bounds, false, point(64, 64));
    // All in one spot (a block of flats): close enough for every offer to be a point.
    map.setView(bounds.getCenter(), Math.min(Math.max(zoom, map.getZoom() + 1), MAP_POINTS_ZOOM));
  };

  const openGroup = (offers: readonly MapPoint[]) => {
    const bounds = latLngBounds(offers.map((offer) => [offer.lat, offer.lon]));
    const zoom = map.getBoundsZoom(bounds, false, point(80, 80));
    if (zoom > map.getZoom() && map.getZoom() < map.getMaxZoom()) {
      map.fitBounds(bounds, { padding: [80, 80], maxZoom: map.getMaxZoom() });
      return;
    }
    // Too close to part: list them.
    const list = document.createElement('ul');
    list.className = 'map-group-list';
    for (const offer of offers) {
      const item = document.createElement('li');
      item.append(offerLink(offer, true));
      list.append(item);
    }
    popup({ maxWidth: 280 }).setLatLng(bounds.getCenter()).setContent(list).openOn(map);
    list.querySelector('a')?.focus();
  };

  const show = (search: MapSearch) => {
    query = search.query;
    following = false;
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
    container.dataset.zoom = String(map.getZoom());
    ask();
    // Moves from here on are the person's.
    following = true;
  };

  map.on('zoomend', () => {
    container.dataset.zoom = String(map.getZoom());
    drawMarkers();
  });
  map.on('moveend', () => {
    if (!following) return;
    clearTimeout(settling);
    container.setAttribute('aria-busy', 'true');
    settling = setTimeout(ask, SETTLE_MS);
    options.onMove(viewport());
  });

  // Marker links open the offer inside the app (no full page load).
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[data-offer]');
    if (!(link instanceof HTMLAnchorElement) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    options.onOpen(link.dataset.offer ?? '');
  };
  container.addEventListener('click', onClick);
  // Keys typed on a marker are the marker's, not the map's (Enter follows or opens it).
  DomEvent.on(container, 'keydown', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-offer], [data-group], [data-cluster]')) {
      DomEvent.stopPropagation(event);
    }
  });

  return {
    show,
    destroy: () => {
      clearTimeout(settling);
      loading.abort();
      unguard();
      container.removeEventListener('click', onClick);
      map.remove();
    },
  };
}

/** A marker's link to its offer: the short price (or, in a group's list, the title too). */
function offerLink(offer: MapPoint, withTitle = false): HTMLAnchorElement {
  const link = document.createElement('a');
  const price = shortPrice(offer.price, offer.price_period);
  link.href = `/offers/${offer.slug}`;
  link.dataset.offer = offer.slug;
  link.textContent = withTitle ? `${price} · ${offer.title}` : price;
  if (!withTitle) link.setAttribute('aria-label', `${offer.title}, ${price}`);
  return link;
}

function groupButton(count: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.group = String(count);
  button.textContent = `${count} properties`;
  button.setAttribute('aria-label', `${count} properties close together: show them`);
  return button;
}

/** A cluster of the server's grid: its count, opened by zooming in. */
function clusterButton(count: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.cluster = String(count);
  button.textContent = formatNumber(count);
  button.setAttribute('aria-label', `${count} properties in this area: zoom in`);
  return button;
}
