import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** private = a private person (registration type "user"). */
export const ACCOUNT_TYPES = ['private', 'agency', 'developer', 'hotel'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ROLES = ['user', 'company', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Person's name, or the contact name of a company. */
    name: text('name').notNull(),
    companyName: text('company_name'),
    phone: text('phone'),
    description: text('description'),
    city: text('city'),
    street: text('street'),
    zipCode: text('zip_code'),
    country: text('country'),
    /** Tax number for invoices (the spec's nip); never public. */
    taxNumber: text('tax_number'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** An agent belongs to the company account that invited them. */
    companyId: uuid('company_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_company_id_idx').on(table.companyId),
    check('users_account_type_check', sql`${table.accountType} in ('private','agency','developer','hotel')`),
  ],
);
