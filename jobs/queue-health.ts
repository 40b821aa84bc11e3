// The queues as the operators' dashboard shows them, read from pg-boss's job table: per
// queue, the jobs waiting (created or waiting for a retry), running, and failed for good
// (kept until pg-boss's retention removes them), and how long the oldest has waited; and
// the e-mails that failed for good on each day. The jobs that send e-mail are the ones
// retried as e-mail is (EMAIL_RETRIES), so a new e-mail job is counted without a list here.
import { sql } from 'drizzle-orm';
import type { QueueHealth } from '#contract/dashboard.ts';
import type { WorkHealth } from '#core/platform/work.ts';
import type { Database } from '#db/client.ts';
import { jobDefinitions } from './definitions/index.ts';
import { JOB_SCHEMA } from './queue.ts';
import { EMAIL_RETRIES } from './retries.ts';

const EMAIL_QUEUES = jobDefinitions.filter((job) => job.options === EMAIL_RETRIES).map((job) => job.name);

type QueueRow = { name: string; waiting: number; active: number; failed: number; oldest: Date | string | null };

async function queues(db: Database): Promise<QueueHealth[]> {
  const { rows } = await db.execute<QueueRow>(sql`
    select name,
      count(*) filter (where state in ('created', 'retry'))::int as waiting,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed,
      min(created_on) filter (where state in ('created', 'retry')) as oldest
    from ${sql.identifier(JOB_SCHEMA)}.job where state in ('created', 'retry', 'active', 'failed')
    group by name order by name`);
  return rows.map((row) => ({
    name: row.name,
    waiting: row.waiting,
    active: row.active,
    failed: row.failed,
    oldest_waiting_at: row.oldest === null ? null : new Date(row.oldest).toISOString(),
  }));
}

async function emailsFailed(db: Database, days: readonly string[]): Promise<number[]> {
  if (EMAIL_QUEUES.length === 0 || days.length === 0) return days.map(() => 0);
  const { rows } = await db.execute<{ day: string; failed: number }>(sql`
    select to_char((completed_on at time zone 'Europe/London')::date, 'YYYY-MM-DD') as day, count(*)::int as failed
    from ${sql.identifier(JOB_SCHEMA)}.job
    where state = 'failed' and name = any(${sql.param(EMAIL_QUEUES)}::text[])
      and completed_on >= (${days[0]}::date)::timestamp at time zone 'Europe/London'
    group by 1`);
  const byDay = new Map(rows.map((row) => [row.day, row.failed]));
  return days.map((day) => byDay.get(day) ?? 0);
}

export async function readWorkHealth(db: Database, days: readonly string[]): Promise<WorkHealth> {
  return { queues: await queues(db), emailsFailed: await emailsFailed(db, days) };
}
