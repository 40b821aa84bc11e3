// The ground under every map of the site: the configured tile server's tiles, or,
// offline by default, a plain basemap (a neutral background, a graticule and the
// outline of the UK and Ireland from Natural Earth, public domain, in public/map/).
import { geoJSON, type Map as LeafletMap, layerGroup, polyline, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';

const OUTLINE_URL = '/map/uk-outline.geojson';

export type BasemapOptions = { tileUrl: string | undefined; attribution: string | undefined };

export function addBasemap(map: LeafletMap, options: BasemapOptions, signal: AbortSignal): void {
  if (options.tileUrl) {
    tileLayer(options.tileUrl, { attribution: options.attribution ?? '', maxZoom: 19 }).addTo(map);
  } else {
    drawOfflineBasemap(map, signal);
  }
}

function drawOfflineBasemap(map: LeafletMap, signal: AbortSignal): void {
  map.attributionControl.addAttribution('Outline: Natural Earth');
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
      // Gone, or unreachable: the graticule alone still places the markers.
    });
}
