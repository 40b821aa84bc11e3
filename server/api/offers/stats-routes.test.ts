// An offer's statistics: views counted once per visitor a day (not bots, not its
// owner), appearances in search results, a dense daily series since creation, and
// only for whoever manages the offer.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordView, ukDay } from '#core/offers/stats.ts';
import { isRobot } from '#core/platform/robots.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Stats-Street-5';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const DAY = 86_400_000;
let owner: TestClient;
let stranger: TestClient;
let ownerId: string;

const t = testAppForFile();

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { email: 'owner@stats.example', password: PASSWORD })).id;
  await createUser(t.database.db, { email: 'stranger@stats.example', password: PASSWORD });
  owner = await signedInClient(t.app, 'owner@stats.example', PASSWORD, '203.0.113.210');
  stranger = await signedInClient(t.app, 'stranger@stats.example', PASSWORD, '203.0.113.211');
});

async function viewsToday(offerId: string): Promise<number> {
  const result = await t.database.db.execute<{ views: number }>(
    sql`select views from offer_daily_stats where offer_id = ${offerId} and day = ${ukDay(new Date())}::date`,
  );
  return Number(result.rows[0]?.views ?? 0);
}

const view = (id: string, address: string, userAgent = BROWSER) =>
  t.app.inject({ url: `/api/offers/${id}`, remoteAddress: address, headers: { 'user-agent': userAgent } });

