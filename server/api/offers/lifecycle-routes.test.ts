// The owner's offer actions: who may (owner, their company for an agent's offer) and
// who may not (another user, another agency, an agent for a colleague, a guest), which
// statuses allow each action (409 otherwise, nothing changed), and the free allowance.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_ALLOWANCE, OFFER_LIFECYCLE_MESSAGES, OFFER_LIFETIME_DAYS } from '#contract/offer-lifecycle.ts';
import { DEFAULT_PRICES } from '#contract/prices.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Brick-Lane-204';
const ids: Record<string, string> = {};
const clients: Record<string, TestClient> = {};

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  const person = async (key: string, extra: Parameters<typeof createUser>[1] = {}) => {
    ids[key] = (await createUser(db, { email: `${key}@lifecycle.example`, password: PASSWORD, ...extra })).id;
  };
  await person('owner');
  await person('stranger');
  await person('agency', { accountType: 'agency', companyName: 'Lane & Co', roles: ['user', 'company'] });
  await person('otherAgency', { accountType: 'agency', companyName: 'Other Homes', roles: ['user', 'company'] });
  await person('agent', { roles: ['user', 'agent'], companyId: ids.agency as string });
  await person('colleague', { roles: ['user', 'agent'], companyId: ids.agency as string });
  let address = 70;
  for (const key of Object.keys(ids)) {
    clients[key] = await signedInClient(t.app, `${key}@lifecycle.example`, PASSWORD, `203.0.113.${address++}`);
  }
});

const as = (key: string) => clients[key] as TestClient;
const offerOf = async (owner: string, fixture: Partial<OfferFixture> = {}) =>
  (await createOffer(t.database.db, { userId: ids[owner] as string, ...fixture })).id;
const stored = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];

