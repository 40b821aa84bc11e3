// Places named by live ads. A card shows its ad's location name ('Fernbrook, Leeds'), and
// every name a card shows must be findable by that name, even one that neither the
// gazetteer nor the curated neighbourhoods know. So the location names of the ads the
// public can see are read from the database, grouped in SQL (one row per name and area),
// the place part of each is kept (ad-place-names.ts), and the place sits at the mean
// position of its ads, as a neighbourhood labelled with its town.
//
// The gazetteer stays first: a name it already has near there is left out (its own place
// answers for it), and so is a near spelling of a nearby place's name ('Levenshulm' beside
// Levenshulme), so that an advertiser's typo never hides the correction of the same typo.
//
// Each process keeps its own copy (snapshot-cache.ts) and reloads it after RELOAD_MS: an
// ad published, moved, withdrawn or expired on any server shows in every server's
// suggestions within that time, and nothing but the offers table is shared.
import { sql } from 'drizzle-orm';
import { publiclyVisible } from '#core/offers/visibility.ts';
import type { Database } from '#db/client.ts';
import { offers } from '#db/schema/offers.ts';
import { adPlaceName } from './ad-place-names.ts';
import { kilometres } from './distance.ts';
import { type IndexedPlace, indexedPlaces, indexPlace } from './gazetteer-index.ts';
import { searchKey, slugify } from './names.ts';
import { snapshotCache } from './snapshot-cache.ts';

const RELOAD_MS = 60_000;
/** Ads naming one place this close together are one place; a gazetteer place of that name this close is it. */
const SAME_PLACE_KM = 20;
/**
 * Ads are grouped in SQL by name and by cells of this many degrees, so one name used in
 * two parts of the country ('Newport' in Wales and on the Isle of Wight) does not become
 * one place halfway between them; cells of one place are joined again in SAME_PLACE_KM.
 */
const GRID_DEGREES = 0.5;
/** A city or town this close labels a place whose ads name no town. */
const NEAR_TOWN_KM = 15;

type Row = { location_name: string; offers: number; lat: number; lon: number };
type Cluster = { name: string; town: string | null; key: string; lat: number; lon: number; offers: number };

const cache = snapshotCache(load, RELOAD_MS);

/** Places named by live ads and not by the gazetteer, the most advertised first. */
export function adPlaces(db: Database): Promise<readonly IndexedPlace[]> {
  return cache.get(db);
}

/** Reads the live ads' place names again now, rather than within RELOAD_MS. */
export function refreshAdPlaces(db: Database): Promise<readonly IndexedPlace[]> {
  return cache.refresh(db);
}

async function load(db: Database): Promise<readonly IndexedPlace[]> {
  const cell = sql.raw(String(GRID_DEGREES));
  const [gazetteer, { rows }] = await Promise.all([
    indexedPlaces(db),
    db.execute<Row>(sql`
      select location_name, count(*)::int as offers, avg(lat) as lat, avg(lon) as lon
      from ${offers} o
      where ${publiclyVisible('o')}
      group by location_name, floor(lat / ${cell}), floor(lon / ${cell})
      order by offers desc, location_name collate "C"`),
  ]);
  const near = gazetteerNear(gazetteer);
  const slugs = new Set(gazetteer.map((place) => place.slug));
  const found: IndexedPlace[] = [];
  for (const cluster of clusterNames(rows)) {
    const around = near(cluster);
    if (around.some(({ place }) => sameName(cluster.key, place.nameKey))) continue;
    const nearest = around[0]?.place ?? nearestOf(gazetteer, cluster);
    if (!nearest) continue;
    const town =
      cluster.town ??
      around.find(
        ({ place, km }) =>
          km <= NEAR_TOWN_KM && (place.kind === 'city' || place.kind === 'town') && place.county !== 'Greater London',
      )?.place.name ??
      null;
    found.push(
      indexPlace({
        slug: uniqueSlug(slugs, town ? `${cluster.name} ${town}` : cluster.name),
        name: cluster.name,
        kind: 'neighbourhood',
        county: nearest.county,
        country: nearest.country,
        town,
        // About 100 m: plenty for a search of a mile around, and no single ad's exact spot.
        lat: Math.round(cluster.lat * 1000) / 1000,
        lon: Math.round(cluster.lon * 1000) / 1000,
        name_key: cluster.key,
      }),
    );
  }
  return found;
}

