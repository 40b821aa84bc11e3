// The operators' audit log as the API and the back office show it: one entry per operator
// action, filtered by who, what, which record and when, newest first, 50 a page.
import { z } from 'zod';
import { OPERATOR_ROLES, ROLES } from './permissions.ts';

export const AUDIT_PER_PAGE = 50;
/** The most rows one CSV export holds: a year of a busy team's work, and a bounded answer. */
export const AUDIT_CSV_LIMIT = 50_000;

/** A record's state as the log keeps it: its fields as JSON, or null when there was none. */
const recordState = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor_id: z.string(),
  actor_email: z.string(),
  actor_roles: z.array(z.enum(ROLES)).describe('The roles the operator held when acting'),
  action: z.string().describe('What was done, e.g. prices.set'),
  target_type: z.string().describe('The kind of record, e.g. price, offer, user'),
  target_id: z.string().nullable(),
  before: recordState.describe('The record before the action; null when it did not exist'),
  after: recordState.describe('The record after the action; null when it no longer exists'),
  address: z.string().nullable().describe('The address the request came from'),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.iso.date();

/** The filters of the log, from the page's query string or the API's. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(254).optional().describe('An operator’s e-mail address, or part of it'),
  role: z.enum(OPERATOR_ROLES).optional(),
  action: z.string().trim().max(100).optional().describe('An action, or the start of one (prices.)'),
  target_type: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(200).optional(),
  from: day.optional().describe('From this day (UK time), inclusive'),
  to: day.optional().describe('Up to this day (UK time), inclusive'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Who did it, as the use case hears it from the route or the page: the account, its roles and address. */
export type AuditActor = { id: string; email: string; roles: readonly string[]; address: string | null };