describe('activate and deactivate', () => {
  it('takes the owner’s live offers off the site and back, all or nothing', async () => {
    const first = await offerOf('owner');
    const second = await offerOf('owner');
    const off = await as('owner').patch('/api/offers/deactivate', { offers: [first, second] });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.map((state: { status: string }) => state.status)).toEqual(['inactive', 'inactive']);
    expect((await t.app.inject({ url: `/api/offers/${first}` })).statusCode).toBe(404);

    // One of them is live again: activating both is refused and changes neither.
    await as('owner').patch('/api/offers/activate', { offers: [first] });
    const both = await as('owner').patch('/api/offers/activate', { offers: [first, second] });
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe('This offer cannot be activated while it is live.');
    expect((await stored(second))?.status).toBe('inactive');
    expect((await t.app.inject({ url: `/api/offers/${first}` })).statusCode).toBe(200);
  });

  it('refuses someone else’s offer with 404 and changes nothing, even mixed with the caller’s own', async () => {
    const mine = await offerOf('stranger');
    const theirs = await offerOf('owner');
    for (const who of ['stranger', 'agency', 'agent']) {
      const response = await as(who).patch('/api/offers/deactivate', { offers: [theirs] });
      expect(response.statusCode, who).toBe(404);
    }
    expect((await as('stranger').patch('/api/offers/deactivate', { offers: [mine, theirs] })).statusCode).toBe(404);
    expect((await stored(mine))?.status).toBe('active');
    expect((await stored(theirs))?.status).toBe('active');
  });

  it('lets a company manage its agents’ offers, but not another company or a colleague', async () => {
    const agentOffer = await offerOf('agent');
    expect((await as('otherAgency').patch('/api/offers/deactivate', { offers: [agentOffer] })).statusCode).toBe(404);
    expect((await as('colleague').patch('/api/offers/deactivate', { offers: [agentOffer] })).statusCode).toBe(404);
    expect((await as('agency').patch('/api/offers/deactivate', { offers: [agentOffer] })).statusCode).toBe(200);
    expect((await as('agent').patch('/api/offers/activate', { offers: [agentOffer] })).statusCode).toBe(200);
  });

  it('needs a login and the CSRF header', async () => {
    const id = await offerOf('owner');
    const guest = await guestClient(t.app, '203.0.113.90');
    expect((await guest.patch('/api/offers/deactivate', { offers: [id] })).statusCode).toBe(401);
    expect((await guest.patch(`/api/offers/refresh/${id}`)).statusCode).toBe(401);
    expect((await guest.patch(`/api/offers/raise/${id}`)).statusCode).toBe(401);
    expect((await guest.patch(`/api/offers/${id}/market-status`, { market_status: 'sold' })).statusCode).toBe(401);
    expect((await as('owner').patch('/api/offers/deactivate', { offers: [id] }, { csrf: false })).statusCode).toBe(419);
    expect((await stored(id))?.status).toBe('active');
  });

  it('names what is wrong with the request', async () => {
    const empty = await as('owner').patch('/api/offers/deactivate', { offers: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.offers).toEqual(['List at least one offer']);
    const notId = await as('owner').patch('/api/offers/activate', { offers: ['my-house'] });
    expect(notId.statusCode).toBe(422);
    expect(Object.keys(notId.json().errors)).toEqual(['offers.0']);
    // A path names the offer by its id or its slug: no offer has this slug.
    expect((await as('owner').patch('/api/offers/refresh/my-house')).statusCode).toBe(404);
  });

  it('asks for a refresh when a deactivated offer’s period is over', async () => {
    const id = await offerOf('owner', { status: 'inactive', expiresAt: new Date(Date.now() - 60_000) });
    const response = await as('owner').patch('/api/offers/activate', { offers: [id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This offer has expired. Refresh it to put it back on the site.');
  });

  it('does not activate drafts, offers awaiting approval or rejected ones', async () => {
    for (const status of ['draft', 'pending_moderation', 'rejected'] as const) {
      const id = await offerOf('owner', { status });
      expect((await as('owner').patch('/api/offers/activate', { offers: [id] })).statusCode, status).toBe(409);
      expect((await stored(id))?.status).toBe(status);
    }
  });
});

describe('refresh and raise', () => {
  it('refresh starts a new period for an expired offer and puts it back, until the free refreshes are used', async () => {
    const id = await offerOf('owner', {
      listingType: 'rent',
      category: 'apartment',
      status: 'expired',
      expiresAt: new Date(Date.now() - 86_400_000),
      refreshCount: FREE_ALLOWANCE.refreshes - 1,
    });
    const before = Date.now();
    const response = await as('owner').patch(`/api/offers/refresh/${id}?gateway=stripe&platform=desktop`);
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state).toMatchObject({ id, status: 'active', refresh_count: FREE_ALLOWANCE.refreshes });
    const days = (Date.parse(state.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(OFFER_LIFETIME_DAYS.rent - 0.01);
    expect(days).toBeLessThan(OFFER_LIFETIME_DAYS.rent + 0.01);

    // Within the hour a second refresh is the same one: nothing more is spent.
    const repeat = await as('owner').patch(`/api/offers/refresh/${id}`);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ repeated: true, refreshes_left: 0 });
    await t.database.db
      .update(offers)
      .set({ refreshedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(offers.id, id));
    const again = await as('owner').patch(`/api/offers/refresh/${id}`);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({
      code: 'payment_required',
      message: `Your free refreshes for this offer are used up. The next one costs £${(DEFAULT_PRICES['action.refresh'].pence / 100).toFixed(2)}.`,
    });
    expect((await stored(id))?.refreshCount).toBe(FREE_ALLOWANCE.refreshes);
  });

  it('raise moves a live offer to the top of the newest-first results, once for free', async () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    const id = await offerOf('owner', { title: 'Raised cottage', publishedAt: old, bumpedAt: old });
    const response = await as('owner').patch(`/api/offers/raise/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().raise_count).toBe(1);
    expect((await stored(id))?.bumpedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const newest = (await t.app.inject({ url: '/api/search?sort=newest&limit=1' })).json();
    expect(newest.data[0].id).toBe(id);
    expect((await as('owner').patch(`/api/offers/raise/${id}`)).statusCode).toBe(402);
  });

  it('does not raise an offer that is not live, nor someone else’s', async () => {
    const inactive = await offerOf('owner', { status: 'inactive' });
    expect((await as('owner').patch(`/api/offers/raise/${inactive}`)).statusCode).toBe(409);
    const theirs = await offerOf('owner');
    expect((await as('stranger').patch(`/api/offers/raise/${theirs}`)).statusCode).toBe(404);
    expect((await as('otherAgency').patch(`/api/offers/refresh/${theirs}`)).statusCode).toBe(404);
    expect((await stored(theirs))?.raiseCount).toBe(0);
  });
});

describe('featuring', () => {
  it('answers 402 with the price of the chosen period after the usual checks, and changes nothing', async () => {
    const id = await offerOf('agent', { title: 'Featured flat' });
    const before = await stored(id);
    const owner = await as('agent').patch(`/api/offers/featureAd/${id}?platform=desktop&featureAd=14`);
    expect(owner.statusCode).toBe(402);
    expect(owner.json()).toEqual({
      message: OFFER_LIFECYCLE_MESSAGES.featurePaymentRequired(
        '14',
        DEFAULT_PRICES['extra.featured_14'].business ?? DEFAULT_PRICES['extra.featured_14'].pence,
      ),
      code: 'payment_required',
    });
    // The agent's company gets the same answer; nobody else learns the offer exists.
    expect((await as('agency').patch(`/api/offers/featureAd/${id}`)).json().message).toContain('7 days costs £9.99');
    expect((await as('colleague').patch(`/api/offers/featureAd/${id}`)).statusCode).toBe(404);
    expect((await as('stranger').patch(`/api/offers/featureAd/${id}`)).statusCode).toBe(404);
    expect((await as('otherAgency').patch(`/api/offers/featureAd/${id}`)).statusCode).toBe(404);
    const guest = await guestClient(t.app, '203.0.113.99');
    expect((await guest.patch(`/api/offers/featureAd/${id}`)).statusCode).toBe(401);
    expect((await as('agent').patch(`/api/offers/featureAd/${id}?featureAd=5`)).statusCode).toBe(422);
    const inactive = await offerOf('agent', { status: 'inactive' });
    expect((await as('agent').patch(`/api/offers/featureAd/${inactive}`)).statusCode).toBe(409);
    expect(await stored(id)).toEqual(before);
  });
});

describe('market status', () => {
  it('marks a sale sold STC and a rental let agreed, and refuses states of the other kind', async () => {
    const sale = await offerOf('owner');
    const sold = await as('owner').patch(`/api/offers/${sale}/market-status`, { market_status: 'sold_stc' });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().market_status).toBe('sold_stc');
    const wrong = await as('owner').patch(`/api/offers/${sale}/market-status`, { market_status: 'let_agreed' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.market_status).toEqual(['“Let agreed” does not apply to this kind of listing (sell).']);
    const rental = await offerOf('owner', { listingType: 'rent', category: 'apartment' });
    expect(
      (await as('owner').patch(`/api/offers/${rental}/market-status`, { market_status: 'let_agreed' })).json()
        .market_status,
    ).toBe('let_agreed');
    expect(
      (await as('stranger').patch(`/api/offers/${rental}/market-status`, { market_status: 'let' })).statusCode,
    ).toBe(404);
  });

  it('the database refuses a market state that does not fit the listing type', async () => {
    const rental = await offerOf('owner', { listingType: 'rent', category: 'apartment' });
    await expect(
      t.database.db.update(offers).set({ marketStatus: 'sold' }).where(eq(offers.id, rental)),
    ).rejects.toThrow();
  });
});

describe('the owner’s list', () => {
  it('lists only the caller’s offers, in every status, with tab counts', async () => {
    const lister = 'lister';
    ids[lister] = (await createUser(t.database.db, { email: 'lister@lifecycle.example', password: PASSWORD })).id;
    clients[lister] = await signedInClient(t.app, 'lister@lifecycle.example', PASSWORD, '203.0.113.96');
    await offerOf(lister, { title: 'Live terrace' });
    await offerOf(lister, { title: 'Scheduled villa', visibleFrom: new Date(Date.now() + 86_400_000) });
    await offerOf(lister, { title: 'Waiting bungalow', status: 'pending_moderation' });
    await offerOf(lister, { title: 'Old flat 100%_off', status: 'expired' });
    await offerOf(lister, { title: 'Refused barn', status: 'rejected' });
    await offerOf('stranger', { title: 'Not theirs' });

    const all = await as(lister).get('/api/user/offers');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.counts).toEqual({
      all: 5,
      active: 1,
      scheduled: 1,
      pending: 1,
      inactive: 0,
      expired: 1,
      rejected: 1,
      draft: 0,
    });
    expect(body.meta).toMatchObject({ total: 5, page: 1, per_page: 10 });
    expect(body.data.map((offer: { title: string }) => offer.title)).not.toContain('Not theirs');
    const rejected = body.data.find((offer: { title: string }) => offer.title === 'Refused barn');
    expect(rejected.state).toMatchObject({ status: 'rejected', rejection_reason: 'Photos do not show the property.' });

    const scheduled = (await as(lister).get('/api/user/offers?status=scheduled')).json();
    expect(
      scheduled.data.map((offer: { title: string; state: { status: string } }) => [offer.title, offer.state.status]),
    ).toEqual([['Scheduled villa', 'scheduled']]);
    // A keyword is matched as typed: % and _ are not wildcards.
    const keyword = (await as(lister).get(`/api/user/offers?q=${encodeURIComponent('100%_')}`)).json();
    expect(keyword.data.map((offer: { title: string }) => offer.title)).toEqual(['Old flat 100%_off']);
    expect(keyword.counts.all).toBe(1);
  });

  it('shows a company its agents’ offers, one agent at a time if asked; an agent sees only their own', async () => {
    await offerOf('agent', { title: 'Agent’s semi' });
    await offerOf('colleague', { title: 'Colleague’s loft' });
    const titles = async (who: string, query = '') =>
      ((await as(who).get(`/api/user/offers?limit=50${query}`)).json().data as { title: string }[]).map(
        (offer) => offer.title,
      );
    expect(await titles('agency')).toEqual(expect.arrayContaining(['Agent’s semi', 'Colleague’s loft']));
    const oneAgent = await titles('agency', `&agent=${ids.colleague}`);
    expect(oneAgent).toContain('Colleague’s loft');
    expect(oneAgent).not.toContain('Agent’s semi');
    expect(await titles('agent')).not.toContain('Colleague’s loft');
    expect(await titles('otherAgency')).not.toContain('Agent’s semi');
    // Asking for someone else's agent gives nothing, not their offers.
    expect(await titles('otherAgency', `&agent=${ids.agent}`)).toEqual([]);
  });

  it('needs a login and names a bad parameter', async () => {
    expect((await createClient(t.app).get('/api/user/offers')).statusCode).toBe(401);
    const bad = await as('owner').get('/api/user/offers?status=sold&colour=red');
    expect(bad.statusCode).toBe(422);
    // An unknown parameter is ignored; a known one with a wrong value is named.
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });
});

describe('an offer that is not public', () => {
  it('is shown to its owner and their company with its state, and is 404 for everyone else', async () => {
    const id = await offerOf('agent', { title: 'Withdrawn maisonette', status: 'inactive' });
    const guest = createClient(t.app);
    for (const who of ['stranger', 'otherAgency', 'colleague']) {
      expect((await as(who).get(`/api/offers/${id}`)).statusCode, who).toBe(404);
    }
    expect((await guest.get(`/api/offers/${id}`)).statusCode).toBe(404);
    for (const who of ['agent', 'agency']) {
      const response = await as(who).get(`/api/offers/${id}`);
      expect(response.statusCode, who).toBe(200);
      expect(response.json().owner_view).toMatchObject({ status: 'inactive', market_status: 'available' });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('shows a public offer to everyone, with the state only for its owner', async () => {
    const id = await offerOf('owner', { title: 'Public semi' });
    expect((await createClient(t.app).get(`/api/offers/${id}`)).json().owner_view).toBeNull();
    expect((await as('stranger').get(`/api/offers/${id}`)).json().owner_view).toBeNull();
    expect((await as('owner').get(`/api/offers/${id}`)).json().owner_view.status).toBe('active');
  });
});
