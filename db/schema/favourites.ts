// Offers a user saved as favourites (the heart on cards and offer pages).
import { bigint, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { offers } from './offers.ts';

export const favouriteOffers = pgTable(
  'favourite_offers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The price when saved (pence), so the list can say it has been reduced since. */
    priceAtSave: bigint('price_at_save', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.offerId] }),
    index('favourite_offers_user_idx').on(table.userId, table.createdAt.desc()),
    index('favourite_offers_offer_idx').on(table.offerId),
  ],
);
