// Credentials with which a company's agency software (its CRM) pushes listings to us
// through the Rightmove-shaped push API (core/imports/push/). One credential stands for
// one branch of the company, as Rightmove's Real Time Datafeed has one per branch. The
// token is shown once when it is made; only its SHA-256 is kept, so a leaked table gives
// no working credential. Revoking stamps revoked_at: the credential stops working at once.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const pushCredentials = pgTable(
  'push_credentials',
  {
    /** Also the user name of HTTP Basic authentication (the branch id works too). */
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agency's own branch id, as its software sends `branch.branch_id` (kept as text). */
    branchId: text('branch_id').notNull(),
    /** A name the company gives it ("Reapit, Camden office"). */
    label: text('label').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_credentials_token_hash_idx').on(table.tokenHash),
    index('push_credentials_company_idx').on(table.companyId, table.createdAt.desc()),
    index('push_credentials_live_idx').on(table.companyId, table.branchId).where(sql`${table.revokedAt} is null`),
  ],
);
