// The import preview's map on Leaflet, over the site's basemap (tiles, a vector style, or
// the offline ground when neither loads). One marker per listing: the row's number, in
// amber with "location uncertain" when the address does not settle the place, in grey
// with "left out" when the company left it out. Clicking a marker names the listing.
// Markers are not tab stops: the rows table below says the same for keyboards and
// screen readers, and a feed of hundreds of markers would take hundreds of Tab presses.
import {
  divIcon,
  type LatLngBoundsExpression,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
} from 'leaflet/dist/leaflet-src.esm.js';
import 'leaflet/dist/leaflet.css';
import './import-map.css';
import type { MapConfig } from '#app/context.ts';
import type { ImportMapListing } from '#contract/import-map.ts';
import { addBasemap } from '../maps/basemap.ts';
import { guardScrollZoom } from '../maps/scroll-guard.ts';

export type ImportMapHandle = { show: (listings: readonly ImportMapListing[]) => void; destroy: () => void };

const UK: LatLngBoundsExpression = [
  [49.8, -8.7],
  [60.9, 1.8],
];
/** Uncertain listings above the others, so a doubtful one is never hidden under a sure one; left-out ones below. */
const Z_UNCERTAIN = 1000;
const Z_LEFT_OUT = -1000;

/** What a marker says of its listing besides the row: uncertain, left out, both or neither. */
function markerNotes(listing: ImportMapListing): string[] {
  return [...(listing.uncertain ? ['location uncertain'] : []), ...(listing.skipped ? ['left out'] : [])];
}

function markerElement(listing: ImportMapListing): HTMLElement {
  const element = document.createElement('span');
  element.className = 'import-marker';
  if (listing.uncertain) element.classList.add('import-marker-uncertain');
  if (listing.skipped) element.classList.add('import-marker-left-out');
  element.dataset.row = String(listing.row);
  element.textContent = [`Row ${listing.row}`, ...markerNotes(listing)].join(' · ');
  return element;
}

/** The popup of a clicked marker: the row, its reference and title, the place, and what is in doubt. */
function popupContent(listing: ImportMapListing): HTMLElement {
  const content = document.createElement('div');
  content.className = 'import-marker-popup';
  const heading = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = `Row ${listing.row}${listing.reference ? ` · ${listing.reference}` : ''}`;
  heading.append(strong);
  const lines = [listing.title ?? 'Untitled listing', `Appears in ${listing.place}`];
  if (listing.uncertain) lines.push('Location uncertain: the row in the table says why.');
  if (listing.skipped) lines.push('Left out of this import.');
  content.append(
    heading,
    ...lines.map((text) => {
      const line = document.createElement('p');
      line.textContent = text;
      return line;
    }),
  );
  return content;
}

function fitListings(map: ReturnType<typeof leafletMap>, listings: readonly ImportMapListing[]) {
  if (listings.length === 0) {
    map.fitBounds(UK, { animate: false });
    return;
  }
  const bounds = latLngBounds(listings.map((listing) => [listing.lat, listing.lon]));
  map.fitBounds(bounds, { padding: [48, 48], maxZoom: 12, animate: false });
}

export function mountImportMap(container: HTMLElement, options: MapConfig): ImportMapHandle {
  const map = leafletMap(container, { minZoom: 4, maxZoom: 18, zoomSnap: 0.5 });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const loading = new AbortController();
  const markers = layerGroup().addTo(map);
  // The view first: the offline basemap asks for the place names of the view it has.
  map.fitBounds(UK, { animate: false });
  addBasemap(map, options, loading.signal);
  const unguard = guardScrollZoom(map);
  let fitted = false;

  const show = (listings: readonly ImportMapListing[]) => {
    markers.clearLayers();
    for (const listing of listings) {
      marker([listing.lat, listing.lon], {
        icon: divIcon({ className: 'import-marker-icon', html: markerElement(listing), iconSize: undefined }),
        keyboard: false,
        zIndexOffset: listing.uncertain ? Z_UNCERTAIN : listing.skipped ? Z_LEFT_OUT : 0,
      })
        .bindPopup(() => popupContent(listing), { maxWidth: 280 })
        .addTo(markers);
    }
    // The view is fitted once: a listing left out later keeps the map where the person put it.
    if (!fitted) fitListings(map, listings);
    fitted = true;
  };

  return {
    show,
    destroy: () => {
      loading.abort();
      unguard();
      map.remove();
    },
  };
}
