// Invitations of agents by a company (agency, developer, hotel). An invitation creates
// no account: it waits, under a hash of its e-mailed link, until the invited person
// answers. A new person makes their account by accepting; a person with an account
// logs in and accepts or refuses. Any number of companies may invite one address, and
// the address stays free to register on its own.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const agentInvitations = pgTable(
  'agent_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the company typed it (trimmed); compared in lower case. */
    email: text('email').notNull(),
    /** The name the company gave; a new person may change it when they accept. */
    name: text('name').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    /**
     * SHA-256 of the link's token, written by the e-mail job when it sends the link (the
     * plain token exists only in the e-mail); a new e-mail replaces it, an answer clears it.
     */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** The account that accepted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open invitation per company and address; answered ones stay as history.
    uniqueIndex('agent_invitations_pending_key')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`status = 'pending'`),
    uniqueIndex('agent_invitations_token_hash_key').on(table.tokenHash),
    index('agent_invitations_company_idx').on(table.companyId, table.createdAt.desc()),
    check('agent_invitations_status_check', sql`${table.status} in ('pending','accepted','declined')`),
  ],
);
