// Where an import's listings will appear, all at once: the new and updated rows that have
// a place, for the preview's map. Rows that write no listing (unchanged, withdrawn,
// rejected) have no place of their own to show.
import { sql } from 'drizzle-orm';
import { IMPORT_MAP_LIMIT, type ImportMap, type ImportMapListing } from '#contract/import-map.ts';
import type { Database } from '#db/client.ts';
import { getImport } from './imports.ts';
import { ROW_AGENT_REFERENCE } from './offer-reference.ts';

/** GET /api/offers-import/{id}/map: the company's own import only (another's is not found). */
export async function importMap(db: Database, company: { id: string }, id: string): Promise<ImportMap> {
  await getImport(db, company, id);
  const { rows } = await db.execute<ImportMapListing & { total: number }>(sql`
    select r.row, ${ROW_AGENT_REFERENCE} as reference, coalesce(r.listing #>> '{input,title}', o.title) as title,
      (r.listing #>> '{input,location,lat}')::float8 as lat, (r.listing #>> '{input,location,lon}')::float8 as lon,
      r.listing #>> '{input,location,name}' as place, r.listing ? 'locationWarning' as uncertain, r.skipped,
      count(*) over ()::int as total
    from offer_import_rows r left join offers o on o.id = r.offer_id
    where r.import_id = ${id} and r.action in ('create', 'update')
      and jsonb_typeof(r.listing #> '{input,location,lat}') = 'number'
      and jsonb_typeof(r.listing #> '{input,location,lon}') = 'number'
    order by r.row limit ${IMPORT_MAP_LIMIT}`);
  return {
    listings: rows.map(({ total: _total, ...listing }) => ({
      ...listing,
      lat: Number(listing.lat),
      lon: Number(listing.lon),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
