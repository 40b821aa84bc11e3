import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { PLACE_KINDS } from '#contract/place-kinds.ts';

export { PLACE_KINDS, type PlaceKind } from '#contract/place-kinds.ts';

/** UK gazetteer (GeoNames-derived, see seed/data/README.md). */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    /** GeoNames id: stable across gazetteer refreshes. */
    geonameId: integer('geoname_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PLACE_KINDS }).notNull(),
    county: text('county'),
    /** England, Scotland, Wales or Northern Ireland. */
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull().default(0),
    /** For a neighbourhood: the town it is part of, as its label names it ('Ancoats, Manchester'). */
    town: text('town'),
    /**
     * The name as location suggestions compare it (storedNameKey of core/places/names.ts:
     * lower case, no accents, no hyphens or apostrophes), kept by a trigger on every
     * write so that suggestions do not recompute it for every row on every keystroke.
     */
    nameKey: text('name_key'),
  },
  (table) => [
    uniqueIndex('places_geoname_id_key').on(table.geonameId),
    uniqueIndex('places_slug_key').on(table.slug),
    index('places_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('places_name_key_trgm_idx').using('gin', sql`${table.nameKey} gin_trgm_ops`),
    index('places_earth_idx').using('gist', sql`ll_to_earth(${table.lat}, ${table.lon})`),
  ],
);

/**
 * UK postcode districts (outward codes: M1, SW1A) with their centroid, from Ordnance
 * Survey open data (seed/data/README.md). Sectors and full postcodes are searched
 * around their district's centroid.
 */
export const postcodeDistricts = pgTable('postcode_districts', {
  /** Upper case, no space: 'M1', 'SW1A'. */
  district: text('district').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  /** The post town or main place, where the source names one. */
  town: text('town'),
  county: text('county'),
  /** England, Scotland, Wales, Northern Ireland, or a Crown dependency. */
  country: text('country').notNull(),
});
