// A map around one point: where an ad's property is (its page), or where the advertiser
// puts the pin (the ad form, when `onPick` is given: a click or tap moves the pin).
// Loaded with Leaflet only when a page shows such a map.
import { divIcon, map as leafletMap, type Marker, marker } from 'leaflet/dist/leaflet-src.esm.js';
import 'leaflet/dist/leaflet.css';
import './point-map.css';
import { addBasemap, type BasemapOptions } from './basemap.ts';
import { guardScrollZoom } from './scroll-guard.ts';

export type LatLon = { lat: number; lon: number };

export type PointMapOptions = BasemapOptions & {
  point: LatLon | null;
  /** Picking: called with the clicked position, where the pin now is. */
  onPick?: (point: LatLon) => void;
};

export type PointMapHandle = { setPoint: (point: LatLon | null) => void; destroy: () => void };

const UK_CENTRE: [number, number] = [54.5, -3];
const PIN = divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

export function mountPointMap(container: HTMLElement, options: PointMapOptions): PointMapHandle {
  const map = leafletMap(container, { minZoom: 5, maxZoom: 18, zoomSnap: 0.5 });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const loading = new AbortController();
  addBasemap(map, options, loading.signal);
  const unguard = guardScrollZoom(map);
  let pin: Marker | null = null;

  const setPoint = (point: LatLon | null) => {
    pin?.remove();
    pin = null;
    if (!point) {
      map.setView(UK_CENTRE, 5, { animate: false });
      return;
    }
    pin = marker([point.lat, point.lon], { icon: PIN, interactive: false, keyboard: false }).addTo(map);
    map.setView([point.lat, point.lon], Math.max(map.getZoom() || 0, 13), { animate: false });
  };
  setPoint(options.point);

  if (options.onPick) {
    const pick = options.onPick;
    container.classList.add('map-picking');
    map.on('click', (event) => {
      const point = { lat: event.latlng.lat, lon: event.latlng.lng };
      pin?.remove();
      pin = marker([point.lat, point.lon], { icon: PIN, interactive: false, keyboard: false }).addTo(map);
      pick(point);
    });
  }

  return {
    setPoint,
    destroy: () => {
      loading.abort();
      unguard();
      map.remove();
    },
  };
}
