import { type SQL, sql } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The offer aliased `o` named by its id or its slug (pages use slugs, the API either). */
export function offerBySlugOrId(slugOrId: string): SQL {
  return UUID.test(slugOrId) ? sql`o.id = ${slugOrId}::uuid` : sql`o.slug = ${slugOrId}`;
}
