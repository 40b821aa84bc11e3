import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { offers } from '#db/schema/offers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The offer aliased `o` named by its id or its slug (pages use slugs, the API either). */
export function offerBySlugOrId(slugOrId: string): SQL {
  return UUID.test(slugOrId) ? sql`o.id = ${slugOrId}::uuid` : sql`o.slug = ${slugOrId}`;
}

/** An id no offer has: what an unknown slug stands for. */
export const NO_OFFER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The id of the offer named by its id or its slug, so that every endpoint acting on one
 * offer takes either, as showing it does. An unknown slug becomes an id no offer has, so
 * the endpoint makes its own checks first (a visitor is asked to log in, whether or not
 * the slug exists) and then answers the same 404 as for an unknown id.
 */
export async function offerIdOf(db: Database, slugOrId: string): Promise<string> {
  if (UUID.test(slugOrId)) return slugOrId;
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.slug, slugOrId)).limit(1);
  return offer?.id ?? NO_OFFER_ID;
}
