// Back-office lists benchmark (prints figures; not a test):
//   npm run bench:backoffice [-- --users 100000 --offers 300000 --orders 200000 --reports 30000
//     --revisions 400 --iterations 40]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:backoffice
// The requirement: the back office's lists answer in under 200 ms at 300,000 offers and
// 100,000 users. A fresh database (PGlite in a temp folder, or a new database on the
// PostgreSQL server given, dropped at the end) gets that many accounts (a few hundred of
// them suspended) and offers spread over them, each table vacuumed as a live database's
// autovacuum keeps it (a freshly loaded table has no visibility map: its counts would read
// every row, as no running site does), then each query runs --iterations times
// through the use case the API and the page call; printed: p50/p95/max per query.
// The finance list of orders is measured over --orders orders spread over the accounts.
// The moderation desk's two queues are measured with a few thousand ads waiting and
// some hundreds of changes of live ads, and the reports list over tens of thousands of
// reports of ads and profiles.
// The public search's count with the suspended accounts' ads left out is measured too,
// since every public listing of ads now carries that rule.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { auditQuerySchema } from '#contract/audit.ts';
import { REPORT_REASONS } from '#contract/offer-reports.ts';
import { operatorFeedsQuerySchema, operatorImportsQuerySchema } from '#contract/operator-imports.ts';
import { operatorOrdersQuerySchema } from '#contract/operator-orders.ts';
import { operatorUsersQuerySchema } from '#contract/operator-users.ts';
import { PROFILE_REPORT_REASONS } from '#contract/profile-reports.ts';
import { reportGroupsQuerySchema } from '#contract/report-handling.ts';
import { listAudit } from '#core/audit/audit-log.ts';
import { readDashboard } from '#core/backoffice/dashboard.ts';
import { listFeeds, listImports } from '#core/backoffice/imports-oversight.ts';
import { listOrders } from '#core/backoffice/orders.ts';
import { userDossier } from '#core/backoffice/user-dossier.ts';
import { listUsers } from '#core/backoffice/users.ts';
import { deskQueues } from '#core/moderation/desk.ts';
import { readLiveVersion } from '#core/offers/offer-version.ts';
import { listReportGroups } from '#core/reports/report-groups.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { createStorage } from '#core/storage/create-storage.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import type { Database } from '#db/client.ts';
import { readWorkHealth } from '#jobs/queue-health.ts';
import { seedBulkOffers } from '#seed/demo/bulk.ts';
import { prepareDatabase } from '#server/boot.ts';
import { loadConfig } from '#server/config.ts';
import { openBenchDatabase } from './bench-database.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    offers: { type: 'string', default: '300000' },
    orders: { type: 'string', default: '200000' },
    reports: { type: 'string', default: '30000' },
    revisions: { type: 'string', default: '400' },
    iterations: { type: 'string', default: '40' },
  },
});
const USERS = Number(values.users);
const OFFERS = Number(values.offers);
const ORDERS = Number(values.orders);
const REPORTS = Number(values.reports);
const REVISIONS = Number(values.revisions);
const ITERATIONS = Number(values.iterations);
const silent = { info() {}, warn() {} };

/** Accounts made in the database itself: names, companies and phones that vary like real ones. */
async function addUsers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into users (email, name, account_type, roles, company_name, phone, email_verified_at, profile_completed_at, created_at)
    select 'person' || n || '@bench.example', (array['Amelia','Oliver','Isla','George','Ava','Noah','Mia','Leo'])[1 + n % 8]
        || ' ' || (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Patel','Khan'])[1 + (n / 8) % 8] || ' ' || n,
      case when n % 10 = 0 then 'agency' else 'private' end,
      case when n % 10 = 0 then array['company'] else array['user'] end,
      case when n % 10 = 0 then 'Estates ' || n || ' Ltd' end,
      '07' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
      case when n % 50 = 0 then null else now() end, now(),
      now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`update users set suspended_at = now(), suspension_reason = 'Bench'
    where email like 'person%' and (substring(email from '^person([0-9]+)@'))::int % 331 = 0`);
  await db.execute(sql`vacuum (analyze) users`);
}

