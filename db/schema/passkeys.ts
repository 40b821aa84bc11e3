import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.ts';

/**
 * An account's passkeys (WebAuthn credentials), a second factor beside the authenticator
 * app. The public key is kept as the authenticator gave it (COSE, base64url); the
 * signature counter only ever goes up, so a cloned authenticator that replays an older
 * count is refused.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id the browser names it by (base64url); unique across every account. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (internal, usb, hybrid...), as it told us. */
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('user_passkeys_user_id_idx').on(table.userId)],
);

export const PASSKEY_CEREMONIES = ['registration', 'sign-in', 'confirmation'] as const;
export type PasskeyCeremony = (typeof PASSKEY_CEREMONIES)[number];

/**
 * The challenge of a WebAuthn ceremony a session started, one per kind: app processes
 * keep nothing in memory, so whichever process answers the second call finds it here.
 * It is spent by one conditional delete, and goes with its session.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    ceremony: text('ceremony', { enum: PASSKEY_CEREMONIES }).notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionHash, table.ceremony] })],
);
