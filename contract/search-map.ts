// The results map's answer: every match of a search inside the visible box, grouped
// on a grid that follows the zoom, so a whole country of offers is a few dozen
// circles and a street is its single offers (GET /api/search/map).
import { z } from 'zod';
import { PRICE_PERIODS } from './price-periods.ts';

/** Zoom levels of the map (web tiles: 0 is the whole world in one tile). */
export const MAP_ZOOM_MIN = 0;
export const MAP_ZOOM_MAX = 19;
/** From this zoom on, every offer is its own point: a street, where clusters hide nothing. */
export const MAP_POINTS_ZOOM = 16;
/** A cluster's cell on screen, in pixels across: about the size of a marker. */
export const MAP_CELL_PX = 64;
/** At most this many single points come back, at any zoom (the densest view is a street). */
export const MAP_POINTS_MAX = 500;

/**
 * The map's own query parameters, besides a search's: checked by hand (as the search
 * parameters are), so they are described here and taken as raw text.
 */
const rawParameter = z.union([z.string(), z.array(z.string())]).optional();
export const mapQueryParametersSchema = z.object({
  bbox: rawParameter.describe('Required: the visible box, west,south,east,north in degrees.'),
  zoom: rawParameter.describe(`Required: the map's zoom, a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}.`),
});

const boxSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });

export const mapClusterSchema = z.object({
  /** The centre of its offers (their mean position). */
  lat: z.number(),
  lon: z.number(),
  count: z.number().int(),
  /** The box around its offers: the map zooms to it when the cluster is opened. */
  bounds: boxSchema,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** One offer on the map: enough for its marker's label and link. */
export const mapPointSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Pence; null means price on application. */
  price: z.number().int().nullable(),
  price_period: z.enum(PRICE_PERIODS).nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const searchMapSchema = z.object({
  /** Every match inside the box (the clusters' counts plus the points). */
  total: z.number().int(),
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
});
export type SearchMap = z.infer<typeof searchMapSchema>;

/**
 * The grid cell for a zoom, in degrees of longitude: a tile of 256 pixels spans
 * 360 / 2^zoom degrees, so MAP_CELL_PX pixels span that share of it.
 */
export function mapCellDegrees(zoom: number): number {
  return (360 / 2 ** zoom) * (MAP_CELL_PX / 256);
}
