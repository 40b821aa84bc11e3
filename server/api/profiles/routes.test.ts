// The advertisers' directory and public profiles: who is listed under each type, by
// name and place; what a profile shows (and never shows); who has no public profile.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/accounts.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';

const ids: Record<string, string> = {};

async function person(
  key: string,
  fields: Parameters<typeof createUser>[1] & { city?: string; showAddress?: boolean; description?: string },
  liveOffers = 0,
) {
  const { city, showAddress, description, ...rest } = fields;
  const user = await createUser(t.database.db, { email: `${key}@profiles.example`, ...rest });
  await t.database.db
    .update(users)
    .set({
      city: city ?? null,
      showAddress: showAddress ?? false,
      description: description ?? null,
      languages: ['en', 'pl'],
      zipCode: 'M1 1AA',
    })
    .where(eq(users.id, user.id));
  for (let index = 0; index < liveOffers; index += 1) {
    await createOffer(t.database.db, { userId: user.id, title: `${key} home ${index + 1}` });
  }
  ids[key] = user.id;
  return user;
}

const t = testAppForFile();

beforeAll(async () => {
  await person('quay', {
    accountType: 'agency',
    companyName: 'Quayside 100% Lettings',
    name: 'Quinn Contact',
    city: 'Manchester',
    description: 'Lettings in Manchester since 1999.',
  });
  await person('quayAgent', { name: 'Quentin Agent', roles: ['agent'], companyId: ids.quay }, 2);
  await person('quayInvited', { name: 'Quincy Invited', roles: ['agent'], companyId: ids.quay, verified: false });
  await person('quayDev', { accountType: 'developer', companyName: 'Quay Developments', city: 'Bristol' }, 1);
  await person('quayHotel', { accountType: 'hotel', companyName: 'Quay Hotel', city: 'Salford', showAddress: true });
  await person('quayPrivate', { name: 'Quilla Private', city: 'Leeds' }, 1);
  await person('quayQuiet', { name: 'Quiet Private', city: 'Leeds' });
  await person('quayDraft', { name: 'Quade Draft' });
  await createOffer(t.database.db, { userId: ids.quayDraft as string, status: 'draft' });
  await person('quayUnverified', { accountType: 'agency', companyName: 'Quay Unverified', verified: false });
  // No city: the postcode (M5, Salford) says where the business is.
  await person('harbourInn', { accountType: 'hotel', companyName: 'Harbour Inn' });
  await t.database.db
    .update(users)
    .set({ zipCode: 'm54wt' })
    .where(eq(users.id, ids.harbourInn as string));
});

