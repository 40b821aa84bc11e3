// SearchCriteria -> SQL conditions over `offers o`. Shared by the result list and the
// facet counts (which leave out one group at a time). Values always travel as bound
// parameters. Filters read the derived columns (core/offers/derived-columns.ts), so
// each is a plain indexed comparison rather than a join on attribute rows.
import { type SQL, sql } from 'drizzle-orm';
import { attributeBySlug } from '#contract/attributes.ts';
import { CATEGORIES } from '#contract/categories.ts';
import { type BoundingBox, DEFAULT_RADIUS_MILES, type RoomChoice, type SearchCriteria } from '#contract/search.ts';
import { type Catalogue, categoryIdsWithChildren } from '#core/catalogue/read.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';

export const METRES_PER_MILE = 1609.344;
const ROOT_SLUGS = new Set(CATEGORIES.map((root) => root.slug));

/** Groups the facet counts leave out, one at a time. */
export type FacetDimension = 'listingType' | 'categories' | 'bedrooms' | 'tags';

export type SearchSql = {
  where: SQL;
  /** Distance in metres from the searched point, or SQL null. */
  distance: SQL;
  /** The full-text query, when the search has text or keywords. */
  textQuery: SQL | undefined;
};

export type ConditionOptions = { omit?: readonly FacetDimension[]; publishedAfter?: Date | undefined };

/** Each facet group's own condition (SQL true when the search does not set it). */
export function facetConditions(criteria: SearchCriteria, catalogue: Catalogue): Record<FacetDimension, SQL> {
  return {
    listingType: criteria.listingType ? sql`o.listing_type = ${criteria.listingType}` : sql`true`,
    categories: criteria.categories.length > 0 ? categoryCondition(criteria, catalogue) : sql`true`,
    bedrooms: criteria.bedrooms ? atLeast('bedrooms', criteria.bedrooms) : sql`true`,
    tags: criteria.tags.length > 0 ? sql`o.tags @> ${sql.param(criteria.tags)}::text[]` : sql`true`,
  };
}

/**
 * The price a filter or a sort compares: rents quoted per week or per night as their
 * monthly figure (offers.comparable_price), so "up to £1,200" means per month for
 * every rent. Sales have no period; they compare their price itself, which keeps the
 * covering indexes (which hold `price`) usable.
 */
export function comparablePrice(criteria: Pick<SearchCriteria, 'listingType'>): SQL {
  const periodless =
    criteria.listingType && criteria.listingType !== 'rent' && criteria.listingType !== 'seek-property';
  return periodless ? sql`o.price` : sql`o.comparable_price`;
}