describe('offer statistics', () => {
  it('counts one view per visitor a day, never bots or the owner, and search appearances', async () => {
    const offer = await createOffer(t.database.db, {
      userId: ownerId,
      title: 'Counted cottage',
      locationName: 'Countington',
    });
    await t.database.db
      .update(offers)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(offers.id, offer.id));
    await view(offer.id, '198.51.100.1');
    await view(offer.id, '198.51.100.1');
    await view(offer.id, '198.51.100.2');
    await view(offer.id, '198.51.100.3', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await view(offer.id, '198.51.100.4', 'curl/8.5.0');
    await owner.get(`/api/offers/${offer.id}`, { headers: { 'user-agent': BROWSER } });
    await t.app.inject({ url: '/api/search?q=Countington', headers: { 'user-agent': BROWSER } });
    await t.app.inject({ url: '/api/search?q=Countington', headers: { 'user-agent': 'Googlebot' } });
    // Yesterday's visit by the first visitor counts on its own day.
    await recordView(
      t.database.db,
      offer.id,
      { address: '198.51.100.1', userAgent: BROWSER },
      new Date(Date.now() - DAY),
    );
    await t.app.background.drain();

    const response = await owner.get(`/api/offers/${offer.id}/stats`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stats = response.json();
    expect(stats.days).toHaveLength(4);
    expect(stats.to).toBe(ukDay(new Date()));
    expect(stats.days.at(-1)).toMatchObject({ views: 2, impressions: 1, favourites: 0 });
    expect(stats.days.at(-2)).toMatchObject({ views: 1, impressions: 0 });
    expect(stats.totals).toEqual({ views: 3, impressions: 1, favourites: 0, phone_reveals: 0, messages: 0 });
  });

  it('counts an address once a day however many browsers it claims to be', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, title: 'Agent-proof attic' });
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        view(offer.id, '198.51.100.20', BROWSER.replace('Chrome/142.0', `Chrome/${100 + index}.0`)),
      ),
    );
    await t.app.background.drain();
    expect(await viewsToday(offer.id)).toBe(1);
  });

  it('counts nothing for robots, however they say so', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, title: 'Crawled cabin' });
    for (const [index, agent] of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0 Safari/537.36',
      'python-requests/2.32',
      '',
    ].entries()) {
      await view(offer.id, `198.51.100.${40 + index}`, agent);
    }
    await t.app.background.drain();
    expect(await viewsToday(offer.id)).toBe(0);
  });

  it('counts two people in one office (two sessions from one address) as two, each once', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, title: 'Office favourite' });
    const office = '198.51.100.60';
    const colleagues = [createClient(t.app, { remoteAddress: office }), createClient(t.app, { remoteAddress: office })];
    for (const colleague of colleagues) {
      await colleague.csrf();
      for (let i = 0; i < 3; i += 1)
        await colleague.get(`/api/offers/${offer.id}`, { headers: { 'user-agent': BROWSER } });
    }
    // A signed-in visitor from the same address is a third person.
    const signedIn = await signedInClient(t.app, 'stranger@stats.example', PASSWORD, office);
    await signedIn.get(`/api/offers/${offer.id}`, { headers: { 'user-agent': BROWSER } });
    await t.app.background.drain();
    expect(await viewsToday(offer.id)).toBe(3);
  });

  it('counts at most a few distinct sessions from one address on one offer a day', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, title: 'Not to be inflated' });
    const sessions = Array.from({ length: 25 }, () => createClient(t.app, { remoteAddress: '198.51.100.70' }));
    for (const session of sessions) await session.csrf();
    // All at once: the limit holds however the views interleave.
    await Promise.all(
      sessions.map((session) => session.get(`/api/offers/${offer.id}`, { headers: { 'user-agent': BROWSER } })),
    );
    await t.app.background.drain();
    expect(await viewsToday(offer.id)).toBe(10);
  });

  it('never counts the people who manage the offer: its owner, or its owner’s company', async () => {
    const company = await createUser(t.database.db, {
      email: 'agency@stats.example',
      password: PASSWORD,
      accountType: 'agency',
      companyName: 'Stats Estates',
    });
    const agent = await createUser(t.database.db, { email: 'agent@stats.example', companyId: company.id });
    const offer = await createOffer(t.database.db, { userId: agent.id, title: 'Managed maisonette' });
    const manager = await signedInClient(t.app, 'agency@stats.example', PASSWORD, '198.51.100.80');
    await manager.get(`/api/offers/${offer.id}`, { headers: { 'user-agent': BROWSER } });
    await recordView(t.database.db, offer.id, { address: '198.51.100.81', userAgent: BROWSER, viewer: company });
    await t.app.background.drain();
    expect(await viewsToday(offer.id)).toBe(0);
  });

  it('keeps only keyed, day-salted hashes of who viewed: no address, no session, no user id', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, title: 'Private parlour' });
    await view(offer.id, '198.51.100.90');
    await t.app.background.drain();
    const marks = await t.database.db.execute<Record<string, string>>(
      sql`select * from offer_view_marks where offer_id = ${offer.id}`,
    );
    expect(marks.rows).toHaveLength(1);
    const stored = JSON.stringify(marks.rows[0]);
    expect(stored).not.toContain('198.51.100.90');
    // Not a plain hash anyone could recompute for every IPv4 address: it is keyed with a server secret.
    const day = ukDay(new Date());
    for (const guess of [
      `${day}\n198.51.100.90\n${BROWSER}`,
      `${day}\n198.51.100.90`,
      `${day}\naddress:198.51.100.90`,
      '198.51.100.90',
    ]) {
      expect(stored).not.toContain(createHash('sha256').update(guess).digest('hex'));
    }
  });

  it('is only for the offer’s manager', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId });
    expect((await stranger.get(`/api/offers/${offer.id}/stats`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/offers/${offer.id}/stats` })).statusCode).toBe(401);
    // Anything that is not an id is read as a slug: no offer has this one.
    expect((await owner.get('/api/offers/not-a-uuid/stats')).statusCode).toBe(404);
  });

  it('tells browsers from bots and scripts', () => {
    expect(isRobot(BROWSER)).toBe(false);
    for (const agent of [
      '',
      'Googlebot/2.1',
      'facebookexternalhit/1.1',
      'HeadlessChrome/142',
      'python-requests/2.32',
      'node',
    ]) {
      expect(isRobot(agent)).toBe(true);
    }
  });
});