/** Orders over the accounts: most paid over the last year, some refunded in full or in part. */
async function addOrders(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with people as (select id, row_number() over (order by id) as k from users)
    insert into orders (user_id, purpose, status, gateway, gross, net, vat, vat_rate_bp, refunded_gross,
      created_at, expires_at, paid_at)
    select p.id, 'offer', case when n % 10 = 0 then 'expired' else 'paid' end,
      case when n % 4 = 0 then 'stripe' else 'sandbox' end, 1499, 1249, 250, 2000,
      case when n % 10 = 0 then 0 when n % 37 = 0 then 1499 when n % 23 = 0 then 500 else 0 end,
      now() - (n % 525600 || ' minutes')::interval, now(),
      case when n % 10 = 0 then null else now() - (n % 525600 || ' minutes')::interval end
    from generate_series(1, ${count}) as n join people p on p.k = 1 + (n * 7919) % (select count(*) from users)`);
  await db.execute(sql`vacuum (analyze) orders`);
}

const sqlList = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/**
 * Reports as visitors send them: `count` of ads (a few reporters on some ads) and a tenth
 * as many of profiles; four in five already resolved, as on a site whose team keeps up.
 */
async function addReports(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with ads as (select id, row_number() over (order by id) as k from offers)
    insert into offer_reports (offer_id, reporter_key, reason, message, created_at, resolved_at)
    select a.id, 'bench:' || n, (${sqlList(REPORT_REASONS)})[1 + n % ${REPORT_REASONS.length}], 'Looks wrong',
      now() - (n % 43200 || ' minutes')::interval, case when n % 5 = 0 then null else now() end
    from generate_series(1, ${count}) as n join ads a on a.k = 1 + (n * 7919 / 3) % (select count(*) from offers)`);
  await db.execute(sql`
    with people as (select id, row_number() over (order by id) as k from users)
    insert into profile_reports (user_id, reporter_key, reason, message, created_at, resolved_at)
    select p.id, 'bench:' || n, (${sqlList(PROFILE_REPORT_REASONS)})[1 + n % ${PROFILE_REPORT_REASONS.length}],
      'Not who they say', now() - (n % 43200 || ' minutes')::interval, case when n % 5 = 0 then null else now() end
    from generate_series(1, ${Math.ceil(count / 10)}) as n join people p on p.k = 1 + (n * 104729) % (select count(*) from users)`);
  await db.execute(sql`vacuum (analyze) offer_reports`);
  await db.execute(sql`vacuum (analyze) profile_reports`);
}

/** One ad in a hundred waiting for a moderator, and `changes` live ads with a change waiting (a new title). */
async function addModerationQueue(db: Database, changes: number): Promise<void> {
  await db.execute(sql`update offers set status = 'pending_moderation'
    where id in (select id from offers where status = 'active' order by id limit (select count(*) / 100 from offers))`);
  const live = await db.execute<{ id: string }>(
    sql`select id from offers where status = 'active' order by md5(id::text) limit ${changes}`,
  );
  for (const { id } of live.rows) {
    const version = await readLiveVersion(db, id);
    if (!version) continue;
    const content = { ...version.content, title: `${version.content.title} (reduced)` };
    await db.execute(sql`insert into offer_revisions (offer_id, source, content, changed)
      values (${id}, 'edit', ${JSON.stringify(content)}::jsonb, array['title'])`);
  }
  await db.execute(sql`vacuum (analyze) offers`);
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return { p50: at(0.5), p95: at(0.95), max: Number((times.at(-1) ?? 0).toFixed(1)) };
}

