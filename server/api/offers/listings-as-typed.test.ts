// Ads as their advertisers made them: an agent's ads carry the agent's name and the
// company's; a refresh says what it did and spends one refresh however often it is
// clicked within the hour; a rejected ad is edited and sent back to the operators.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_ALLOWANCE, OFFER_LIFETIME_DAYS } from '#contract/offer-lifecycle.ts';
import { listManagedOwners } from '#core/offers/my-offers.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Harbour-Vale-77';
const ids: Record<string, string> = {};
const clients: Record<string, TestClient> = {};

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  const person = async (key: string, extra: Parameters<typeof createUser>[1] = {}) => {
    ids[key] = (await createUser(db, { email: `${key}@typed.example`, password: PASSWORD, ...extra })).id;
  };
  await person('owner', { name: 'Olive Owner' });
  await person('stranger');
  await person('agency', {
    name: 'Henry Vale',
    accountType: 'agency',
    companyName: 'Harbour & Vale Estates',
    roles: ['user', 'company'],
  });
  await person('otherAgency', { accountType: 'agency', companyName: 'Other Homes', roles: ['user', 'company'] });
  // Agents' rows carry their company's name and type too, as agent invitations make them.
  const agent = {
    accountType: 'agency' as const,
    companyName: 'Harbour & Vale Estates',
    roles: ['user' as const, 'agent' as const],
  };
  await person('priya', { ...agent, name: 'Priya Shah', companyId: ids.agency as string });
  await person('tom', { ...agent, name: 'Tom Reed', companyId: ids.agency as string });
  let address = 120;
  for (const key of Object.keys(ids)) {
    clients[key] = await signedInClient(t.app, `${key}@typed.example`, PASSWORD, `203.0.113.${address++}`);
  }
});

const as = (key: string) => clients[key] as TestClient;
const offerOf = async (owner: string, fixture: Partial<OfferFixture> = {}) =>
  (await createOffer(t.database.db, { userId: ids[owner] as string, ...fixture })).id;
const stored = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];

describe('agents by name', () => {
  it('lists the company and each agent by their own name in the My Ads filter', async () => {
    const owners = await listManagedOwners(t.database.db, { id: ids.agency as string, roles: ['user', 'company'] });
    expect(owners.map((owner) => owner.name)).toEqual(['Harbour & Vale Estates', 'Priya Shah', 'Tom Reed']);
    const list = (await as('agency').get(`/api/user/offers?agent=${ids.priya}`)).json();
    expect(list.data.every((offer: { owner: { name: string } }) => offer.owner.name === 'Priya Shah')).toBe(true);
  });

  it('shows an agent’s ad as “Agent, Company” on its card and its page, and a company’s own ad without', async () => {
    const agentAd = await offerOf('priya', { title: 'Agent listed terrace', lat: 52.1, lon: -1.1 });
    const companyAd = await offerOf('agency', { title: 'Company listed terrace', lat: 52.1, lon: -1.1 });
    const page = (await t.app.inject({ url: `/api/offers/${agentAd}` })).json();
    expect(page.advertiser.name).toBe('Priya Shah');
    expect(page.agent).toEqual({ name: 'Priya Shah', company: 'Harbour & Vale Estates' });
    const cards = (await t.app.inject({ url: '/api/search?location[lat]=52.1&location[lon]=-1.1&radius=1' })).json();
    const card = (id: string) => cards.data.find((item: { id: string }) => item.id === id);
    expect(card(agentAd).agent).toEqual({ name: 'Priya Shah', company: 'Harbour & Vale Estates' });
    expect(card(companyAd).agent).toBeNull();
    expect((await t.app.inject({ url: `/api/offers/${companyAd}` })).json().advertiser.name).toBe(
      'Harbour & Vale Estates',
    );
  });
});

