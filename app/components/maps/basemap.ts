// The ground under every map of the site: the configured tile server's tiles
// (OpenStreetMap's by default) or vector style (vector-style.ts), or, when they are
// switched off or cannot be loaded (no internet, the server down, no WebGL for a
// style), an offline basemap that still says where the map
// is: a graticule, the outline of the UK and Ireland (Natural Earth, public domain,
// in public/map/) and the gazetteer's place names for the view.
import {
  divIcon,
  geoJSON,
  type Map as LeafletMap,
  layerGroup,
  marker,
  polyline,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js';
import type { MapConfig } from '#app/context.ts';
import './basemap.css';

const OUTLINE_URL = '/map/uk-outline.geojson';
/** Place names asked for per view: enough to orient, few enough to stay legible. */
const PLACE_NAMES = 24;
const PLACES_PANE = 'placeNames';

export type BasemapOptions = MapConfig;

/**
 * Adds the ground to the map. The container's data-basemap says which one shows
 * ('tiles'; 'style' once a vector style has drawn its first picture; 'offline' once
 * tiles or style are off, or failed before they showed anything).
 */
export function addBasemap(map: LeafletMap, options: BasemapOptions, signal: AbortSignal): void {
  const container = map.getContainer();
  if (options.styleUrl) {
    const { styleUrl, attribution } = options;
    const offline = () => {
      if (!signal.aborted) drawOfflineBasemap(map, signal);
    };
    import('./vector-style.ts')
      .then(({ addVectorStyle }) => addVectorStyle(map, { styleUrl, attribution }, signal, offline))
      .catch(offline);
    return;
  }
  if (!options.tileUrl) {
    drawOfflineBasemap(map, signal);
    return;
  }
  container.dataset.basemap = 'tiles';
  const tiles = tileLayer(options.tileUrl, { attribution: options.attribution ?? '', maxZoom: 19 }).addTo(map);
  let loaded = false;
  tiles.on('tileload', () => {
    loaded = true;
  });
  // Tiles that never arrive (offline, blocked, the server down) would leave markers on
  // an empty canvas: before the first tile has loaded, one failure switches to the
  // offline basemap. A tile failing later, among loaded ones, is left as it is.
  tiles.on('tileerror', () => {
    if (loaded || signal.aborted || container.dataset.basemap === 'offline') return;
    tiles.remove();
    drawOfflineBasemap(map, signal);
  });
}

function drawOfflineBasemap(map: LeafletMap, signal: AbortSignal): void {
  map.getContainer().dataset.basemap = 'offline';
  map.attributionControl.addAttribution('Outline: Natural Earth; places: GeoNames');
  const lines = layerGroup().addTo(map);
  const style = { color: '#c5ced6', weight: 1, interactive: false };
  for (let lat = 44; lat <= 64; lat++) {
    polyline(
      [
        [lat, -20],
        [lat, 10],
      ],
      style,
    ).addTo(lines);
  }
  for (let lon = -20; lon <= 10; lon++) {
    polyline(
      [
        [44, lon],
        [64, lon],
      ],
      style,
    ).addTo(lines);
  }
  fetch(OUTLINE_URL, { signal, headers: { accept: 'application/geo+json, application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((outline) => {
      if (!outline || signal.aborted) return;
      geoJSON(outline, {
        interactive: false,
        style: { color: '#94a3b8', weight: 1, fillColor: '#fbfbf8', fillOpacity: 1 },
      })
        .addTo(map)
        .bringToBack();
    })
    .catch(() => {
      // Gone, or unreachable: the graticule and the place names still place the markers.
    });
  showPlaceNames(map, signal);
}

type NearbyPlace = { name: string; kind: string; lat: number; lon: number };

/** The gazetteer's place names in view, asked for again whenever the map stops moving. */
function showPlaceNames(map: LeafletMap, signal: AbortSignal): void {
  if (!map.getPane(PLACES_PANE)) map.createPane(PLACES_PANE);
  const labels = layerGroup().addTo(map);
  let asking: AbortController | null = null;
  const update = () => {
    if (signal.aborted) return;
    asking?.abort();
    const request = new AbortController();
    asking = request;
    const bounds = map.getBounds();
    const bbox = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]
      .map((degrees, index) => Math.max(index % 2 ? -90 : -180, Math.min(index % 2 ? 90 : 180, degrees)).toFixed(4))
      .join(',');
    fetch(`/api/places/nearby?bbox=${bbox}&limit=${PLACE_NAMES}`, {
      signal: AbortSignal.any([signal, request.signal]),
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<NearbyPlace[]>) : null))
      .then((places) => {
        if (!places || request.signal.aborted) return;
        labels.clearLayers();
        for (const place of places) {
          const label = document.createElement('span');
          label.textContent = place.name;
          label.className = `map-place-name map-place-${place.kind}`;
          marker([place.lat, place.lon], {
            icon: divIcon({ className: 'map-place', html: label, iconSize: undefined }),
            pane: PLACES_PANE,
            interactive: false,
            keyboard: false,
          }).addTo(labels);
        }
      })
      .catch(() => {
        // Offline without our own server too, or superseded by a newer view: nothing to name.
      });
  };
  map.on('moveend', update);
  // The map may already have its view (tiles failed after it was set).
  try {
    map.getCenter();
    update();
  } catch {
    // No view yet: the first moveend asks.
  }
}
