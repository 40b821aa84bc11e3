// Favourite offers (the heart): the list of /favorites and GET /api/favorites.
import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { offerCardSchema } from './offers.ts';
import { listOf } from './pagination.ts';
import { advertiserSchema } from './profiles.ts';

export const FAVOURITES_PER_PAGE = 24;

/** A saved offer: its card while it is on the site; only its title once it is gone. */
export const favouriteSchema = z.object({
  offer_id: uuidSchema,
  saved_at: z.string(),
  /** on the site, or gone (sold and removed, expired, withdrawn). */
  state: z.enum(['live', 'gone']),
  title: z.string(),
  /** Pence when saved; the card's price is the current one. */
  price_at_save: z.number().int().nullable(),
  offer: offerCardSchema.nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouriteListSchema = listOf(favouriteSchema);

export const favouriteStateSchema = z.object({ offer_id: uuidSchema, favourite: z.boolean() });

/** An offer in a path: its id or its slug. */
export const offerRefParamsSchema = z.object({
  offer: z.string().regex(/^[a-z0-9-]{1,120}$/i, 'Give the offer by its id or slug'),
});
export const favouritesPageQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .strict();
/** The ids of what the caller keeps (favourite offers, followed advertisers). */
export const keptIdsSchema = z.array(uuidSchema);

export const advertiserParamsSchema = z.object({ id: z.uuid({ error: 'Give the advertiser by their id' }) });
export const followedAdvertisersSchema = z.object({ data: z.array(advertiserSchema) });
export const followStateSchema = z.object({ advertiser_id: uuidSchema, following: z.boolean() });
