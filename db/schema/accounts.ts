import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { ACCOUNT_TYPES } from '#contract/accounts.ts';
import type { Role } from '#contract/permissions.ts';

/** private = a private person (registration type "user"). */
export { ACCOUNT_TYPES, type AccountType } from '#contract/accounts.ts';

export { ROLES, type Role } from '#contract/permissions.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    /** Person's name, or the contact name of a company. */
    name: text('name').notNull(),
    companyName: text('company_name'),
    phone: text('phone'),
    description: text('description'),
    city: text('city'),
    street: text('street'),
    zipCode: text('zip_code'),
    country: text('country'),
    /** The advertiser chose to show the street address on the public profile (off by default). */
    showAddress: boolean('show_address').notNull().default(false),
    /** Tax number for invoices (the Polish NIP); never public. */
    taxNumber: text('tax_number'),
    newsletter: boolean('newsletter').notNull().default(false),
    introduction: text('introduction'),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Storage key of the photo avatar (without width suffix), see core/media. */
    avatarKey: text('avatar_key'),
    videoAvatarUrl: text('video_avatar_url'),
    defaultAvatar: text('default_avatar', { enum: ['photo', 'video'] }),
    /** Set by accounts created with temporary credentials (guest posting): replaced at profile set-up. */
    passwordIsTemporary: boolean('password_is_temporary').notNull().default(false),
    /** An agent belongs to the company whose invitation they accepted. */
    companyId: uuid('company_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by an operator: the account cannot sign in and its ads are hidden until reinstated. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Why, in the operator's words: the account holder reads it. */
    suspensionReason: text('suspension_reason'),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_company_id_idx').on(table.companyId),
    // The few suspended accounts, read by every public listing of ads to leave theirs out.
    index('users_suspended_idx').on(table.id).where(sql`${table.suspendedAt} is not null`),
    // The back office finds accounts by any part of a name, e-mail or company (one
    // trigram index over the three), or of a phone number whatever its spacing.
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.email} || ' ' || coalesce(${table.companyName}, '')) gin_trgm_ops`,
    ),
    index('users_phone_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    index('users_created_at_idx').on(table.createdAt.desc(), table.id),
    index('users_name_lower_idx').on(sql`lower(${table.name})`, table.id),
    check('users_account_type_check', sql`${table.accountType} in ('private','agency','developer','hotel')`),
  ],
);

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Null for a visitor's session (it still carries a CSRF token). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /**
     * Set while the password was right but the second factor is still awaited: the
     * session is a visitor's (no user_id) until the code is shown, then replaced.
     */
    pendingUserId: uuid('pending_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** When this session's sign-in was completed with a second factor (null: password only). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** The last time the user proved it was them (password or code): sensitive actions want it recent. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** Agent invitations have their own table (agents.ts): they belong to no account yet. */
export const TOKEN_PURPOSES = ['activation', 'password_reset'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use links sent by e-mail; only the SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check('account_tokens_purpose_check', sql`${table.purpose} in ('activation','password_reset')`),
  ],
);

/** The header's bell: unread ones are those with no read_at. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['info', 'warning'] })
      .notNull()
      .default('info'),
    message: text('message').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_unread_idx').on(table.userId, table.createdAt.desc()).where(sql`read_at is null`),
    check('notifications_type_check', sql`${table.type} in ('info','warning')`),
  ],
);