/** The place names of the rows, ads of one name close together joined at their mean position. */
function clusterNames(rows: readonly Row[]): Cluster[] {
  const byKey = new Map<string, Cluster[]>();
  const clusters: Cluster[] = [];
  // The rows come most advertised first, so a place keeps its most used spelling and town.
  for (const row of rows) {
    const named = adPlaceName(row.location_name);
    if (!named) continue;
    const key = searchKey(named.name);
    const point = { lat: Number(row.lat), lon: Number(row.lon) };
    const sameKey = byKey.get(key) ?? [];
    const same = sameKey.find((cluster) => kilometres(cluster, point) <= SAME_PLACE_KM);
    if (same) {
      const total = same.offers + row.offers;
      same.lat = (same.lat * same.offers + point.lat * row.offers) / total;
      same.lon = (same.lon * same.offers + point.lon * row.offers) / total;
      same.offers = total;
      same.town ??= named.town;
      continue;
    }
    const cluster = { ...named, key, ...point, offers: row.offers };
    sameKey.push(cluster);
    byKey.set(key, sameKey);
    clusters.push(cluster);
  }
  return clusters;
}

type Near = { place: IndexedPlace; km: number };

/**
 * The gazetteer's places within SAME_PLACE_KM of a point, nearest first, read from cells
 * of a quarter degree of latitude and half a degree of longitude: at least 27 km each way
 * anywhere in the UK, so the cell of the point and its neighbours hold every such place.
 */
function gazetteerNear(gazetteer: readonly IndexedPlace[]): (point: { lat: number; lon: number }) => Near[] {
  const cellOf = (lat: number, lon: number) => [Math.floor(lat * 4), Math.floor(lon * 2)] as const;
  const cells = new Map<string, IndexedPlace[]>();
  for (const place of gazetteer) {
    const [row, column] = cellOf(place.lat, place.lon);
    const key = `${row}:${column}`;
    const cell = cells.get(key);
    if (cell) cell.push(place);
    else cells.set(key, [place]);
  }
  return (point) => {
    const [row, column] = cellOf(point.lat, point.lon);
    const near: Near[] = [];
    for (const dRow of [-1, 0, 1]) {
      for (const dColumn of [-1, 0, 1]) {
        for (const place of cells.get(`${row + dRow}:${column + dColumn}`) ?? []) {
          const km = kilometres(place, point);
          if (km <= SAME_PLACE_KM) near.push({ place, km });
        }
      }
    }
    return near.sort((a, b) => a.km - b.km);
  };
}

function nearestOf(gazetteer: readonly IndexedPlace[], point: { lat: number; lon: number }): IndexedPlace | undefined {
  let nearest: Near | undefined;
  for (const place of gazetteer) {
    const km = kilometres(place, point);
    if (!nearest || km < nearest.km) nearest = { place, km };
  }
  return nearest?.place;
}

/** The same name, or a near spelling of a name long enough for a slip of one or two letters. */
function sameName(adKey: string, placeKey: string): boolean {
  if (adKey === placeKey) return true;
  const shorter = Math.min(adKey.length, placeKey.length);
  if (shorter < 5 || Math.abs(adKey.length - placeKey.length) > 2) return false;
  return editDistance(adKey, placeKey) <= (shorter >= 8 ? 2 : 1);
}

/** Levenshtein distance: letters inserted, deleted or replaced. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function uniqueSlug(taken: Set<string>, text: string): string {
  const base = slugify(text);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
