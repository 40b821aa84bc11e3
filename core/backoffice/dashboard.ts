// The operators' dashboard: the site's last 30 London days at a glance (new accounts, ads
// posted and expired, reports, failed imports, failed e-mails, and for those who see the
// money, paid orders with their net, VAT and gross), what stands now (live and waiting
// ads, open reports) and how the job queues are doing. Each daily figure is one grouped
// query over the window, so the page costs the same whatever the size of the site's past.
import { type SQL, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, type Dashboard } from '#contract/dashboard.ts';
import { can, type Role } from '#contract/permissions.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';

/** The window's days, oldest first, ending today in London. */
async function windowDays(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ day: string }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day from generate_series(
      (now() at time zone 'Europe/London')::date - ${DASHBOARD_DAYS - 1}::int,
      (now() at time zone 'Europe/London')::date, interval '1 day') as day order by day`);
  return rows.map((row) => row.day);
}

/** Where the window starts, as a moment: midnight in London on its first day. */
const windowStart = (days: readonly string[]): SQL => sql`(${days[0]}::date)::timestamp at time zone 'Europe/London'`;

/**
 * Sums of `source` by London day. `source` selects `at` (a moment) and `value`s
 * (named columns) of rows since `start`; each value becomes one series over `days`.
 */
async function byDay<Name extends string>(
  db: Database,
  days: readonly string[],
  values: readonly Name[],
  source: (start: SQL) => SQL,
): Promise<Record<Name, number[]>> {
  const sums = sql.join(
    values.map((name) => sql`coalesce(sum(${sql.identifier(name)}), 0)::float8 as ${sql.identifier(name)}`),
    sql`, `,
  );
  // Each row finds its day among the London midnights by a binary search (width_bucket),
  // cheaper than converting every row's moment to a London date: slot 1 is the first day.
  const midnights = sql`(select array_agg((day::timestamp at time zone 'Europe/London') order by day)
    from unnest(${sql.param(days)}::date[]) as day)`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select width_bucket(at, ${midnights}) as slot, ${sums}
    from (${source(windowStart(days))}) as source group by 1`);
  const bySlot = new Map(rows.map((row) => [Number(row.slot), row]));
  const series = {} as Record<Name, number[]>;
  for (const name of values) series[name] = days.map((_, index) => Number(bySlot.get(index + 1)?.[name] ?? 0));
  return series;
}

const counted = (db: Database, days: readonly string[], source: (start: SQL) => SQL) =>
  byDay(db, days, ['n'], source).then((series) => series.n);

async function standing(db: Database): Promise<{ live: number; pending: number; openReports: number }> {
  const { rows } = await db.execute<{ live: number; pending: number; open_reports: number }>(sql`select
    (select count(*) from offers o where ${publiclyVisible('o')})::int as live,
    (select count(*) from offers where status = 'pending_moderation')::int as pending,
    ((select count(*) from offer_reports where resolved_at is null)
      + (select count(*) from message_reports where resolved_at is null)
      + (select count(*) from profile_reports where resolved_at is null))::int as open_reports`);
  const row = rows[0];
  return { live: row?.live ?? 0, pending: row?.pending ?? 0, openReports: row?.open_reports ?? 0 };
}

async function money(db: Database, days: readonly string[]): Promise<Dashboard['money']> {
  return byDay(
    db,
    days,
    ['orders', 'gross', 'net', 'vat'],
    (start) => sql`
    select paid_at as at, 1 as orders, gross, net, vat from orders where paid_at >= ${start}`,
  );
}

/** Each daily series: the rows of the window, one moment (`at`) per thing counted. */
const SERIES = {
  accounts: (start: SQL) => sql`select created_at as at, 1 as n from users where created_at >= ${start}`,
  posted: (start: SQL) =>
    sql`select created_at as at, 1 as n from offers where created_at >= ${start} and status <> 'draft'`,
  expired: (start: SQL) =>
    sql`select expires_at as at, 1 as n from offers where status = 'expired' and expires_at >= ${start}`,
  reports: (start: SQL) => sql`select created_at as at, 1 as n from offer_reports where created_at >= ${start}
    union all select created_at, 1 from message_reports where created_at >= ${start}
    union all select created_at, 1 from profile_reports where created_at >= ${start}`,
  failedImports: (start: SQL) => sql`select coalesce(finished_at, created_at) as at, 1 as n from offer_imports
    where status = 'failed' and created_at >= ${start}`,
};

/** The figures, read at once (on PostgreSQL each query takes its own connection). */
export async function readDashboard(
  deps: Pick<Deps, 'db' | 'work'>,
  viewer: { id: string; roles: readonly Role[] },
): Promise<Dashboard> {
  const { db } = deps;
  const days = await windowDays(db);
  const [now, health, accounts, posted, expired, reports, failedImports, paid] = await Promise.all([
    standing(db),
    deps.work.health(db, days),
    counted(db, days, SERIES.accounts),
    counted(db, days, SERIES.posted),
    counted(db, days, SERIES.expired),
    counted(db, days, SERIES.reports),
    counted(db, days, SERIES.failedImports),
    can(viewer, 'orders.manage') ? money(db, days) : null,
  ]);
  return {
    days,
    accounts: { new: accounts },
    offers: { posted, expired, live: now.live, pending: now.pending },
    reports: { new: reports, open: now.openReports },
    imports: { failed: failedImports },
    emails: { failed: health.emailsFailed },
    queues: health.queues,
    money: paid,
  };
}
