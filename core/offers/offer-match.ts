import { eq, type SQL, sql } from 'drizzle-orm';
import { OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { offers } from '#db/schema/offers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The offer aliased `o` named by its id or its slug (pages use slugs, the API either). */
export function offerBySlugOrId(slugOrId: string): SQL {
  return UUID.test(slugOrId) ? sql`o.id = ${slugOrId}::uuid` : sql`o.slug = ${slugOrId}`;
}

/**
 * The id of the offer named by its id or its slug, so that every endpoint acting on one
 * offer takes either, as showing it does. An unknown slug is the same 404 as an unknown id.
 */
export async function offerIdOf(db: Database, slugOrId: string): Promise<string> {
  if (UUID.test(slugOrId)) return slugOrId;
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.slug, slugOrId)).limit(1);
  if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  return offer.id;
}