const names = async (query: string) => {
  const response = await t.app.inject({ url: `/api/advertisers?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ name: string }>).map((advertiser) => advertiser.name);
};

describe('GET /api/advertisers', () => {
  it('lists each type, only advertisers with a public profile', async () => {
    expect(await names('type=agencies&q=quay')).toEqual(['Quayside 100% Lettings']);
    expect(await names('type=developers&q=quay')).toEqual(['Quay Developments']);
    expect(await names('type=hotel&q=quay')).toEqual(['Quay Hotel']);
    expect(await names('type=agents&q=qu')).toEqual(['Quentin Agent']);
    // Private people appear only with a live ad.
    expect(await names('type=private&q=qu')).toEqual(['Quilla Private']);
    expect(await names('q=quay')).toEqual(['Quayside 100% Lettings']);
  });

  it('counts a company’s agents’ live ads with its own, and names an agent’s company', async () => {
    const response = await t.app.inject({ url: '/api/advertisers?type=agents&q=quentin' });
    expect(response.json().data[0]).toMatchObject({
      id: ids.quayAgent,
      company: { id: ids.quay, name: 'Quayside 100% Lettings', avatar: null },
      offers_count: 2,
    });
    const agency = (await t.app.inject({ url: '/api/advertisers?type=agencies&q=quayside' })).json().data[0];
    expect(agency).toMatchObject({ offers_count: 2, city: 'Manchester', company: null });
  });

  it('finds names with wildcard characters as typed, and around a place', async () => {
    expect(await names('type=agencies&q=100%25')).toEqual(['Quayside 100% Lettings']);
    expect(await names('type=agencies&q=1_0')).toEqual([]);
    const salford = (await t.app.inject({ url: '/api/geocode/search?q=salford' })).json();
    expect(salford).not.toEqual([]);
    const around = await names(`type=hotel&q=quay&place=${salford[0].slug}`);
    expect(around).toEqual(['Quay Hotel']);
    expect(await names(`type=developers&q=quay&place=${salford[0].slug}`)).toEqual([]);
    expect(await names('type=hotel&q=harbour')).toEqual(['Harbour Inn']);
    expect(await names(`type=hotel&q=harbour&place=${salford[0].slug}`)).toEqual(['Harbour Inn']);
    expect(await names('type=hotel&q=harbour&place=bristol')).toEqual([]);
    // A postcode district is a place too.
    expect(await names('type=hotel&q=harbour&place=m5')).toEqual(['Harbour Inn']);
  });

  it('refuses unknown types and places, and ignores unknown parameters', async () => {
    const type = await t.app.inject({ url: '/api/advertisers?type=landlords' });
    expect(type.statusCode).toBe(422);
    expect(Object.keys(type.json().errors)).toEqual(['type']);
    expect((await t.app.inject({ url: '/api/advertisers?place=atlantis' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/advertisers?colour=red' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/advertisers?page=0' })).statusCode).toBe(422);
  });
});

describe('GET /api/profile/{user}', () => {
  it('shows a company with its agents’ live ads, and no private data', async () => {
    const response = await t.app.inject({ url: `/api/profile/${ids.quay}` });
    expect(response.statusCode).toBe(200);
    const { user, offers } = response.json();
    expect(user).toMatchObject({
      name: 'Quayside 100% Lettings',
      account_type: 'agency',
      city: 'Manchester',
      address: null,
      description: 'Lettings in Manchester since 1999.',
      languages: [
        { code: 'en', name: 'English' },
        { code: 'pl', name: 'Polish' },
      ],
      has_phone: true,
      agents: [{ id: ids.quayAgent, name: 'Quentin Agent', avatar: null }],
      offers_count: 2,
    });
    expect(offers.meta.total).toBe(2);
    expect(offers.data.map((offer: { title: string }) => offer.title).sort()).toEqual([
      'quayAgent home 1',
      'quayAgent home 2',
    ]);
    for (const secret of ['quay@profiles.example', '07700', 'GB123456789', 'Secret Street', 'M1 1AA', 'Quinn']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('shows the street address only when its owner chose to, and a private person’s city only then', async () => {
    const hotel = (await t.app.inject({ url: `/api/profile/${ids.quayHotel}` })).json();
    expect(hotel.user.address).toEqual({
      street: '1 Secret Street',
      city: 'Salford',
      zip_code: 'M1 1AA',
      country: null,
    });
    const privatePerson = (await t.app.inject({ url: `/api/profile/${ids.quayPrivate}` })).json();
    expect(privatePerson.user).toMatchObject({ city: null, address: null, offers_count: 1 });
  });

  it('is not found for accounts without a public profile', async () => {
    for (const key of ['quayQuiet', 'quayDraft', 'quayUnverified', 'quayInvited']) {
      const response = await t.app.inject({ url: `/api/profile/${ids[key]}` });
      expect(response.statusCode, key).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/profile/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/profile/not-an-id' })).statusCode).toBe(422);
  });

  it('lets a visitor ask a business’s phone number from its profile, without an ad', async () => {
    const visitor = await guestClient(t.app, '203.0.113.240');
    const phone = await visitor.post(`/api/user/${ids.quayHotel}/phone`);
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toEqual({ phone: '07700 900123' });
    expect((await visitor.post(`/api/user/${ids.quayQuiet}/phone`)).statusCode).toBe(404);
  });
});
