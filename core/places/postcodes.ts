// Postcodes typed in the location box: districts (M1, SW1A), sectors (M1 4) and full
// postcodes (LS1 4AP), in any case and spacing ('ls14ap'). The committed list has
// only districts with their centroid (Ordnance Survey open data), so a sector or a
// full postcode is searched around its district's centre, and its label says so:
// 'LS1 4AP, Leeds (around LS1)'. The 2,800 districts are held in memory per database
// handle; they change only when the list is loaded at start-up.
import { sql } from 'drizzle-orm';
import type { LocationSuggestion } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { postcodeDistricts } from '#db/schema/places.ts';

export type PostcodeDistrict = {
  district: string;
  lat: number;
  lon: number;
  town: string | null;
  county: string | null;
  country: string;
};

/** What typed text says as a postcode: its outward code, and the start of the inward code when given. */
export type PostcodeText = { outward: string; inward: string };

const OUTWARD = '[A-Z]{1,2}\\d[A-Z\\d]?';
const FULL = new RegExp(`^(${OUTWARD})(\\d[A-Z]{2})$`);
const SECTOR = new RegExp(`^(${OUTWARD}) (\\d)[A-Z]?$`);
const OUTWARD_ONLY = new RegExp(`^${OUTWARD}$`);

/**
 * 'ls14ap' and 'LS1 4AP' -> LS1 + 4AP; 'm1 4' (or 'M1 4A', typed on the way to a full
 * postcode) -> M1 + 4; 'sw1a' -> SW1A. Null when the text is not shaped like a postcode.
 * Only the part before a comma counts, so 'M1, Manchester' reads as M1.
 */
export function readPostcode(text: string): PostcodeText | null {
  const upper = (text.split(',')[0] ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  const compact = upper.replaceAll(' ', '');
  const full = FULL.exec(compact);
  if (full?.[1] && full[2]) return { outward: full[1], inward: full[2] };
  const sector = SECTOR.exec(upper);
  if (sector?.[1] && sector[2]) return { outward: sector[1], inward: sector[2] };
  return OUTWARD_ONLY.test(compact) ? { outward: compact, inward: '' } : null;
}

/** Postcode suggestions for typed text, best first; null when the text is not shaped like a postcode. */
export async function suggestPostcodes(
  db: Database,
  text: string,
  limit: number,
): Promise<LocationSuggestion[] | null> {
  const typed = readPostcode(text);
  if (!typed) return null;
  const { byCode, sorted } = await postcodeIndex(db);
  if (typed.inward) {
    const district = byCode.get(typed.outward);
    return district ? [postcodeSuggestion(district, typed)] : [];
  }
  // 'SW1' -> SW1A, SW1E ... and SW10 ... SW19: the exact district first, then the shortest codes.
  return sorted
    .filter((district) => district.district.startsWith(typed.outward))
    .slice(0, limit)
    .map((district) => postcodeSuggestion(district, typed));
}

/**
 * What typed text names as a postcode, for a search typed without picking a suggestion:
 * one place (a known district, or a sector or full postcode of one), several ('SW1':
 * SW1A, SW1E ...), or null when the text is not a postcode we know.
 */
export async function resolvePostcode(db: Database, text: string): Promise<LocationSuggestion[] | null> {
  const typed = readPostcode(text);
  if (!typed) return null;
  const { byCode, sorted } = await postcodeIndex(db);
  const district = byCode.get(typed.outward);
  if (district) return [postcodeSuggestion(district, typed)];
  if (typed.inward) return null;
  const sub = sorted.filter((candidate) => new RegExp(`^${typed.outward}[A-Z]$`).test(candidate.district));
  return sub.length > 0 ? sub.map((candidate) => postcodeSuggestion(candidate, typed)) : null;
}

/** The district of a UK postcode ('BS8 4AB', 'bs8'), or null when the text is not one we know. */
export async function postcodeDistrictOf(db: Database, text: string): Promise<PostcodeDistrict | null> {
  const typed = readPostcode(text);
  return typed ? ((await postcodeIndex(db)).byCode.get(typed.outward) ?? null) : null;
}

function postcodeSuggestion(district: PostcodeDistrict, typed: PostcodeText): LocationSuggestion {
  const exactDistrict = typed.outward === district.district && !typed.inward;
  const code = typed.inward ? `${district.district} ${typed.inward}` : district.district;
  const around = typed.inward ? ` (around ${district.district})` : '';
  return {
    lat: district.lat,
    lon: district.lon,
    display_name: `${code}, ${districtArea(district)}${around}`,
    addresstype: 'postcode',
    slug: district.district.toLowerCase(),
    match: exactDistrict || typed.inward ? 'exact' : 'prefix',
  };
}

/** 'Manchester'; 'Westminster, London'; the county where the list names no town. */
export function districtArea(district: PostcodeDistrict): string {
  const inLondon = district.county === 'Greater London' || district.county === 'London';
  const place = district.town ?? district.county ?? district.country;
  return inLondon && place !== 'London' ? `${place}, London` : place;
}

type PostcodeIndex = { byCode: ReadonlyMap<string, PostcodeDistrict>; sorted: readonly PostcodeDistrict[] };
const indexes = new WeakMap<Database, Promise<PostcodeIndex>>();

async function postcodeIndex(db: Database): Promise<PostcodeIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = loadIndex(db);
    indexes.set(db, index);
    // A failed load is forgotten, so the next request tries again.
    index.catch(() => indexes.delete(db));
  }
  const loaded = await index;
  // Loaded before the list was seeded (a fresh database): look again next time.
  if (loaded.sorted.length === 0) indexes.delete(db);
  return loaded;
}

async function loadIndex(db: Database): Promise<PostcodeIndex> {
  const { rows } = await db.execute<PostcodeDistrict>(sql`
    select district, lat, lon, town, county, country from ${postcodeDistricts}
    order by length(district), district collate "C"`);
  const sorted = rows.map((row) => ({ ...row, lat: Number(row.lat), lon: Number(row.lon) }));
  return { byCode: new Map(sorted.map((row) => [row.district, row])), sorted };
}
