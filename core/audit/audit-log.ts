// Writing and reading the operators' audit log (db/schema/audit.ts). A use case records
// its action in the transaction of its change, so the log holds an entry exactly when
// the change happened. Reading filters on the server, newest first.
import { sql } from 'drizzle-orm';
import { AUDIT_CSV_LIMIT, AUDIT_PER_PAGE, type AuditActor, type AuditEntry, type AuditQuery } from '#contract/audit.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { csvDocument } from '#core/csv/csv-writer.ts';
import type { Database, Transaction } from '#db/client.ts';
import { escapeLike } from '#db/like.ts';

export type AuditRecord = {
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
};

/** Appends one entry: call it inside the transaction that makes the change. */
export async function recordAudit(tx: Database | Transaction, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.execute(sql`
    insert into operator_audit_log (actor_id, actor_email, actor_roles, action, target_type, target_id, before, after, address)
    values (${actor.id}, ${actor.email}, ${sql.param([...actor.roles])}::text[], ${record.action}, ${record.targetType},
      ${record.targetId}, ${jsonOrNull(record.before)}::jsonb, ${jsonOrNull(record.after)}::jsonb, ${actor.address})`);
}

const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The filters as one condition; days are UK days, as operators read them. */
function conditions(query: Omit<AuditQuery, 'page'>) {
  const parts = [sql`true`];
  if (query.actor) parts.push(sql`actor_email ilike ${`%${escapeLike(query.actor)}%`}`);
  if (query.role) parts.push(sql`${query.role} = any(actor_roles)`);
  if (query.action) parts.push(sql`action like ${`${escapeLike(query.action)}%`}`);
  if (query.target_type) parts.push(sql`target_type = ${query.target_type}`);
  if (query.target_id) parts.push(sql`target_id = ${query.target_id}`);
  if (query.from) parts.push(sql`at >= (${query.from}::date)::timestamp at time zone 'Europe/London'`);
  if (query.to) parts.push(sql`at < (${query.to}::date + 1)::timestamp at time zone 'Europe/London'`);
  return sql.join(parts, sql` and `);
}

type Row = Omit<AuditEntry, 'at'> & { at: Date | string };

const toEntry = (row: Row): AuditEntry => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() });

const COLUMNS = sql`id, at, actor_id, actor_email, actor_roles, action, target_type, target_id, before, after, address`;

/** GET /api/admin/audit: one page of the log, newest first. */
export async function listAudit(db: Database, query: AuditQuery): Promise<Page<AuditEntry>> {
  const where = conditions(query);
  const [rows, total] = await Promise.all([
    db.execute<Row>(sql`
      select ${COLUMNS} from operator_audit_log where ${where}
      order by at desc, id desc limit ${AUDIT_PER_PAGE} offset ${(query.page - 1) * AUDIT_PER_PAGE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from operator_audit_log where ${where}`),
  ]);
  return { data: rows.rows.map(toEntry), meta: pageMeta(Number(total.rows[0]?.n ?? 0), query.page, AUDIT_PER_PAGE) };
}

/** GET /api/admin/audit.csv: the filtered log (up to AUDIT_CSV_LIMIT entries), newest first. */
export async function auditCsv(db: Database, query: Omit<AuditQuery, 'page'>): Promise<string> {
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS} from operator_audit_log where ${conditions(query)}
    order by at desc, id desc limit ${AUDIT_CSV_LIMIT}`);
  return csvDocument([
    ['at', 'operator', 'roles', 'action', 'target_type', 'target_id', 'before', 'after', 'address'],
    ...rows
      .map(toEntry)
      .map((entry) => [
        entry.at,
        entry.actor_email,
        entry.actor_roles.join(' '),
        entry.action,
        entry.target_type,
        entry.target_id ?? '',
        entry.before === null ? '' : JSON.stringify(entry.before),
        entry.after === null ? '' : JSON.stringify(entry.after),
        entry.address ?? '',
      ]),
  ]);
}