export function searchSql(criteria: SearchCriteria, catalogue: Catalogue, options: ConditionOptions = {}): SearchSql {
  const conditions: SQL[] = [publiclyVisible('o')];
  const omitted = new Set(options.omit ?? []);
  const omit = (dimension: FacetDimension) => omitted.has(dimension);
  if (criteria.listingType && !omit('listingType')) conditions.push(sql`o.listing_type = ${criteria.listingType}`);
  if (criteria.categories.length > 0 && !omit('categories')) conditions.push(categoryCondition(criteria, catalogue));
  if (criteria.priceMin !== undefined) conditions.push(sql`${comparablePrice(criteria)} >= ${criteria.priceMin}`);
  if (criteria.priceMax !== undefined) conditions.push(sql`${comparablePrice(criteria)} <= ${criteria.priceMax}`);
  if (criteria.areaMin !== undefined) conditions.push(sql`o.floor_area >= ${criteria.areaMin}`);
  if (criteria.areaMax !== undefined) conditions.push(sql`o.floor_area <= ${criteria.areaMax}`);
  if (criteria.bedrooms && !omit('bedrooms')) conditions.push(atLeast('bedrooms', criteria.bedrooms));
  if (criteria.bathrooms) conditions.push(atLeast('bathrooms', criteria.bathrooms));
  if (criteria.receptionRooms) conditions.push(atLeast('reception_rooms', criteria.receptionRooms));
  if (criteria.parkingSpaces) conditions.push(atLeast('parking_spaces', criteria.parkingSpaces));
  if (criteria.leaseYearsMin !== undefined) conditions.push(sql`o.lease_years >= ${criteria.leaseYearsMin}`);
  if (criteria.tags.length > 0 && !omit('tags')) conditions.push(sql`o.tags @> ${sql.param(criteria.tags)}::text[]`);
  conditions.push(...featureConditions(criteria));
  conditions.push(...rangeConditions(criteria));
  if (criteria.added) conditions.push(addedSince(criteria.added));
  if (criteria.advertiserIds) conditions.push(sql`o.user_id = any(${sql.param(criteria.advertiserIds)}::uuid[])`);
  if (options.publishedAfter)
    conditions.push(sql`o.published_at > ${options.publishedAfter.toISOString()}::timestamptz`);

  const textQuery = fullTextQuery(criteria);
  // A text of stop words only ('the') gives an empty query: it filters nothing.
  if (textQuery) conditions.push(sql`(numnode(${textQuery}) = 0 or o.search_document @@ ${textQuery})`);

  let distance: SQL = sql`null::float8`;
  if (criteria.location) {
    const { lat, lon } = criteria.location;
    const radius = (criteria.radiusMiles ?? DEFAULT_RADIUS_MILES) * METRES_PER_MILE;
    distance = distanceFrom(lat, lon);
    // The box around the circle (a covering index reads its bands of latitude, each for
    // the box's longitudes), then the distance itself, from the same index's columns.
    conditions.push(withinBox(boxAround(lat, lon, radius)));
    conditions.push(withinDistance(lat, lon, radius));
  }
  if (criteria.bbox) conditions.push(withinBox(criteria.bbox));
  if (criteria.polygon) {
    const lons = criteria.polygon.map((point) => point.lon);
    const lats = criteria.polygon.map((point) => point.lat);
    // The bounding box narrows the search through the index; the polygon test is exact.
    conditions.push(
      withinBox({
        west: Math.min(...lons),
        south: Math.min(...lats),
        east: Math.max(...lons),
        north: Math.max(...lats),
      }),
    );
    const path = `(${criteria.polygon.map(({ lat, lon }) => `(${lon},${lat})`).join(',')})`;
    conditions.push(sql`point(o.lon, o.lat) <@ ${path}::polygon`);
  }
  return { where: sql.join(conditions, sql` and `), distance, textQuery };
}

/** Metres per degree of latitude on a sphere of the Earth's mean radius (6,371 km). */
const METRES_PER_DEGREE = 111_195;

/**
 * Distance in metres from a point, as plain arithmetic on the row's columns (an
 * equirectangular approximation: within 0.4% of the great-circle distance up to 40
 * miles in the UK), so it costs a few multiplications per candidate instead of the
 * earthdistance functions, and can be computed from an index's columns.
 */
export function distanceFrom(lat: number, lon: number): SQL {
  const lonScale = Math.cos((lat * Math.PI) / 180);
  return sql`(sqrt((o.lat - ${lat}::float8) * (o.lat - ${lat}::float8) + ((o.lon - ${lon}::float8) * ${lonScale}::float8) * ((o.lon - ${lon}::float8) * ${lonScale}::float8)) * ${METRES_PER_DEGREE}::float8)`;
}

/** The same distance test without the square root, row by row the cheaper form. */
function withinDistance(lat: number, lon: number, radiusMetres: number): SQL {
  const lonScale = Math.cos((lat * Math.PI) / 180);
  const degrees = radiusMetres / METRES_PER_DEGREE;
  return sql`(o.lat - ${lat}::float8) * (o.lat - ${lat}::float8) + ((o.lon - ${lon}::float8) * ${lonScale}::float8) * ((o.lon - ${lon}::float8) * ${lonScale}::float8) <= ${degrees * degrees}::float8`;
}

/** The box holding a circle: degrees of latitude are ~111 km, of longitude that times cos(latitude). */
export function boxAround(lat: number, lon: number, radiusMetres: number): BoundingBox {
  const dLat = (radiusMetres / METRES_PER_DEGREE) * 1.001;
  const dLon = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return { west: lon - dLon, south: lat - dLat, east: lon + dLon, north: lat + dLat };
}

/** Bands of latitude per degree: offers.lat_band is floor(lat * 20) (db/schema/offers.ts). */
export const LAT_BANDS_PER_DEGREE = 20;
/** Up to this many bands are listed (one index descent each); a wider box takes their range. */
const LISTED_BANDS = 64;

/**
 * The search indexes lead with the latitude band and then the longitude, so naming the
 * bands lets each one be read for the box's longitudes only, not across the country.
 */
