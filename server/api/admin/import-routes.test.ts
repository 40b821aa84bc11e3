// Support oversees every company's imports and feeds: finds a company's failed import and
// its feed, stops the feed with a reason (it is no longer due, the company reads why and
// cannot fetch it by hand), and releases it. Two stops at once: one stops, one is told it
// is done. A suspended company's feed is not run either. Only imports.oversee may look.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEED_URL_MESSAGES } from '#contract/feed-urls.ts';
import { dueFeeds } from '#core/imports/feed-urls/claims.ts';
import { registerFeed } from '#core/imports/feed-urls/feeds.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;
const PASSWORD = 'Oversight-2026';
let address = 0;
const signedIn = (overrides: Parameters<typeof signedInUser>[2] extends infer O ? Partial<O> : never = {}) =>
  signedInUser(t, `198.51.100.${++address}`, { password: PASSWORD, ...overrides });

async function companyWithFeed(name: string) {
  const company = await signedIn({ accountType: 'agency', roles: ['company'], companyName: name });
  const feed = await registerFeed(
    db(),
    company.user,
    { url: `https://feeds.example.com/${address}.blm`, interval_minutes: 60, full_feed: true },
    { allowPrivateHosts: false },
  );
  await db().execute(sql`insert into offer_imports (user_id, format, file_name, status, error)
    values (${company.user.id}, 'blm', 'nightly.blm', 'failed', 'The file is not a BLM feed')`);
  return { ...company, feed };
}

describe('imports and feeds in the back office', () => {
  it('finds a company’s failed import and feed, stops the feed with a reason and releases it', async () => {
    const agency = await companyWithFeed('Harbourside Homes 9Z');
    const { client: support } = await signedIn({ roles: ['support'] });
    const imports = (await support.get('/api/admin/imports?status=failed&q=harbourside')).json();
    expect(imports.data).toEqual([
      expect.objectContaining({
        company_id: agency.user.id,
        file_name: 'nightly.blm',
        error: 'The file is not a BLM feed',
      }),
    ]);
    const feeds = (await support.get('/api/admin/feeds?q=Harbourside')).json();
    expect(feeds.data).toEqual([expect.objectContaining({ id: agency.feed.id, stopped: null, last_run: null })]);
    expect(await dueFeeds(db())).toContain(agency.feed.id);

    const reason = 'It re-posts the same flats every hour';
    const stops = await Promise.all([
      support.post(`/api/admin/feeds/${agency.feed.id}/stop`, { reason }),
      support.post(`/api/admin/feeds/${agency.feed.id}/stop`, { reason }),
    ]);
    expect(stops.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect(await dueFeeds(db())).not.toContain(agency.feed.id);
    const seen = (await agency.client.get('/api/offers-import/feeds')).json().data[0];
    expect(seen.stopped).toMatchObject({ reason });
    const byHand = await agency.client.post(`/api/offers-import/feeds/${agency.feed.id}/run`);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe(FEED_URL_MESSAGES.stoppedByTeam(reason));
    expect((await support.get('/api/admin/feeds?state=stopped&q=Harbourside')).json().data).toHaveLength(1);

    expect((await support.post(`/api/admin/feeds/${agency.feed.id}/release`)).statusCode).toBe(204);
    expect((await support.post(`/api/admin/feeds/${agency.feed.id}/release`)).statusCode).toBe(409);
    expect(await dueFeeds(db())).toContain(agency.feed.id);
    const { rows } = await db().execute<{ action: string }>(
      sql`select action from operator_audit_log where target_id = ${agency.feed.id} order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['imports.feed-stop', 'imports.feed-release']);
  });

  it('does not run a suspended company’s feed', async () => {
    const agency = await companyWithFeed('Quiet Lane Lettings');
    expect(await dueFeeds(db())).toContain(agency.feed.id);
    await db().execute(
      sql`update users set suspended_at = now(), suspension_reason = 'Fraud' where id = ${agency.user.id}`,
    );
    expect(await dueFeeds(db())).not.toContain(agency.feed.id);
  });

  it('is for those who oversee imports only', async () => {
    const { client: moderator } = await signedIn({ roles: ['moderator'] });
    expect((await moderator.get('/api/admin/feeds')).statusCode).toBe(403);
    expect((await (await guestClient(t.app)).get('/api/admin/imports')).statusCode).toBe(401);
    const { client: support } = await signedIn({ roles: ['support'] });
    const bad = await support.get('/api/admin/imports?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
    const silent = await support.post('/api/admin/feeds/00000000-0000-4000-8000-000000000000/stop', {});
    expect(silent.statusCode).toBe(422);
  });
});
