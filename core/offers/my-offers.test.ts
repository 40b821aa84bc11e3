// My Ads: whose offers a list holds (one's own, and a company's agents'), the status
// tabs and their counts, and a keyword matched as typed.
import { describe, expect, it } from 'vitest';
import { myOffersQuerySchema } from '#contract/offer-lifecycle.ts';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import type { Actor } from './lifecycle.ts';
import { listManagedOwners, listMyOffers } from './my-offers.ts';

const database = testDatabaseForFile();
const DAY = 86_400_000;

async function person(overrides: Parameters<typeof createUser>[1] = {}): Promise<Actor> {
  const user = await createUser(database.db, overrides);
  return { id: user.id, roles: user.roles };
}

async function offerOf(owner: Actor, fixture: Partial<OfferFixture> = {}): Promise<string> {
  return (await createOffer(database.db, { userId: owner.id, ...fixture })).id;
}

/** The ids a list shows, with the query as the API would parse it. */
async function listed(actor: Actor, query: Record<string, unknown> = {}) {
  const result = await listMyOffers(database.db, actor, myOffersQuerySchema.parse({ limit: 50, ...query }), {
    assetBase: '/storage',
  });
  return { ids: result.data.map((offer) => offer.id).sort(), counts: result.counts };
}

async function agencyWithAgents() {
  const agency = await person({ accountType: 'agency', companyName: 'Quay Homes', name: 'Quay Office' });
  const agent = await person({ roles: ['user', 'agent'], companyId: agency.id, name: 'Priya Shah' });
  const colleague = await person({ roles: ['user', 'agent'], companyId: agency.id, name: 'Adam Reed' });
  return { agency, agent, colleague };
}

describe('whose offers My Ads lists', () => {
  it('a company: its own and its agents’; an agent: their own; nobody: anyone else’s', async () => {
    const { agency, agent, colleague } = await agencyWithAgents();
    const stranger = await person();
    const own = await offerOf(agency);
    const ofAgent = await offerOf(agent);
    const ofColleague = await offerOf(colleague);
    await offerOf(stranger);
    expect((await listed(agency)).ids).toEqual([own, ofAgent, ofColleague].sort());
    expect((await listed(agent)).ids).toEqual([ofAgent]);
    // Narrowed to one agent, a company sees that agent's; another company's person gives nothing.
    expect((await listed(agency, { agent: agent.id })).ids).toEqual([ofAgent]);
    expect((await listed(agency, { agent: stranger.id })).ids).toEqual([]);
    expect((await listed(agent, { agent: colleague.id })).ids).toEqual([]);
  });

  it('names a company’s owners for its filter, itself first; nobody else has that filter', async () => {
    const { agency, agent, colleague } = await agencyWithAgents();
    expect((await listManagedOwners(database.db, agency)).map((owner) => owner.id)).toEqual([
      agency.id,
      colleague.id,
      agent.id,
    ]);
    expect(await listManagedOwners(database.db, agent)).toEqual([]);
  });
});

describe('the status tabs', () => {
  it('count every status, scheduled apart from live, both waiting statuses as pending', async () => {
    const owner = await person();
    const now = Date.now();
    const live = await offerOf(owner);
    const scheduled = await offerOf(owner, { visibleFrom: new Date(now + DAY) });
    const waiting = [
      await offerOf(owner, { status: 'pending_payment' }),
      await offerOf(owner, { status: 'pending_moderation' }),
    ];
    for (const status of ['inactive', 'expired', 'rejected', 'draft'] as const) await offerOf(owner, { status });
    const { counts } = await listed(owner);
    expect(counts).toEqual({
      all: 8,
      active: 1,
      scheduled: 1,
      pending: 2,
      inactive: 1,
      expired: 1,
      rejected: 1,
      draft: 1,
    });
    expect((await listed(owner, { status: 'active' })).ids).toEqual([live]);
    expect((await listed(owner, { status: 'scheduled' })).ids).toEqual([scheduled]);
    expect((await listed(owner, { status: 'pending' })).ids).toEqual(waiting.sort());
  });
});

describe('the keyword', () => {
  it('matches titles and places as typed, wildcards included', async () => {
    const owner = await person();
    const percent = await offerOf(owner, { title: 'Flat with 100% mortgage offer' });
    const underscore = await offerOf(owner, { title: 'Flat_near the park' });
    const place = await offerOf(owner, { title: 'Cottage', locationName: 'Hebden Bridge' });
    await offerOf(owner, { title: 'Flat by the river 100 metres' });
    expect((await listed(owner, { q: '100%' })).ids).toEqual([percent]);
    expect((await listed(owner, { q: '_' })).ids).toEqual([underscore]);
    expect((await listed(owner, { q: 'hebden' })).ids).toEqual([place]);
  });
});