function withinBox({ west, south, east, north }: BoundingBox): SQL {
  const first = Math.floor(south * LAT_BANDS_PER_DEGREE);
  const last = Math.floor(north * LAT_BANDS_PER_DEGREE);
  const bands =
    last - first < LISTED_BANDS
      ? sql`o.lat_band = any(${sql.param(Array.from({ length: last - first + 1 }, (_, index) => first + index))}::smallint[])`
      : sql`o.lat_band between ${first}::smallint and ${last}::smallint`;
  return sql`${bands} and o.lat between ${south}::float8 and ${north}::float8 and o.lon between ${west}::float8 and ${east}::float8`;
}

function categoryCondition(criteria: SearchCriteria, catalogue: Catalogue): SQL {
  // Roots only: one indexed column. Otherwise the categories with their children.
  if (criteria.categories.every((slug) => ROOT_SLUGS.has(slug))) {
    const rootIds = criteria.categories.map((slug) => catalogue.bySlug.get(slug)?.id ?? -1);
    return sql`o.root_category_id = any(${sql.param(rootIds)}::int[])`;
  }
  const ids = categoryIdsWithChildren(catalogue, criteria.categories);
  return sql`o.category_id = any(${sql.param(ids)}::int[])`;
}

const COUNTS: Record<'bedrooms' | 'bathrooms' | 'reception_rooms' | 'parking_spaces', SQL> = {
  bedrooms: sql`o.bedrooms`,
  bathrooms: sql`o.bathrooms`,
  reception_rooms: sql`o.reception_rooms`,
  parking_spaces: sql`o.parking_spaces`,
};

/** "2" means two or more: 2, 3, 4 and 5+ (stored as 5). */
function atLeast(column: keyof typeof COUNTS, choice: RoomChoice): SQL {
  return sql`${COUNTS[column]} >= ${choice === '5+' ? 5 : Number(choice)}`;
}

/**
 * Attribute filters on the features column ('slug:value'): all-of filters (multi-value
 * attributes, booleans) are merged into one containment test, any-of filters (single
 * choices, overall condition) are overlap tests. The GIN index serves both.
 */
function featureConditions(criteria: SearchCriteria): SQL[] {
  const allOf: string[] = [];
  const anyOf: string[][] = [];
  if (criteria.conditions.length > 0) anyOf.push(criteria.conditions.map((value) => `condition:${value}`));
  for (const [slug, values] of Object.entries(criteria.attributes)) {
    if (values.length === 0) continue;
    const attribute = attributeBySlug(slug);
    const tokens = values.map((value) => `${slug}:${value}`);
    if (attribute?.type === 'choice') anyOf.push(tokens);
    else allOf.push(...tokens);
  }
  const conditions: SQL[] = [];
  if (allOf.length > 0) conditions.push(sql`o.features @> ${sql.param(allOf)}::text[]`);
  for (const tokens of anyOf) conditions.push(sql`o.features && ${sql.param(tokens)}::text[]`);
  return conditions;
}

/** Number attributes without a column of their own (deposit): rare, so value rows are fine. */
function rangeConditions(criteria: SearchCriteria): SQL[] {
  return Object.entries(criteria.ranges).flatMap(([slug, range]) => {
    const attribute = attributeBySlug(slug);
    if (!attribute || (range.min === undefined && range.max === undefined)) return [];
    return [
      sql`exists (select 1 from offer_attribute_values v where v.offer_id = o.id and v.attribute_id = ${attribute.id}
        ${range.min === undefined ? sql`` : sql`and v.value_number >= ${range.min}`}
        ${range.max === undefined ? sql`` : sql`and v.value_number <= ${range.max}`})`,
    ];
  });
}

/** The text (web-search syntax) and every keyword (as a phrase) must all match. */
function fullTextQuery(criteria: SearchCriteria): SQL | undefined {
  const parts: SQL[] = [];
  if (criteria.text) parts.push(sql`websearch_to_tsquery('english', ${criteria.text})`);
  for (const keyword of criteria.keywords) parts.push(sql`phraseto_tsquery('english', ${keyword})`);
  if (parts.length === 0) return undefined;
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** Days start at midnight in the UK, whatever the server's time zone. */
function addedSince(added: NonNullable<SearchCriteria['added']>): SQL {
  const midnight = sql`(date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London')`;
  switch (added) {
    case 'today':
      return sql`o.published_at >= ${midnight}`;
    case 'yesterday':
      return sql`o.published_at >= ${midnight} - interval '1 day'`;
    case 'last-3-days':
      return sql`o.published_at >= now() - interval '3 days'`;
  }
}
