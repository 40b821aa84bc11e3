// The results map itself, on Leaflet. This module (with Leaflet and its CSS) is
// loaded only when someone opens the map view, so the list view's code stays small.
// With a tile server configured the map shows its tiles; without one it draws a plain
// offline basemap: a neutral background, a graticule and the outline of the UK and
// Ireland (Natural Earth, public domain, shipped in public/map/).
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
import { overlappingGroups, shortPrice } from '#app/lib/map-results.ts';
import type { OfferCard } from '#contract/offers.ts';
import type { BoundingBox } from '#contract/search.ts';
import { addBasemap } from '../maps/basemap.ts';

export type MapOptions = {
  tileUrl: string | undefined;
  attribution: string | undefined;
  /** The search's own area: the map starts there instead of around the markers. */
  bbox: BoundingBox | undefined;
  /** The person moved the map (drag, zoom, keys): its new viewport. */
  onMove: (viewport: BoundingBox) => void;
  /** A marker was followed: its offer's slug. */
  onOpen: (slug: string) => void;
};

export type ResultsMapHandle = { showOffers: (offers: readonly OfferCard[]) => void; destroy: () => void };

const UK: LatLngBoundsExpression = [
  [49.8, -8.7],
  [60.9, 1.8],
];

export function mountResultsMap(container: HTMLElement, options: MapOptions): ResultsMapHandle {
  const map = leafletMap(container, { minZoom: 4, maxZoom: 18, zoomSnap: 0.5 });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const loading = new AbortController();
  addBasemap(map, options, loading.signal);
  const markers = layerGroup().addTo(map);
  let following = false;
  let shown: readonly OfferCard[] = [];

  // Labels that would overlap at this zoom become one group marker (a button that
  // zooms in, or lists them when they share a point), so every marker stays a
  // target of its own.
  const drawMarkers = () => {
    markers.clearLayers();
    const points = shown.map((offer) => map.latLngToContainerPoint([offer.location.lat, offer.location.lon]));
    for (const members of overlappingGroups(points)) {
      const offers = members.map((index) => shown[index]).filter((offer): offer is OfferCard => offer !== undefined);
      const [first] = offers;
      if (!first) continue;
      const element = offers.length === 1 ? offerLink(first) : groupButton(offers.length);
      const marker_ = marker([first.location.lat, first.location.lon], {
        icon: divIcon({ className: 'map-price', html: element, iconSize: undefined }),
        interactive: false,
        keyboard: false,
      });
      if (offers.length > 1) element.addEventListener('click', () => openGroup(offers));
      marker_.addTo(markers);
    }
  };

  const openGroup = (offers: readonly OfferCard[]) => {
    const bounds = latLngBounds(offers.map((offer) => [offer.location.lat, offer.location.lon]));
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

  const showOffers = (offers: readonly OfferCard[]) => {
    shown = offers;
    following = false;
    if (options.bbox) {
      const { west, south, east, north } = options.bbox;
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { animate: false },
      );
    } else if (offers.length > 0) {
      const bounds = latLngBounds(offers.map((offer) => [offer.location.lat, offer.location.lon]));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: 14, animate: false });
    } else {
      map.fitBounds(UK, { animate: false });
    }
    drawMarkers();
    // Moves from here on are the person's.
    following = true;
  };
  map.on('zoomend', drawMarkers);

  map.on('moveend', () => {
    if (!following) return;
    const bounds = map.getBounds();
    options.onMove({
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    });
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
    if ((event.target as Element | null)?.closest?.('[data-offer], [data-group]')) DomEvent.stopPropagation(event);
  });

  return {
    showOffers,
    destroy: () => {
      loading.abort();
      container.removeEventListener('click', onClick);
      map.remove();
    },
  };
}

/** A marker's link to its offer: the short price (or, in a group's list, the title too). */
function offerLink(offer: OfferCard, withTitle = false): HTMLAnchorElement {
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
