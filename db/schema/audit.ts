import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every operator action, appended and never changed: who (the account, its e-mail and
 * roles at the time, kept even when the account is deleted, so no foreign key), what
 * (an action name and the record it touched), the record before and after, when and
 * from which address. A trigger refuses UPDATE, DELETE and TRUNCATE (migration 0049),
 * so the application cannot edit or delete the record of what it did.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRoles: text('actor_roles').array().notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
  },
  (table) => [
    index('operator_audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('operator_audit_log_actor_idx').on(table.actorId, table.at.desc()),
    index('operator_audit_log_action_idx').on(table.action, table.at.desc()),
    index('operator_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
