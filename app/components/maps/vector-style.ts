// A vector style (MAP_STYLE_URL) drawn by MapLibre GL as the ground of a Leaflet map, under
// the same markers, clusters and popups. basemap.ts imports this module only when a style
// is configured: MapLibre is several times the size of Leaflet, and a site on raster tiles
// never downloads it.
import { MaplibreGL } from '@maplibre/maplibre-gl-leaflet';
import type { Map as LeafletMap } from 'leaflet/dist/leaflet-src.esm.js';
import { setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre's worker, emitted as one of our own hashed assets: served from our origin, it
// starts as a plain module worker, so the CSP needs no blob: workers and no eval.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

/**
 * Draws the style under the map's markers. `onFailure` is called, with the style taken
 * away again, when it cannot be drawn at all: no WebGL, or the style, its sprite, glyphs or
 * first tiles failing before the first complete picture. Failures after that are left be,
 * as a raster tile failing among loaded ones is.
 */
export function addVectorStyle(
  map: LeafletMap,
  options: { styleUrl: string; attribution: string | undefined },
  signal: AbortSignal,
  onFailure: () => void,
): void {
  const container = map.getContainer();
  const layer = new MaplibreGL({
    style: options.styleUrl,
    // The attribution the operator gives; without it, the one each of the style's sources names.
    ...(options.attribution ? { attributionControl: { customAttribution: options.attribution } } : {}),
  });
  let drawn = false;
  const fail = () => {
    if (drawn || signal.aborted || container.dataset.basemap === 'offline') return;
    layer.remove();
    onFailure();
  };
  // The layer needs the map's view to start; the map has one, or gets it later.
  map.whenReady(() => {
    if (signal.aborted) return;
    try {
      layer.addTo(map);
    } catch {
      // MapLibre could not start (no WebGL in this browser). Its layer is on the map with
      // nothing to stop: take away only its empty element.
      layer.onRemove = () => {
        layer.getContainer().remove();
        return layer;
      };
      fail();
      return;
    }
    const gl = layer.getMaplibreMap();
    gl.once('load', () => {
      if (signal.aborted || container.dataset.basemap === 'offline') return;
      drawn = true;
      container.dataset.basemap = 'style';
    });
    gl.on('error', fail);
  });
}
