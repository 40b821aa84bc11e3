// The dashboard counts what happened on each London day of the last 30, from the site's
// own records: an account and an ad made today, an ad that expired yesterday, a report, a
// failed import, a paid order with its VAT (shown only to operators who see the money),
// and the job queues with what waits in them. Every operator may read it; nobody else.
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, type Dashboard } from '#contract/dashboard.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;
const PASSWORD = 'Dashboard-2026';

/**
 * How much a daily figure grew between two readings, day by day. Days are matched by
 * date, so a reading taken just after London midnight (a day later) still compares.
 */
function grewBy(before: Dashboard, after: Dashboard, series: (board: Dashboard) => number[]): number {
  const earlier = new Map(before.days.map((day, index) => [day, series(before)[index] ?? 0]));
  return after.days.reduce((sum, day, index) => sum + (series(after)[index] ?? 0) - (earlier.get(day) ?? 0), 0);
}

/** A paid order of the test's seller, paid at `paidAt` (a moment in SQL). */
async function addPaidOrder(paidAt: SQL, money: { gross: number; net: number; vat: number }): Promise<void> {
  await db().execute(sql`insert into orders (user_id, purpose, choice, buyer, status, gateway, currency, gross, net, vat,
      vat_rate_bp, expires_at, paid_at)
    values (${ownerId}, 'offer', '{}'::jsonb, '{}'::jsonb, 'paid', 'sandbox', 'GBP', ${money.gross}, ${money.net},
      ${money.vat}, 2000, now(), ${paidAt})`);
}

let ownerId = '';
let finance: Awaited<ReturnType<typeof signedInUser>>['client'];
let before: Dashboard;
beforeAll(async () => {
  ({ client: finance } = await signedInUser(t, '198.51.100.31', { password: PASSWORD, roles: ['finance'] }));
  before = (await finance.get('/api/admin/dashboard')).json();
  ownerId = (await createUser(db(), { email: 'seller@dashboard.example', password: PASSWORD })).id;
  await createOffer(db(), { userId: ownerId, title: 'Live today' });
  await createOffer(db(), { userId: ownerId, status: 'pending_moderation', publishedAt: undefined });
  const expired = await createOffer(db(), { userId: ownerId, status: 'expired' });
  await db().execute(sql`update offers set expires_at = now() - interval '1 day' where id = ${expired.id}`);
  await db().execute(sql`insert into offer_reports (offer_id, reporter_key, reason, message)
    values (${expired.id}, 'dashboard-test', 'duplicate', 'Copied from another site')`);
  await db().execute(sql`insert into offer_imports (user_id, format, file_name, status, error)
    values (${ownerId}, 'csv', 'broken.csv', 'failed', 'Not a CSV file')`);
  await addPaidOrder(sql`now()`, { gross: 1200, net: 1000, vat: 200 });
});

describe('the dashboard', () => {
  it('counts today’s and yesterday’s records, and the money for finance only', async () => {
    const answer = await finance.get('/api/admin/dashboard');
    expect(answer.statusCode, answer.body).toBe(200);
    const board: Dashboard = answer.json();
    expect(board.days).toHaveLength(DASHBOARD_DAYS);
    expect(board.emails.failed).toHaveLength(DASHBOARD_DAYS);
    expect(grewBy(before, board, (b) => b.accounts.new)).toBe(1);
    expect(grewBy(before, board, (b) => b.offers.posted)).toBe(3);
    expect(grewBy(before, board, (b) => b.offers.expired)).toBe(1);
    expect(board.offers.live - before.offers.live).toBe(1);
    expect(board.offers.pending - before.offers.pending).toBe(1);
    expect(board.reports.open - before.reports.open).toBe(1);
    expect(grewBy(before, board, (b) => b.reports.new)).toBe(1);
    expect(grewBy(before, board, (b) => b.imports.failed)).toBe(1);
    const money = (b: Dashboard) => b.money ?? { orders: [], gross: [], net: [], vat: [] };
    expect(grewBy(before, board, (b) => money(b).orders)).toBe(1);
    expect(grewBy(before, board, (b) => money(b).gross)).toBe(1200);
    expect(grewBy(before, board, (b) => money(b).net)).toBe(1000);
    expect(grewBy(before, board, (b) => money(b).vat)).toBe(200);

    const { client: moderator } = await signedInUser(t, '198.51.100.32', { password: PASSWORD, roles: ['moderator'] });
    const withoutMoney = (await moderator.get('/api/admin/dashboard')).json();
    expect(withoutMoney.money).toBeNull();
    expect(withoutMoney.reports.open).toBe(board.reports.open);
  });

  it('puts each record on its London day, from midnight to the last moment before the next', async () => {
    const earlier: Dashboard = (await finance.get('/api/admin/dashboard')).json();
    const [third, fourth] = [earlier.days[2], earlier.days[3]];
    await addPaidOrder(sql`(${third}::date)::timestamp at time zone 'Europe/London'`, { gross: 7, net: 6, vat: 1 });
    const lastMoment = sql`(${fourth}::date)::timestamp at time zone 'Europe/London' - interval '1 millisecond'`;
    await addPaidOrder(lastMoment, { gross: 11, net: 9, vat: 2 });
    const board: Dashboard = (await finance.get('/api/admin/dashboard')).json();
    const grossByDay = new Map(earlier.days.map((day, index) => [day, earlier.money?.gross[index] ?? 0]));
    const grown = board.days.map((day, index) => (board.money?.gross[index] ?? 0) - (grossByDay.get(day) ?? 0));
    const thirdAt = board.days.indexOf(third ?? '');
    expect(grown[thirdAt]).toBe(18);
    expect(grown.filter((_, index) => index !== thirdAt).every((growth) => growth === 0)).toBe(true);
  });

  it('shows what waits in the job queues', async () => {
    await t.app.deps.work.queue(db(), { kind: 'account.password-reminder', email: 'nobody@dashboard.example' });
    const { client: support } = await signedInUser(t, '198.51.100.33', { password: PASSWORD, roles: ['support'] });
    const board = (await support.get('/api/admin/dashboard')).json();
    const reminders = board.queues.find((queue: { name: string }) => queue.name === 'account.password-reminder');
    expect(reminders).toMatchObject({ waiting: 1, active: 0 });
    expect(Date.parse(reminders.oldest_waiting_at)).toBeLessThanOrEqual(Date.now());
  });

  it('is for operators only', async () => {
    const { client: person } = await signedInUser(t, '198.51.100.34', { password: PASSWORD });
    expect((await person.get('/api/admin/dashboard')).statusCode).toBe(403);
    expect((await (await guestClient(t.app)).get('/api/admin/dashboard')).statusCode).toBe(401);
  });
});
