// An offer's statistics: views counted once per visitor a day (not bots, not its
// owner), appearances in search results, a dense daily series since creation, and
// only for whoever manages the offer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBot, recordView, ukDay } from '#core/offers/stats.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { createClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Stats-Street-5';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const DAY = 86_400_000;
let t: TestApp;
let owner: TestClient;
let stranger: TestClient;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db, { email: 'owner@stats.example', password: PASSWORD })).id;
  await createUser(t.database.db, { email: 'stranger@stats.example', password: PASSWORD });
  owner = createClient(t.app, { remoteAddress: '203.0.113.210' });
  stranger = createClient(t.app, { remoteAddress: '203.0.113.211' });
  await owner.login('owner@stats.example', PASSWORD);
  await stranger.login('stranger@stats.example', PASSWORD);
});
afterAll(async () => t?.close());

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

  it('is only for the offer’s manager', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId });
    expect((await stranger.get(`/api/offers/${offer.id}/stats`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/offers/${offer.id}/stats` })).statusCode).toBe(401);
    expect((await owner.get('/api/offers/not-a-uuid/stats')).statusCode).toBe(422);
  });

  it('tells browsers from bots and scripts', () => {
    expect(isBot(BROWSER)).toBe(false);
    for (const agent of [
      '',
      'Googlebot/2.1',
      'facebookexternalhit/1.1',
      'HeadlessChrome/142',
      'python-requests/2.32',
      'node',
    ]) {
      expect(isBot(agent)).toBe(true);
    }
  });
});
