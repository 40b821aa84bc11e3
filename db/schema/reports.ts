// What operators did about reported things, and reports of members' profiles (reports
// of ads and of messages live beside what they report: offers.ts, messages.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROFILE_REPORT_REASONS } from '#contract/profile-reports.ts';
import { REPORT_ACTIONS, REPORT_KINDS } from '#contract/report-handling.ts';
import { users } from './accounts.ts';

/** One operator's decision on all the open reports of one thing: every report it resolved points here. */
export const reportHandlings = pgTable(
  'report_handlings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    /** The ad's or profile's uuid, or the message's number, as text. */
    targetId: text('target_id').notNull(),
    action: text('action', { enum: REPORT_ACTIONS }).notNull(),
    note: text('note'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the operator's account goes, so the decision still says who made it. */
    handledByEmail: text('handled_by_email').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('report_handlings_target_idx').on(table.kind, table.targetId),
    check('report_handlings_kind_check', sql.raw(`kind in (${REPORT_KINDS.map((kind) => `'${kind}'`).join(',')})`)),
    check(
      'report_handlings_action_check',
      sql.raw(`action in (${REPORT_ACTIONS.map((action) => `'${action}'`).join(',')})`),
    ),
  ],
);

/** Reports of members' profiles: a user, or a visitor's session, reports one account. */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'user:<id>' or 'session:<hash>': one open report per reporter and profile. */
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason', { enum: PROFILE_REPORT_REASONS }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    handlingId: integer('handling_id').references(() => reportHandlings.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('profile_reports_open_key').on(table.userId, table.reporterKey).where(sql`${table.resolvedAt} is null`),
    index('profile_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`),
    check(
      'profile_reports_reason_check',
      sql.raw(`reason in (${PROFILE_REPORT_REASONS.map((reason) => `'${reason}'`).join(',')})`),
    ),
  ],
);
