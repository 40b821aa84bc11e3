// The back office's reports, grouped by what was reported: every report of one ad, one
// message or one profile that is still open forms one group; once an operator handles
// them, the reports that decision resolved form a handled group, with who, how and when.
import { type SQL, sql } from 'drizzle-orm';
import { type Page, pageMeta } from '#contract/pagination.ts';
import {
  REPORT_GROUPS_PER_PAGE,
  type ReportAction,
  type ReportGroup,
  type ReportGroupsQuery,
  type ReportKind,
} from '#contract/report-handling.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { publicName } from '#core/accounts/public-name.ts';
import type { Database } from '#db/client.ts';

/**
 * Every report of the three kinds in one shape. A message's reporter writes no words: its
 * reason says it all. Besides the target as text (the group's key), each row carries it
 * typed in its own column, so the joins below can use the tables' keys.
 */
const ALL_REPORTS = sql.raw(`
  select 'offer' as kind, offer_id::text as target_id, offer_id, null::bigint as message_id, null::uuid as profile_id,
    reason, message, created_at, resolved_at, handling_id
    from offer_reports
  union all
  select 'message', message_id::text, null, message_id, null, reason, '', created_at, resolved_at, handling_id
    from message_reports
  union all
  select 'profile', user_id::text, null, null, user_id, reason, message, created_at, resolved_at, handling_id
    from profile_reports`);

function conditions(query: ReportGroupsQuery): SQL {
  const parts = [query.status === 'open' ? sql`r.resolved_at is null` : sql`r.handling_id is not null`];
  if (query.kind) parts.push(sql`r.kind = ${query.kind}`);
  return sql.join(parts, sql` and `);
}

const ORDER = {
  latest: sql`last_at desc, kind, target_id`,
  oldest: sql`first_at asc, kind, target_id`,
  most: sql`count desc, last_at desc, kind, target_id`,
} as const;

type Row = {
  kind: ReportKind;
  target_id: string;
  count: number;
  first_at: Date | string;
  last_at: Date | string;
  reports: { reason: string; message: string; at: string }[];
  offer_title: string | null;
  offer_slug: string | null;
  offer_public: boolean | null;
  message_body: string | null;
  message_hidden: boolean | null;
  holder_id: string | null;
  holder_name: string | null;
  action: ReportAction | null;
  note: string | null;
  handled_by: string | null;
  handled_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function targetOf(row: Row): ReportGroup['target'] {
  if (row.kind === 'offer') {
    return {
      title: row.offer_title ?? 'Deleted ad',
      path: row.offer_slug ? SITE_PATHS.offer(row.offer_slug) : null,
      gone: row.offer_public !== true,
    };
  }
  if (row.kind === 'message')
    return { title: row.message_body ?? 'Deleted message', path: null, gone: !!row.message_hidden };
  return { title: row.holder_name ?? 'Deleted account', path: SITE_PATHS.profile(row.target_id), gone: false };
}

function toGroup(row: Row): ReportGroup {
  return {
    kind: row.kind,
    target_id: row.target_id,
    target: targetOf(row),
    holder: row.holder_id ? { id: row.holder_id, name: row.holder_name ?? '' } : null,
    count: row.count,
    first_at: iso(row.first_at),
    last_at: iso(row.last_at),
    reports: row.reports.map((report) => ({ ...report, at: iso(report.at) })),
    handling:
      row.action && row.handled_at
        ? { action: row.action, note: row.note, by: row.handled_by, at: iso(row.handled_at) }
        : null,
  };
}

/** GET /api/admin/reports: one page of groups, each with what was reported and by whom (reasons and dates). */
export async function listReportGroups(db: Database, query: ReportGroupsQuery): Promise<Page<ReportGroup>> {
  // The groups are counted and ordered first; only the page's groups gather their reports.
  const grouped = sql`
    select r.kind, r.target_id, r.offer_id, r.message_id, r.profile_id, r.handling_id, count(*)::int as count,
      min(r.created_at) as first_at, max(r.created_at) as last_at
    from (${ALL_REPORTS}) r where ${conditions(query)}
    group by r.kind, r.target_id, r.offer_id, r.message_id, r.profile_id, r.handling_id`;
  const reportsOfGroup = sql`
    select json_agg(json_build_object('reason', r.reason, 'message', r.message, 'at', r.created_at)
      order by r.created_at) as reports
    from (${ALL_REPORTS}) r
    where ${conditions(query)} and r.handling_id is not distinct from g.handling_id
      and (r.offer_id = g.offer_id or r.message_id = g.message_id or r.profile_id = g.profile_id)`;
  const [rows, total] = await Promise.all([
    db.execute<Row>(sql`
      select g.kind, g.target_id, g.count, g.first_at, g.last_at, j.reports,
        o.title as offer_title, o.slug as offer_slug, o.status = 'active' as offer_public,
        m.body as message_body, m.hidden_at is not null as message_hidden,
        u.id as holder_id, case when u.id is null then null else ${publicName('u')} end as holder_name,
        h.action, h.note, h.handled_by_email as handled_by, h.handled_at
      from (${grouped} order by ${ORDER[query.sort]}
        limit ${REPORT_GROUPS_PER_PAGE} offset ${(query.page - 1) * REPORT_GROUPS_PER_PAGE}) g
      left join offers o on o.id = g.offer_id
      left join messages m on m.id = g.message_id
      left join users u on u.id = coalesce(o.user_id, m.sender_id, g.profile_id)
      left join report_handlings h on h.id = g.handling_id
      cross join lateral (${reportsOfGroup}) j
      order by ${ORDER[query.sort]}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${grouped}) g`),
  ]);
  return {
    data: rows.rows.map(toGroup),
    meta: pageMeta(total.rows[0]?.n ?? 0, query.page, REPORT_GROUPS_PER_PAGE),
  };
}
