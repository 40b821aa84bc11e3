// Every match of a search inside a map's box, for the results map: counted and
// grouped in SQL on a grid whose cells are about a marker wide at the map's zoom, so
// the answer stays a few hundred rows whether the box holds ten offers or 300,000.
// Only the index columns (lat, lon) of the matches are read for the grid; the label
// columns (title, price) are read for the cells that hold a single offer.
import { sql } from 'drizzle-orm';
import type { BoundingBox, SearchCriteria } from '#contract/search.ts';
import {
  MAP_POINTS_MAX,
  MAP_POINTS_ZOOM,
  type MapCluster,
  type MapPoint,
  mapCellDegrees,
  type SearchMap,
} from '#contract/search-map.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import type { CardRow } from '#core/offers/card.ts';
import type { Database } from '#db/client.ts';
import { searchSql } from './conditions.ts';

/** A box is cut into at most this many cells across (and down): a wide box at a deep zoom gets coarser cells. */
const MAX_CELLS_ACROSS = 64;

type CellRow = {
  count: number | string;
  lat: number;
  lon: number;
  west: number;
  south: number;
  east: number;
  north: number;
  /** The offer's id when the cell holds just one. */
  single_id: string | null;
};

type PointRow = Pick<CardRow, 'id' | 'slug' | 'title' | 'price' | 'price_period' | 'lat' | 'lon'>;

/** The search's matches inside `box` (which replaces any box of the search itself), clustered for `zoom`. */
export async function searchMap(
  db: Database,
  criteria: SearchCriteria,
  box: BoundingBox,
  zoom: number,
): Promise<SearchMap> {
  const catalogue = await getCatalogue(db);
  const { where } = searchSql({ ...criteria, bbox: box }, catalogue);
  const { lon: cellLon, lat: cellLat, coarsened } = gridFor(box, zoom);

  if (zoom >= MAP_POINTS_ZOOM && !coarsened) {
    const [points, counted] = await Promise.all([
      db.execute<PointRow>(sql`
        select o.id, o.slug, o.title, o.price, o.price_period, o.lat, o.lon from offers o
        where ${where} order by o.bumped_at desc, o.id desc limit ${MAP_POINTS_MAX}`),
      db.execute<{ total: string }>(sql`select count(*) as total from offers o where ${where}`),
    ]);
    return { total: Number(counted.rows[0]?.total ?? 0), clusters: [], points: points.rows.map(toPoint) };
  }

  const cells = await db.execute<CellRow>(sql`
    select count(*) as count, avg(o.lat) as lat, avg(o.lon) as lon,
      min(o.lon) as west, min(o.lat) as south, max(o.lon) as east, max(o.lat) as north,
      case when count(*) = 1 then min(o.id::text) end as single_id
    from offers o where ${where}
    group by floor(o.lon / ${cellLon}::float8), floor(o.lat / ${cellLat}::float8)`);
  const singles = cells.rows
    .map((cell) => cell.single_id)
    .filter((id): id is string => id !== null)
    .slice(0, MAP_POINTS_MAX);
  const points = await readPoints(db, singles);
  const clusters: MapCluster[] = [];
  let total = 0;
  for (const cell of cells.rows) {
    const count = Number(cell.count);
    total += count;
    if (cell.single_id !== null && points.has(cell.single_id)) continue;
    clusters.push({
      lat: Number(cell.lat),
      lon: Number(cell.lon),
      count,
      bounds: { west: cell.west, south: cell.south, east: cell.east, north: cell.north },
    });
  }
  return { total, clusters, points: [...points.values()] };
}

/**
 * The grid's cell in degrees. Across, a marker's width at this zoom; down, the same
 * distance on the ground (a degree of longitude shrinks with the cosine of the
 * latitude), so cells look square. A box too wide for its zoom gets coarser cells.
 */
export function gridFor(box: BoundingBox, zoom: number): { lon: number; lat: number; coarsened: boolean } {
  const byZoom = mapCellDegrees(zoom);
  const midLat = ((box.south + box.north) / 2) * (Math.PI / 180);
  const scale = Math.max(Math.cos(midLat), 0.05);
  const lon = Math.max(
    byZoom,
    (box.east - box.west) / MAX_CELLS_ACROSS,
    (box.north - box.south) / MAX_CELLS_ACROSS / scale,
  );
  return { lon, lat: lon * scale, coarsened: lon > byZoom };
}

async function readPoints(db: Database, ids: readonly string[]): Promise<Map<string, MapPoint>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<PointRow>(sql`
    select o.id, o.slug, o.title, o.price, o.price_period, o.lat, o.lon from offers o
    where o.id = any(${sql.param([...ids])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, toPoint(row)]));
}

function toPoint(row: PointRow): MapPoint {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: row.price === null ? null : Number(row.price),
    price_period: row.price_period,
    lat: row.lat,
    lon: row.lon,
  };
}
