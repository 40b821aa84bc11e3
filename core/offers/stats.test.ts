// Who counts in an offer's statistics: each visitor once a UK day, never whoever manages
// the offer, never a robot, and no more than a few visitors from one address a day.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import type { Actor } from './lifecycle.ts';
import { getOfferStats, recordImpressions, recordView, ukDay, VISITORS_PER_ADDRESS, type Visitor } from './stats.ts';

const database = testDatabaseForFile();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY = 86_400_000;
let addresses = 0;

/** A visitor from an address no other test uses. */
function visitor(extra: Partial<Visitor> = {}): Visitor {
  addresses += 1;
  return { address: `198.51.100.${addresses}`, userAgent: BROWSER, ...extra };
}

async function person(overrides: Parameters<typeof createUser>[1] = {}): Promise<Actor> {
  const user = await createUser(database.db, overrides);
  return { id: user.id, roles: user.roles };
}

async function offerOf(owner: Actor): Promise<string> {
  return (await createOffer(database.db, { userId: owner.id })).id;
}

async function viewsOn(owner: Actor, id: string, now: Date): Promise<number> {
  const stats = await getOfferStats(database.db, owner, id, now);
  return stats.days.find((day) => day.date === ukDay(now))?.views ?? 0;
}

describe('views of an offer', () => {
  it('count each visitor once a day: by their user, else their session, else their address', async () => {
    const owner = await person();
    const id = await offerOf(owner);
    const now = new Date();
    const reader = await person();
    const signedIn = visitor({ viewer: reader, sessionId: 'session-a' });
    expect(await recordView(database.db, id, signedIn, now)).toBe(true);
    // The same user from another session and address is the same visitor.
    expect(await recordView(database.db, id, { ...visitor(), viewer: reader, sessionId: 'session-b' }, now)).toBe(
      false,
    );
    const guest = visitor({ sessionId: 'session-c' });
    expect(await recordView(database.db, id, guest, now)).toBe(true);
    expect(await recordView(database.db, id, guest, now)).toBe(false);
    const anonymous = visitor();
    expect(await recordView(database.db, id, anonymous, now)).toBe(true);
    expect(await recordView(database.db, id, anonymous, now)).toBe(false);
    expect(await viewsOn(owner, id, now)).toBe(3);
    // A new day, a new count.
    expect(await recordView(database.db, id, guest, new Date(now.getTime() + DAY))).toBe(true);
  });

  it('never count the owner, their company, or a robot', async () => {
    const agency = await person({ accountType: 'agency', companyName: 'Quay Homes' });
    const agent = await person({ roles: ['user', 'agent'], companyId: agency.id });
    const id = await offerOf(agent);
    const now = new Date();
    expect(await recordView(database.db, id, visitor({ viewer: agent }), now)).toBe(false);
    expect(await recordView(database.db, id, visitor({ viewer: agency }), now)).toBe(false);
    expect(await recordView(database.db, id, visitor({ userAgent: GOOGLEBOT }), now)).toBe(false);
    expect(await viewsOn(agent, id, now)).toBe(0);
  });

  it('count a few visitors from one address a day at most', async () => {
    const owner = await person();
    const id = await offerOf(owner);
    const now = new Date();
    const office = visitor().address;
    const counted: boolean[] = [];
    for (let session = 0; session < VISITORS_PER_ADDRESS + 3; session += 1) {
      counted.push(
        await recordView(database.db, id, { address: office, userAgent: BROWSER, sessionId: `s${session}` }, now),
      );
    }
    expect(counted.filter(Boolean)).toHaveLength(VISITORS_PER_ADDRESS);
    expect(await viewsOn(owner, id, now)).toBe(VISITORS_PER_ADDRESS);
  });
});

describe('appearances in search results', () => {
  it('count once per page of results an offer is on, and not for robots', async () => {
    const owner = await person();
    const id = await offerOf(owner);
    const now = new Date();
    await recordImpressions(database.db, [id, id], BROWSER, now);
    await recordImpressions(database.db, [id], BROWSER, now);
    await recordImpressions(database.db, [id], GOOGLEBOT, now);
    const stats = await getOfferStats(database.db, owner, id, now);
    expect(stats.totals.impressions).toBe(2);
  });
});

describe('reading the statistics', () => {
  it('is for whoever manages the offer: 404 for anyone else', async () => {
    const owner = await person();
    const stranger = await person();
    const id = await offerOf(owner);
    await expect(getOfferStats(database.db, stranger, id)).rejects.toMatchObject({ status: 404 });
  });

  it('has every day from the offer’s creation to today, days without counts as zero', async () => {
    const owner = await person();
    const id = await offerOf(owner);
    const now = new Date();
    const created = new Date(now.getTime() - 3 * DAY);
    await database.db.update(offers).set({ createdAt: created }).where(eq(offers.id, id));
    const stats = await getOfferStats(database.db, owner, id, now);
    expect(stats).toMatchObject({ from: ukDay(created), to: ukDay(now) });
    expect(stats.days).toHaveLength(4);
    expect(stats.totals).toEqual({ views: 0, impressions: 0, favourites: 0, phone_reveals: 0, messages: 0 });
  });
});