describe('refresh', () => {
  it('says what it did and what is left, back at the top with a new period', async () => {
    const old = new Date(Date.now() - 20 * 86_400_000);
    const id = await offerOf('owner', { listingType: 'rent', category: 'apartment', publishedAt: old, bumpedAt: old });
    const before = Date.now();
    const response = await as('owner').patch(`/api/offers/refresh/${id}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'active', refresh_count: 1, repeated: false });
    expect(answer.refreshes_left).toBe(FREE_ALLOWANCE.refreshes - 1);
    expect(answer.message).toMatch(
      new RegExp(
        `^Your ad is back at the top of the results and live until .+\\. ${FREE_ALLOWANCE.refreshes - 1} free refreshes left\\.$`,
      ),
    );
    expect(Date.parse(answer.expires_at) - before).toBeGreaterThan((OFFER_LIFETIME_DAYS.rent - 0.01) * 86_400_000);
    expect((await stored(id))?.bumpedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const newest = (await t.app.inject({ url: '/api/search?sort=newest&limit=1' })).json();
    expect(newest.data[0].id).toBe(id);
    const mine = (await as('owner').get('/api/user/offers')).json();
    expect(mine.data.find((offer: { id: string }) => offer.id === id).refreshes_left).toBe(
      FREE_ALLOWANCE.refreshes - 1,
    );
  });

  it('spends one refresh for two at once, or a second within the hour', async () => {
    const id = await offerOf('owner', { title: 'Double clicked flat' });
    const [first, second] = await Promise.all([
      as('owner').patch(`/api/offers/refresh/${id}`),
      as('owner').patch(`/api/offers/refresh/${id}`),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect([first?.json().repeated, second?.json().repeated].sort()).toEqual([false, true]);
    expect((await stored(id))?.refreshCount).toBe(1);
    const third = (await as('owner').patch(`/api/offers/refresh/${id}`)).json();
    expect(third).toMatchObject({ repeated: true, refresh_count: 1, refreshes_left: FREE_ALLOWANCE.refreshes - 1 });
    expect(third.message).toMatch(/^Your ad was refreshed less than an hour ago/);
    // An hour on, a refresh is a refresh again.
    await t.database.db
      .update(offers)
      .set({ refreshedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(offers.id, id));
    expect((await as('owner').patch(`/api/offers/refresh/${id}`)).json()).toMatchObject({
      repeated: false,
      refresh_count: 2,
    });
  });

  it('is refused to another user, another company and a guest', async () => {
    const id = await offerOf('priya');
    expect((await as('stranger').patch(`/api/offers/refresh/${id}`)).statusCode).toBe(404);
    expect((await as('otherAgency').patch(`/api/offers/refresh/${id}`)).statusCode).toBe(404);
    const guest = await guestClient(t.app, '203.0.113.199');
    expect((await guest.patch(`/api/offers/refresh/${id}`)).statusCode).toBe(401);
    expect((await as('agency').patch(`/api/offers/refresh/${id}`)).statusCode).toBe(200);
    expect((await stored(id))?.refreshCount).toBe(1);
  });
});

describe('a rejected ad', () => {
  const edited = (title: string) => ({
    title,
    category_id: 0,
    price: 24_000_000,
    location: { lat: 53.48, lon: -2.24, name: 'Manchester' },
    attributes: [{ id: 1, value: 'sell' }],
  });

  it('is edited by its owner, who reads the reason, and resubmitted to the operators', async () => {
    const id = await offerOf('owner', { status: 'rejected', title: 'Rejected semi' });
    const editing = (await as('owner').get(`/api/offers/${id}/edit`)).json();
    expect(editing.state).toMatchObject({ status: 'rejected', rejection_reason: 'Photos do not show the property.' });
    const body = { ...edited('Semi with honest photos'), category_id: editing.category_id };
    expect((await as('owner').post(`/api/offers/update/${id}`, body)).statusCode).toBe(200);
    expect((await stored(id))?.title).toBe('Semi with honest photos');
    const resubmitted = await as('owner').patch(`/api/offers/resubmit/${id}`);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'pending_moderation', rejection_reason: null });
    // Not on the site until an operator approves it; resubmitting twice is refused.
    expect((await t.app.inject({ url: `/api/offers/${id}` })).statusCode).toBe(404);
    expect((await as('owner').patch(`/api/offers/resubmit/${id}`)).statusCode).toBe(409);
  });

  it('cannot be edited or resubmitted by anyone else; a live ad cannot be resubmitted', async () => {
    const id = await offerOf('owner', { status: 'rejected' });
    const category = (await as('owner').get(`/api/offers/${id}/edit`)).json().category_id;
    for (const who of ['stranger', 'otherAgency', 'agency']) {
      expect((await as(who).patch(`/api/offers/resubmit/${id}`)).statusCode, who).toBe(404);
      const edit = await as(who).post(`/api/offers/update/${id}`, { ...edited('Not yours'), category_id: category });
      expect(edit.statusCode, who).toBe(404);
    }
    expect((await stored(id))?.status).toBe('rejected');
    const live = await offerOf('owner');
    expect((await as('owner').patch(`/api/offers/resubmit/${live}`)).statusCode).toBe(409);
  });
});
