// Helpers of the results map: the viewport as the URL's bbox, and short price labels
// for the markers.
import { formatNumber } from '#contract/format.ts';
import { PRICE_PERIOD_SUFFIX, type PricePeriod } from '#contract/price-periods.ts';
import type { BoundingBox, SearchCriteria } from '#contract/search.ts';
import { withValidSort } from './panel-criteria.ts';

const round = (degrees: number): number => Math.round(degrees * 10_000) / 10_000;
const clamp = (value: number, limit: number): number => Math.max(-limit, Math.min(limit, value));

/** A map viewport as the search's bbox: 4 decimals (about 10 m), within the world. */
export function viewportBbox(bounds: BoundingBox): BoundingBox {
  return {
    west: round(clamp(bounds.west, 180)),
    south: round(clamp(bounds.south, 90)),
    east: round(clamp(bounds.east, 180)),
    north: round(clamp(bounds.north, 90)),
  };
}

/**
 * "Search this area": the same filters inside the map's viewport. The place and its
 * radius give way to the area (and so does sorting by distance from that place).
 */
export function withBoundingBox(criteria: SearchCriteria, bbox: BoundingBox): SearchCriteria {
  return withValidSort({ ...criteria, bbox: viewportBbox(bbox), location: undefined, radiusMiles: undefined, page: 1 });
}

/** '£350k', '£1.25m', '£950 pcm', '£180 pw', 'POA': a marker's label. */
export function shortPrice(pence: number | null, period: PricePeriod | null): string {
  if (pence === null) return 'POA';
  const pounds = pence / 100;
  const suffix = period ? PRICE_PERIOD_SUFFIX[period] : '';
  if (pounds >= 1_000_000) return `£${trim(pounds / 1_000_000, 2)}m${suffix}`;
  if (pounds >= 10_000) return `£${trim(pounds / 1_000, pounds >= 100_000 ? 0 : 1)}k${suffix}`;
  return `£${formatNumber(Math.round(pounds))}${suffix}`;
}

function trim(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** Marker labels closer than this (screen pixels, across and up-down) would overlap: they are shown as one group. */
export const MARKER_SPAN = { x: 96, y: 34 } as const;

/**
 * Groups points (screen pixels) whose labels would overlap, greedily in the given
 * order: each point joins the first group whose first point is within the span.
 * Returns the groups as lists of indexes.
 */
export function overlappingGroups(
  points: ReadonlyArray<{ x: number; y: number }>,
  span: { x: number; y: number } = MARKER_SPAN,
): number[][] {
  const groups: Array<{ x: number; y: number; members: number[] }> = [];
  points.forEach((point, index) => {
    const near = groups.find((group) => Math.abs(group.x - point.x) < span.x && Math.abs(group.y - point.y) < span.y);
    if (near) near.members.push(index);
    else groups.push({ x: point.x, y: point.y, members: [index] });
  });
  return groups.map((group) => group.members);
}
