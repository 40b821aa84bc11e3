// A Nominatim-compatible geocoding service (GEOCODER_URL), answering in our shapes.
// Any failure (network, timeout, status, unreadable answer) throws: the caller
// (core/places/geocoder.ts) then asks the gazetteer instead.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LocationSuggestion, PlaceKind, ReverseGeocode } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { searchKey, slugify } from './names.ts';

export type NominatimOptions = { url: string; userAgent: string; timeoutMs: number };

/** A gazetteer place of the same name this close gives its slug to a result. */
const SAME_PLACE_METRES = 25_000;
const NATIONS = new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']);

const coordinate = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[-+]?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().min(-180).max(180));

/** The fields we read of a result (format=json&addressdetails=1); everything else is ignored. */
const resultSchema = z.object({
  lat: coordinate,
  lon: coordinate,
  display_name: z.string().trim().min(1),
  name: z.string().nullish(),
  /** Nominatim 4.1+; older versions only have `type`. */
  addresstype: z.string().nullish(),
  type: z.string().nullish(),
  address: z.record(z.string(), z.string()).nullish(),
});
type Result = z.infer<typeof resultSchema>;

/**
 * Our place kinds drive the default search radius, so every Nominatim type becomes
 * the kind whose radius fits it: areas wider than a city (county, state) search as
 * widely as a city, and anything finer than a suburb (a street, a building, a
 * postcode) as narrowly as a suburb.
 */
const KIND_OF_TYPE: Record<string, PlaceKind> = {
  city: 'city',
  county: 'city',
  state_district: 'city',
  state: 'city',
  region: 'city',
  country: 'city',
  town: 'town',
  municipality: 'town',
  village: 'village',
  hamlet: 'village',
  isolated_dwelling: 'village',
  farm: 'village',
  locality: 'village',
  borough: 'borough',
  city_district: 'borough',
  district: 'borough',
  suburb: 'suburb',
  quarter: 'suburb',
  neighbourhood: 'suburb',
  city_block: 'suburb',
};

export function placeKindOf(result: Pick<Result, 'addresstype' | 'type'>): PlaceKind {
  return KIND_OF_TYPE[result.addresstype ?? result.type ?? ''] ?? 'suburb';
}

/** The whole service covers the UK: the country at the end of every name says nothing. */
function shortDisplayName(displayName: string): string {
  return displayName.replace(/,\s*United Kingdom$/, '');
}

function nameOf(result: Result): string {
  return result.name?.trim() || result.display_name.split(',')[0]?.trim() || result.display_name;
}

function outsideUk(result: Result): boolean {
  const code = result.address?.country_code;
  return code !== undefined && code.toLowerCase() !== 'gb';
}

export function addressOf(address: Record<string, string>): ReverseGeocode['address'] {
  const picked: ReverseGeocode['address'] = {
    // Nominatim puts the nation in `state` and 'United Kingdom' in `country`; we name the nation.
    country: address.state && NATIONS.has(address.state) ? address.state : (address.country ?? 'United Kingdom'),
  };
  const first = (...keys: string[]) => keys.map((key) => address[key]).find((value) => value?.trim());
  const city = first('city');
  const town = first('town');
  const village = first('village', 'hamlet');
  const suburb = first('suburb', 'city_district', 'borough', 'quarter', 'neighbourhood');
  const county = first('county', 'state_district');
  if (city) picked.city = city;
  if (town) picked.town = town;
  if (village) picked.village = village;
  if (suburb) picked.suburb = suburb;
  if (county) picked.county = county;
  return picked;
}

export function nominatimClient(db: Database, options: NominatimOptions) {
  return {
    async search(query: string, limit: number): Promise<LocationSuggestion[]> {
      const answer = await getJson(options, 'search', {
        q: query,
        format: 'json',
        addressdetails: '1',
        limit: String(limit),
        countrycodes: 'gb',
      });
      if (!Array.isArray(answer)) throw new Error('search did not answer a list');
      const kept = distinctUkResults(answer).slice(0, limit);
      const slugs = await slugsFor(db, kept);
      return kept.map((result, index) => ({
        lat: result.lat,
        lon: result.lon,
        display_name: shortDisplayName(result.display_name),
        addresstype: placeKindOf(result),
        slug: slugs[index] ?? slugify(nameOf(result)),
      }));
    },

    async reverse(lat: number, lon: number): Promise<ReverseGeocode | null> {
      const answer = await getJson(options, 'reverse', {
        lat: String(lat),
        lon: String(lon),
        format: 'json',
        addressdetails: '1',
        // Village and suburb level: the place a point is in, not the nearest house.
        zoom: '13',
      });
      // Nominatim answers 200 { error: 'Unable to geocode' } where there is nothing.
      if (typeof answer === 'object' && answer !== null && 'error' in answer) return null;
      const result = resultSchema.parse(answer);
      if (outsideUk(result)) return null;
      const [slug] = await slugsFor(db, [result]);
      return {
        lat: result.lat,
        lon: result.lon,
        display_name: shortDisplayName(result.display_name),
        addresstype: placeKindOf(result),
        slug: slug ?? slugify(nameOf(result)),
        address: addressOf(result.address ?? {}),
      };
    },
  };
}

async function getJson(options: NominatimOptions, path: string, params: Record<string, string>): Promise<unknown> {
  const url = new URL(`${options.url}/${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetch(url, {
    headers: { 'user-agent': options.userAgent, accept: 'application/json', 'accept-language': 'en-GB,en' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url.origin}/${path} answered ${response.status}`);
  }
  return response.json();
}

/** The results that parse and lie in the UK, once per name: a place mapped as a node and as a boundary comes twice. */
function distinctUkResults(answer: unknown[]): Result[] {
  const seen = new Set<string>();
  const results: Result[] = [];
  for (const item of answer) {
    const parsed = resultSchema.safeParse(item);
    if (!parsed.success || outsideUk(parsed.data) || Math.abs(parsed.data.lat) > 90) continue;
    const name = shortDisplayName(parsed.data.display_name);
    if (seen.has(name)) continue;
    seen.add(name);
    results.push(parsed.data);
  }
  return results;
}

/** Each result's slug: the nearest gazetteer place of the same name, else its name slugified. */
async function slugsFor(db: Database, results: Result[]): Promise<string[]> {
  if (results.length === 0) return [];
  const keys = results.map((result) => searchKey(nameOf(result)));
  const { rows } = await db.execute<{ i: string; slug: string | null }>(sql`
    select q.i, (
      select p.slug from ${places} p
      where p.name_key = q.key
        and earth_box(ll_to_earth(q.lat, q.lon), ${SAME_PLACE_METRES}) @> ll_to_earth(p.lat, p.lon)
      order by earth_distance(ll_to_earth(q.lat, q.lon), ll_to_earth(p.lat, p.lon)), p.slug
      limit 1) as slug
    from unnest(${sql.param(keys)}::text[], ${sql.param(results.map((r) => r.lat))}::float8[],
      ${sql.param(results.map((r) => r.lon))}::float8[]) with ordinality as q(key, lat, lon, i)`);
  const found = new Map(rows.map((row) => [Number(row.i), row.slug]));
  return results.map((result, index) => found.get(index + 1) ?? (slugify(nameOf(result)) || 'place'));
}
