// Every company's imports and feeds for support: the newest first, found by the company's
// name or address and by state, and stopping a feed that harms the site (it stops running,
// and the company cannot resume it or fetch it by hand) with a reason the company reads on
// its import page, or releasing it. Each change is one transaction with its audit entry.
import { type SQL, sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { FEED_URL_MESSAGES, type FeedRunOutcome } from '#contract/feed-urls.ts';
import {
  type OperatorFeedRow,
  type OperatorFeedsQuery,
  type OperatorImportRow,
  type OperatorImportsQuery,
  OPERATOR_IMPORTS_PER_PAGE as PER_PAGE,
} from '#contract/operator-imports.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { escapeLike } from '#db/like.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The company matched by part of its name, company name or e-mail address (the accounts' trigram index). */
function companyMatches(q: string | undefined): SQL {
  if (!q) return sql`true`;
  return sql`lower(u.name || ' ' || u.email || ' ' || coalesce(u.company_name, '')) like ${`%${escapeLike(q.toLowerCase())}%`}`;
}

async function paged<Row>(
  db: Database,
  page: number,
  from: SQL,
  columns: SQL,
  order: SQL,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.execute<Row & Record<string, unknown>>(sql`select ${columns} ${from} order by ${order}
      limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${from}`),
  ]);
  return { rows: rows.rows as Row[], total: total.rows[0]?.n ?? 0 };
}

type ImportRowDb = Omit<OperatorImportRow, 'created_at' | 'finished_at'> & {
  created_at: Date | string;
  finished_at: Date | string | null;
};

export async function listImports(db: Database, query: OperatorImportsQuery): Promise<Page<OperatorImportRow>> {
  const status = query.status ? sql`i.status = ${query.status}` : sql`true`;
  const { rows, total } = await paged<ImportRowDb>(
    db,
    query.page,
    sql`from offer_imports i join users u on u.id = i.user_id where ${status} and ${companyMatches(query.q)}`,
    sql`i.id, i.user_id as company_id, coalesce(u.company_name, u.name) as company_name, i.format, i.file_name,
      i.status, i.error, i.total_rows, i.applied_rows, i.created_at, i.finished_at`,
    sql`i.created_at desc, i.id`,
  );
  return {
    data: rows.map((row) => ({ ...row, created_at: iso(row.created_at) ?? '', finished_at: iso(row.finished_at) })),
    meta: pageMeta(total, query.page, PER_PAGE),
  };
}

const LAST_RUN = sql`(select r from offer_feed_runs r where r.feed_id = f.id order by r.started_at desc limit 1)`;

const FEED_STATE: Record<NonNullable<OperatorFeedsQuery['state']>, SQL> = {
  failing: sql`(${LAST_RUN}).outcome = 'failed'`,
  stopped: sql`f.stopped_at is not null`,
  paused: sql`f.paused`,
  running: sql`not f.paused and f.stopped_at is null`,
};

type FeedRowDb = {
  id: string;
  company_id: string;
  company_name: string;
  url: string;
  interval_minutes: number;
  paused: boolean;
  stopped_at: Date | string | null;
  stopped_reason: string | null;
  last_outcome: FeedRunOutcome | null;
  last_at: Date | string | null;
  last_status: number | null;
  last_reason: string | null;
  failures: number;
  next_run_at: Date | string;
};

function toFeedRow(row: FeedRowDb): OperatorFeedRow {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    url: row.url,
    interval_minutes: row.interval_minutes,
    paused: row.paused,
    stopped: row.stopped_at === null ? null : { reason: row.stopped_reason ?? '', since: iso(row.stopped_at) ?? '' },
    last_run:
      row.last_outcome === null
        ? null
        : {
            outcome: row.last_outcome,
            at: iso(row.last_at) ?? '',
            http_status: row.last_status,
            reason: row.last_reason,
          },
    failures_last_7_days: row.failures,
    next_run_at: iso(row.next_run_at) ?? '',
  };
}

export async function listFeeds(db: Database, query: OperatorFeedsQuery): Promise<Page<OperatorFeedRow>> {
  const state = query.state ? FEED_STATE[query.state] : sql`true`;
  const { rows, total } = await paged<FeedRowDb>(
    db,
    query.page,
    sql`from offer_feeds f join users u on u.id = f.company_id where ${state} and ${companyMatches(query.q)}`,
    sql`f.id, f.company_id, coalesce(u.company_name, u.name) as company_name, f.url, f.interval_minutes, f.paused,
      f.stopped_at, f.stopped_reason, (${LAST_RUN}).outcome as last_outcome, (${LAST_RUN}).started_at as last_at,
      (${LAST_RUN}).http_status as last_status, (${LAST_RUN}).reason as last_reason,
      (select count(*)::int from offer_feed_runs r where r.feed_id = f.id and r.outcome = 'failed'
        and r.started_at > now() - interval '7 days') as failures, f.next_run_at`,
    sql`f.stopped_at desc nulls last, f.created_at desc, f.id`,
  );
  return { data: rows.map(toFeedRow), meta: pageMeta(total, query.page, PER_PAGE) };
}

/** Stops the feed with `reason` for the company to read, or releases it (null). */
export async function setFeedStopped(db: Database, actor: AuditActor, feedId: string, reason: string | null) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ stopped_at: Date | null; stopped_reason: string | null }>(sql`
      select stopped_at, stopped_reason from offer_feeds where id = ${feedId} for update`);
    const feed = rows[0];
    if (!feed) throw notFound(FEED_URL_MESSAGES.notFound);
    if (reason !== null && feed.stopped_at) throw new HttpError(409, FEED_URL_MESSAGES.alreadyStopped);
    if (reason === null && !feed.stopped_at) throw new HttpError(409, FEED_URL_MESSAGES.notStopped);
    await tx.execute(sql`update offer_feeds set stopped_at = ${reason === null ? null : sql`now()`},
      stopped_reason = ${reason}, next_run_at = now() where id = ${feedId}`);
    await recordAudit(tx, actor, {
      action: reason === null ? 'imports.feed-release' : 'imports.feed-stop',
      targetType: 'feed',
      targetId: feedId,
      before: { stopped: feed.stopped_at !== null, reason: feed.stopped_reason },
      after: { stopped: reason !== null, reason },
    });
  });
}
