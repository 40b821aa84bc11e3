// The results map's markers: clusters of the server's grid (a count that zooms in),
// single offers (a price linking to the offer), and groups of offers too close to
// tell apart (a button that zooms in, or lists them when they share a point).
import {
  divIcon,
  type LayerGroup,
  type Map as LeafletMap,
  latLngBounds,
  marker,
  point,
  popup,
} from 'leaflet/dist/leaflet-src.esm.js';
import { overlappingGroups, shortPrice } from '#app/lib/map-results.ts';
import { formatNumber } from '#contract/format.ts';
import { MAP_POINTS_ZOOM, type MapCluster, type MapPoint, type SearchMap } from '#contract/search-map.ts';

/** A marker's room on screen (pixels across and down): closer ones are drawn as one. */
const MARKER_ROOM = { x: 96, y: 46 } as const;
/** A cluster, or a single offer with its own point as bounds. */
type Item = MapCluster & { offer: MapPoint | null };

/** The answer's clusters (biggest first) and offers, as one list of items. */
function markerItems(answer: SearchMap): Item[] {
  return [
    ...[...answer.clusters].sort((a, b) => b.count - a.count).map((cluster) => ({ ...cluster, offer: null })),
    ...answer.points.map((offer) => ({
      lat: offer.lat,
      lon: offer.lon,
      count: 1,
      bounds: { west: offer.lon, south: offer.lat, east: offer.lon, north: offer.lat },
      offer,
    })),
  ];
}

/** Overlapping items as one cluster: their counts summed, their bounds joined, at the first's place. */
function mergedCluster(group: Item[], first: Item): MapCluster {
  return {
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
}

function placeMarker(markers: LayerGroup, lat: number, lon: number, element: HTMLElement, className: string) {
  marker([lat, lon], {
    icon: divIcon({ className, html: element, iconSize: undefined }),
    interactive: false,
    keyboard: false,
  }).addTo(markers);
}

/**
 * Draws the answer again at the map's zoom. Markers that would overlap at this zoom
 * (neighbouring cells of the grid, one building, a street seen from afar) become one:
 * a cluster of their sum that zooms in, or, for single offers, a group that zooms in or
 * lists them when they share a point. So every marker stays a target of its own, never
 * covered by another.
 */
export function drawMarkers(map: LeafletMap, markers: LayerGroup, answer: SearchMap) {
  markers.clearLayers();
  const items = markerItems(answer);
  const positions = items.map((item) => map.latLngToContainerPoint([item.lat, item.lon]));
  for (const members of overlappingGroups(positions, MARKER_ROOM)) {
    const group = members.map((index) => items[index]).filter((item): item is Item => item !== undefined);
    const [first] = group;
    if (!first) continue;
    const offers = group.flatMap((item) => (item.offer ? [item.offer] : []));
    if (offers.length === group.length) {
      const [only] = offers;
      if (only && offers.length === 1) {
        placeMarker(markers, first.lat, first.lon, offerLink(only), 'map-price');
      } else {
        const button = groupButton(offers.length);
        button.addEventListener('click', () => openGroup(map, offers));
        placeMarker(markers, first.lat, first.lon, button, 'map-price');
      }
      continue;
    }
    const merged = mergedCluster(group, first);
    const button = clusterButton(merged.count);
    button.addEventListener('click', () => openCluster(map, merged));
    placeMarker(markers, first.lat, first.lon, button, 'map-cluster');
  }
}

function openCluster(map: LeafletMap, cluster: MapCluster) {
  const { west, south, east, north } = cluster.bounds;
  const bounds = latLngBounds([
    [south, west],
    [north, east],
  ]);
  const zoom = map.getBoundsZoom(bounds, false, point(64, 64));
  // All in one spot (a block of flats): close enough for every offer to be a point.
  map.setView(bounds.getCenter(), Math.min(Math.max(zoom, map.getZoom() + 1), MAP_POINTS_ZOOM));
}

function openGroup(map: LeafletMap, offers: readonly MapPoint[]) {
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
