// Feeds by URL, end to end on a local feed server: the scheduled job finds the due feed
// and a run reads it into a preview; once the company confirms it, a 304 is "not
// changed", a changed file applies on its own, and a feed that comes back nearly empty
// is held by the safety stop with nothing withdrawn. Two runs at once: one reads, one stops.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports/apply.ts';
import { registerFeed } from '#core/imports/feed-urls/feeds.ts';
import type { FeedListing } from '#core/imports/feeds/feed-listing.ts';
import { feedRunJob, feedsDueJob } from '#jobs/definitions/feed-urls.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, testAppForFile } from '#tests/setup/app.ts';
import { createClient, guestClient, type TestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

// No job workers: the test runs the jobs' handlers itself, at the moment it chooses.
const t = testAppForFile({ JOBS_WORKER: 'false', IMPORT_FEED_ALLOW_PRIVATE_HOSTS: 'true' });
const PASSWORD = 'Feed-By-Url-41';
let address = 10;

/** The agency's feed server: serves `body` with an ETag and answers 304 to a matching If-None-Match. */
const feedServer = {
  body: '',
  requests: [] as Array<{ ifNoneMatch: string | undefined }>,
  server: null as Server | null,
};
let baseUrl = '';

beforeAll(async () => {
  const server = createServer((request, response) => {
    feedServer.requests.push({ ifNoneMatch: request.headers['if-none-match'] });
    if (request.url === '/error') {
      response.writeHead(500).end();
      return;
    }
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/redirect' }).end();
      return;
    }
    const etag = `"${createHash('sha256').update(feedServer.body).digest('hex').slice(0, 16)}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { etag, 'content-type': 'text/plain' }).end(feedServer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedServer.server = server;
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feedServer.server?.close(resolve));
});

function company(accountType: 'agency' | 'private' = 'agency', overrides = {}) {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: PASSWORD, accountType, ...overrides });
}

// One branch's listings: a full file withdraws only what it leaves out of the branches it names.
const house = (i: number, changes: Partial<FeedListing> = {}) =>
  importableListing(i, `URL-${i}`, { branch: '40000', ...changes });
const serve = (listings: FeedListing[]) => {
  feedServer.body = writeBlm(listings);
};
const run = { id: 'test', attempt: 1, signal: new AbortController().signal };
const sendRun = (feedId: string) => feedRunJob.handler({ feedId }, jobDepsOf(t), run);
/** The feed's next run made due now, as its interval passing does, and the run it then gets. */
async function runFeed(feedId: string) {
  await t.database.db.execute(sql`update offer_feeds set next_run_at = now() where id = ${feedId}`);
  await sendRun(feedId);
}

async function latestRun(client: TestClient) {
  const feeds = await client.get('/api/offers-import/feeds');
  expect(feeds.statusCode, feeds.body).toBe(200);
  return feeds.json().data[0].runs[0];
}

// The agent's references of the live offers, without their branch (a BLM row's offer is `{BRANCH_ID}/{AGENT_REF}`).
const liveOffers = async (ownerId: string) =>
  (
    await t.database.db.execute<{ feed_reference: string; price: string }>(sql`
      select feed_reference, price from offers where feed_owner_id = ${ownerId} and status = 'active'
      order by feed_reference`)
  ).rows
    .map((row) => row.feed_reference.split('/').pop())
    .sort();

describe('feeds by URL', () => {
  it('previews the first run, then applies changes on its own, says not changed on a 304 and holds a feed that would empty the site', async () => {
    const { user, client } = await company();
    serve([house(1), house(2), house(3), house(4)]);
    const created = await client.post('/api/offers-import/feeds', { url: `${baseUrl}/feed.blm` });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ interval_minutes: 60, full_feed: true, auto_apply: false, runs: [] });
    const feedId = created.json().id as string;

    // The five-minute job sends a run for the due feed.
    await feedsDueJob.handler({}, jobDepsOf(t), run);
    const sent = await t.app.jobs.boss.findJobs<{ feedId: string }>(feedRunJob.name);
    expect(sent.map((job) => job.data.feedId)).toContain(feedId);

    // First run: a preview to confirm, as an upload; nothing on the site yet. A newer file
    // before it is confirmed replaces it, and the bell rings once.
    serve([house(1), house(2), house(3)]);
    await runFeed(feedId);
    const replaced = (await latestRun(client)).import_id;
    serve([house(1), house(2), house(3), house(4)]);
    await runFeed(feedId);
    expect((await client.get(`/api/offers-import/${replaced}`)).json().status).toBe('cancelled');
    const bell = (await client.get('/api/user/notifications')).json().data as Array<{ message: string }>;
    expect(bell.filter((item) => item.message.startsWith('Your feed was read'))).toHaveLength(1);
    const first = await latestRun(client);
    expect(first).toMatchObject({ outcome: 'previewed', http_status: 200, counts: { create: 4, withdraw: 0 } });
    expect(first.import_id).not.toBe(replaced);
    expect(await liveOffers(user.id)).toEqual([]);
    expect((await client.get(`/api/offers-import/${first.import_id}`)).json()).toMatchObject({
      status: 'ready',
      file_name: 'feed.blm',
    });
    expect((await client.post('/api/offers-import/migrate', { id: first.import_id })).statusCode).toBe(202);
    await applyImport(t.database.db, first.import_id);
    expect(await liveOffers(user.id)).toEqual(['URL-1', 'URL-2', 'URL-3', 'URL-4']);
    expect((await client.get('/api/offers-import/feeds')).json().data[0].auto_apply).toBe(true);

    // The same file: our conditional request gets a 304.
    await runFeed(feedId);
    expect(feedServer.requests.at(-1)?.ifNoneMatch).toMatch(/^"[0-9a-f]{16}"$/);
    expect(await latestRun(client)).toMatchObject({ outcome: 'not_changed', http_status: 304, import_id: null });

    // A changed file applies on its own.
    serve([house(1, { pricePence: 199_000_00 }), house(2), house(3), house(4), house(5)]);
    await runFeed(feedId);
    const changed = await latestRun(client);
    expect(changed).toMatchObject({
      outcome: 'applied',
      counts: { create: 1, update: 1, unchanged: 3, withdraw: 0, left_out: 0 },
    });
    expect((await client.get(`/api/offers-import/${changed.import_id}`)).json().status).toBe('importing');
    await applyImport(t.database.db, changed.import_id);
    expect(await liveOffers(user.id)).toEqual(['URL-1', 'URL-2', 'URL-3', 'URL-4', 'URL-5']);

    // Nearly empty: 4 of 5 listings would go. Held, nothing withdrawn, the company told.
    serve([house(1, { pricePence: 199_000_00 })]);
    await runFeed(feedId);
    const held = await latestRun(client);
    expect(held).toMatchObject({ outcome: 'held', counts: { withdraw: 4 } });
    expect(held.reason).toMatch(/would withdraw 4 of your 5 listings/);
    expect((await client.get(`/api/offers-import/${held.import_id}`)).json().status).toBe('ready');
    expect(await liveOffers(user.id)).toHaveLength(5);
    expect((await client.get('/api/user/notifications')).json().data[0]).toMatchObject({
      type: 'warning',
      message: expect.stringMatching(/held: it would have withdrawn 4 of your 5 listings/),
      link: '/import-offers',
    });
  });

  it("weighs a run's withdrawals against the listings of the branches its file names", async () => {
    const { user, client } = await company();
    const otherBranch = [6, 7, 8, 9, 10, 11, 12, 13].map((i) => house(i, { branch: '50000' }));
    serve([house(1), house(2), house(3), ...otherBranch]);
    const created = await client.post('/api/offers-import/feeds', { url: `${baseUrl}/feed.blm` });
    const feedId = created.json().id as string;
    await runFeed(feedId);
    const first = await latestRun(client);
    expect((await client.post('/api/offers-import/migrate', { id: first.import_id })).statusCode).toBe(202);
    await applyImport(t.database.db, first.import_id);
    expect(await liveOffers(user.id)).toHaveLength(11);

    // A file of one branch only: the other branch's eight listings are not its to withdraw.
    serve([house(1), house(2), house(3, { pricePence: 188_000_00 })]);
    await runFeed(feedId);
    const applied = await latestRun(client);
    expect(applied).toMatchObject({ outcome: 'applied', counts: { update: 1, unchanged: 2, withdraw: 0 } });
    await applyImport(t.database.db, applied.import_id);

    // One of that branch's three listings gone is a third of what the file speaks for: held.
    serve([house(1), house(2)]);
    await runFeed(feedId);
    const held = await latestRun(client);
    expect(held).toMatchObject({ outcome: 'held', counts: { withdraw: 1 } });
    expect(held.reason).toMatch(/would withdraw 1 of your 3 listings/);
    expect(await liveOffers(user.id)).toHaveLength(11);
  });

  it('lets only one of two runs at once read the feed', async () => {
    const { client } = await company();
    serve([house(11)]);
    const feedId = (await client.post('/api/offers-import/feeds', { url: `${baseUrl}/two.blm` })).json().id;
    await Promise.all([sendRun(feedId), sendRun(feedId)]);
    const runs = (await client.get('/api/offers-import/feeds')).json().data[0].runs;
    expect(runs).toHaveLength(1);
    expect(runs[0].outcome).toBe('previewed');
  });

  it('does not read the feed again for a run sent while another read it: "fetch now" while the schedule\'s run waits', async () => {
    const { client } = await company();
    serve([house(12)]);
    const feedId = (await client.post('/api/offers-import/feeds', { url: `${baseUrl}/twice.blm` })).json().id;
    expect((await client.post(`/api/offers-import/feeds/${feedId}/run`)).statusCode).toBe(202);
    const requestsBefore = feedServer.requests.length;
    // The schedule's run, then the one "fetch now" sent: one after the other, not at once.
    await sendRun(feedId);
    await sendRun(feedId);
    expect(feedServer.requests.length - requestsBefore).toBe(1);
    const runs = (await client.get('/api/offers-import/feeds')).json().data[0].runs;
    expect(runs.map((entry: { outcome: string }) => entry.outcome)).toEqual(['previewed']);

    // Asked again later, it is read again.
    expect((await client.post(`/api/offers-import/feeds/${feedId}/run`)).statusCode).toBe(202);
    await sendRun(feedId);
    expect(feedServer.requests.length - requestsBefore).toBe(2);
  });

  it('reports a run that failed with its reason: an unreadable file, a server error, endless redirects', async () => {
    const { client } = await company();
    feedServer.body = 'not a feed at all';
    const feedId = (await client.post('/api/offers-import/feeds', { url: `${baseUrl}/bad.blm` })).json().id;
    await runFeed(feedId);
    expect(await latestRun(client)).toMatchObject({ outcome: 'failed', http_status: 200, import_id: null });
    expect((await client.patch(`/api/offers-import/feeds/${feedId}`, { url: `${baseUrl}/redirect` })).statusCode).toBe(
      200,
    );
    await runFeed(feedId);
    expect(await latestRun(client)).toMatchObject({
      outcome: 'failed',
      http_status: null,
      reason: 'The feed could not be fetched: too many redirects',
    });
    await client.patch(`/api/offers-import/feeds/${feedId}`, { url: `${baseUrl}/error` });
    await runFeed(feedId);
    expect(await latestRun(client)).toMatchObject({
      outcome: 'failed',
      http_status: 500,
      reason: 'The feed could not be fetched: the server answered 500',
    });
  });

  it('leaves out of an automatic run the listings whose location the preview flags as uncertain', async () => {
    const { user, client } = await company();
    serve([house(21)]);
    const created = await client.post('/api/offers-import/feeds', { url: `${baseUrl}/part.blm`, full_feed: false });
    const feedId = created.json().id;
    await runFeed(feedId);
    const first = await latestRun(client);
    await client.post('/api/offers-import/migrate', { id: first.import_id });
    await applyImport(t.database.db, first.import_id);

    feedServer.body = await readFile(
      new URL('../../../tests/fixtures/feeds/blm/uncertain-towns.blm', import.meta.url),
      'latin1',
    );
    await runFeed(feedId);
    const uncertain = await latestRun(client);
    expect(uncertain).toMatchObject({ outcome: 'applied', counts: { create: 2, withdraw: 0, left_out: 3 } });
    await applyImport(t.database.db, uncertain.import_id);
    expect(await liveOffers(user.id)).toEqual(['HV-202', 'HV-203', 'URL-21']);
  });

  it('validates the address and the interval, and refuses private addresses where the setting does', async () => {
    const { user, client } = await company();
    for (const url of ['ftp://feeds.example/feed.blm', 'not a url', 'https://user:pw@feeds.example/feed.blm']) {
      const refused = await client.post('/api/offers-import/feeds', { url });
      expect(refused.statusCode, url).toBe(422);
    }
    expect(
      (await client.post('/api/offers-import/feeds', { url: 'https://feeds.example/f.xml', interval_minutes: 7 }))
        .statusCode,
    ).toBe(422);
    for (const url of [
      'http://127.0.0.1/feed.blm',
      'http://10.1.2.3/feed.blm',
      'http://[::1]/f',
      'http://localhost/f',
    ]) {
      await expect(
        registerFeed(t.database.db, user, { url, interval_minutes: 60, full_feed: true }, { allowPrivateHosts: false }),
      ).rejects.toMatchObject({ status: 422 });
    }
    expect((await client.post('/api/offers-import/feeds', { url: 'https://feeds.example/f.xml' })).statusCode).toBe(
      201,
    );
    expect((await client.post('/api/offers-import/feeds', { url: 'https://feeds.example/g.xml' })).statusCode).toBe(
      409,
    );
  });

  it('lets only the company manage its feed: not another company, an agent, a private user, a guest or an unverified account', async () => {
    const { user: owner, client } = await company();
    const feedId = (await client.post('/api/offers-import/feeds', { url: 'https://feeds.example/own.blm' })).json().id;
    const { client: rival } = await company();
    const { client: person } = await company('private');
    const { client: agent } = await company('agency', { roles: ['agent'], companyId: owner.id });
    const guest = await guestClient(t.app, '203.0.113.98');
    // An account not activated cannot log in: it stays a visitor, with a CSRF token.
    const pending = await createUser(t.database.db, { accountType: 'agency', password: PASSWORD, verified: false });
    const unverified = createClient(t.app, { remoteAddress: '203.0.113.97' });
    await expect(unverified.login(pending.email, PASSWORD)).rejects.toThrow(/login answered 401/);

    expect((await rival.get('/api/offers-import/feeds')).json().data).toEqual([]);
    expect((await rival.get(`/api/offers-import/feeds/${feedId}`)).statusCode).toBe(404);
    expect((await rival.patch(`/api/offers-import/feeds/${feedId}`, { paused: true })).statusCode).toBe(404);
    expect((await rival.delete(`/api/offers-import/feeds/${feedId}`)).statusCode).toBe(404);
    expect((await rival.post(`/api/offers-import/feeds/${feedId}/run`)).statusCode).toBe(404);
    for (const [other, status] of [
      [person, 403],
      [agent, 403],
      [guest, 401],
      [unverified, 401],
    ] as const) {
      expect((await other.get('/api/offers-import/feeds')).statusCode).toBe(status);
      expect((await other.post('/api/offers-import/feeds', { url: 'https://feeds.example/x.blm' })).statusCode).toBe(
        status,
      );
      expect((await other.patch(`/api/offers-import/feeds/${feedId}`, { paused: true })).statusCode).toBe(status);
      expect((await other.delete(`/api/offers-import/feeds/${feedId}`)).statusCode).toBe(status);
      expect((await other.post(`/api/offers-import/feeds/${feedId}/run`)).statusCode).toBe(status);
    }
    expect(
      (await client.patch(`/api/offers-import/feeds/${feedId}`, { paused: true }, { csrf: false })).statusCode,
    ).toBe(419);
    const paused = await client.patch(`/api/offers-import/feeds/${feedId}`, { paused: true, interval_minutes: 1440 });
    expect(paused.json()).toMatchObject({ paused: true, interval_minutes: 1440 });
    // Fetch now: the feed is resumed and its run queued.
    const now = await client.post(`/api/offers-import/feeds/${feedId}/run`);
    expect(now.statusCode, now.body).toBe(202);
    expect(now.json().paused).toBe(false);
    const queued = await t.app.jobs.boss.findJobs<{ feedId: string }>(feedRunJob.name);
    expect(queued.map((job) => job.data.feedId)).toContain(feedId);
    expect((await client.delete(`/api/offers-import/feeds/${feedId}`)).statusCode).toBe(204);
    expect((await client.get('/api/offers-import/feeds')).json().data).toEqual([]);
  });

  it('allows 12 fetches now an hour per company, however many are sent at once', async () => {
    const { client } = await company();
    const created = await client.post('/api/offers-import/feeds', { url: `${baseUrl}/feed.blm` });
    const feedId = created.json().id as string;
    const sent = await Promise.all(
      Array.from({ length: 14 }, () => client.post(`/api/offers-import/feeds/${feedId}/run`)),
    );
    expect(sent.filter((answer) => answer.statusCode === 202)).toHaveLength(12);
    const refused = sent.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json()).toMatchObject({ code: 'too_many_attempts' });
  });
});