async function measure(db: Database) {
  const users = (query: Record<string, string>) => () => listUsers(db, operatorUsersQuerySchema.parse(query));
  const someone = await db.execute<{ id: string }>(sql`select id from users where email = 'person4242@bench.example'`);
  const id = someone.rows[0]?.id ?? '';
  const search = parseSearchQuery(new URLSearchParams('type=sell')).criteria;
  const dashboardDeps = { db, work: { queue: async () => {}, health: readWorkHealth } };
  const orders = (query: Record<string, string>) => () => listOrders(db, operatorOrdersQuerySchema.parse(query));
  const reports = (query: Record<string, string>) => () => listReportGroups(db, reportGroupsQuerySchema.parse(query));
  const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    'orders: newest, page 1': await timed(orders({})),
    'orders: buyer e-mail part': await timed(orders({ q: 'person4242@' })),
    'orders: paid in the last month': await timed(orders({ paid_from: lastMonth, sort: 'paid' })),
    'orders: partly refunded, stripe': await timed(orders({ refunded: 'partly', gateway: 'stripe' })),
    'moderation: both queues, page 1': await timed(() => deskQueues(db, { offers: 1, revisions: 1 }, STORAGE_URL_PATH)),
    'moderation: new ads, page 50': await timed(() => deskQueues(db, { offers: 50, revisions: 1 }, STORAGE_URL_PATH)),
    'reports: open, latest': await timed(reports({})),
    'reports: open ads, most reported': await timed(reports({ kind: 'offer', sort: 'most' })),
    'reports: open profiles, oldest': await timed(reports({ kind: 'profile', sort: 'oldest' })),
    'users: newest, page 1': await timed(users({})),
    'users: page 900': await timed(users({ page: '900' })),
    'users: name part': await timed(users({ q: 'Patel 42' })),
    'users: e-mail part': await timed(users({ q: 'person4242@' })),
    'users: phone digits': await timed(users({ q: '07 4242' })),
    'users: suspended': await timed(users({ status: 'suspended' })),
    'users: agencies by name': await timed(users({ type: 'agency', sort: 'name' })),
    'account file': await timed(() => userDossier(db, id)),
    'audit log, page 1': await timed(() => listAudit(db, auditQuerySchema.parse({}))),
    'dashboard (owner)': await timed(() => readDashboard(dashboardDeps, { id, roles: ['owner'] })),
    'imports, failed': await timed(() => listImports(db, operatorImportsQuerySchema.parse({ status: 'failed' }))),
    'feeds, by company': await timed(() => listFeeds(db, operatorFeedsQuerySchema.parse({ q: 'Estates 42' }))),
    'public search (sale), with count': await timed(() => searchOffers(db, search, { assetBase: STORAGE_URL_PATH })),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dazu-bench-backoffice-'));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const { handle, cleanup } = await openBenchDatabase(dir, postgresUrl, 'backoffice');
  try {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
    await prepareDatabase(handle, {
      config: { seedDemo: false },
      storage: createStorage(config, handle.db),
      log: silent,
    });
    const started = performance.now();
    await addUsers(handle.db, USERS);
    await seedBulkOffers(handle.db, OFFERS, { seed: 7, concurrency: postgresUrl ? 2 : 1 });
    await addOrders(handle.db, ORDERS);
    await addReports(handle.db, REPORTS);
    await addModerationQueue(handle.db, REVISIONS);
    const seeded = ((performance.now() - started) / 1000).toFixed(0);
    const counts = await handle.db.execute<{ users: number; offers: number; suspended: number }>(sql`
      select (select count(*)::int from users) as users, (select count(*)::int from offers) as offers,
        (select count(*)::int from users where suspended_at is not null) as suspended,
        (select count(*)::int from offers where status = 'pending_moderation') as waiting,
        (select count(*)::int from offer_reports) + (select count(*)::int from profile_reports) as reports`);
    console.log(`${postgresUrl ? 'PostgreSQL' : 'PGlite'}: ${JSON.stringify(counts.rows[0])}, seeded in ${seeded} s`);
    console.table(await measure(handle.db));
  } finally {
    await handle.close();
    await cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
