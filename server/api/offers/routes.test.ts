import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

let publicSlug: string;
let publicId: string;
let hiddenSlug: string;

const t = testAppForFile();

beforeAll(async () => {
  const { db } = t.database;
  const agency = await createUser(db, {
    name: 'Jane Agent',
    email: 'jane@agency.test',
    accountType: 'agency',
    companyName: 'Harbour Estates',
    phone: '07700 900999',
  });
  const offer = await createOffer(db, {
    userId: agency.id,
    title: 'Victorian terrace',
    category: 'terraced',
    attributes: { 11: ['3'], 16: ['garage', 'winda'], 7: ['true'], 4: ['95'], 21: ['150000'] },
    photos: 3,
  });
  publicSlug = offer.slug;
  publicId = offer.id;
  hiddenSlug = (await createOffer(db, { userId: agency.id, title: 'Draft', status: 'draft' })).slug;
});

describe('GET /api/offers/{id}', () => {
  it('returns a public offer by slug and by id, with readable attributes and photos', async () => {
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/offers/${publicSlug}` });
    expect(bySlug.statusCode).toBe(200);
    const offer = bySlug.json();
    expect(offer).toMatchObject({
      id: publicId,
      title: 'Victorian terrace',
      price: 25_000_000,
      category: { slug: 'terraced', name: 'Terraced' },
      root_category: { slug: 'house', name: 'Houses' },
      bedrooms: '3',
      area: 95,
      photos_count: 3,
      advertiser: { name: 'Harbour Estates', account_type: 'agency', has_phone: true },
    });
    expect(offer.photos).toHaveLength(3);
    expect(offer.photos[0].srcset).toBe('/storage/offers/test0-480.webp 480w, /storage/offers/test0-960.webp 960w');
    expect(offer.attributes.map((a: { slug: string; display: string }) => [a.slug, a.display])).toEqual([
      ['meter', '95 m²'],
      ['rachunki-wliczone', 'Yes'],
      ['number-of-rooms', '3'],
      ['dodatkowe', 'Garage, Lift'],
      ['deposit', '£1,500'],
    ]);
    const byId = await t.app.inject({ method: 'GET', url: `/api/offers/${publicId}` });
    expect(byId.json()).toEqual(offer);
  });

  it('never exposes the owner’s e-mail, phone, street or tax number', async () => {
    const body = (await t.app.inject({ method: 'GET', url: `/api/offers/${publicSlug}` })).body;
    for (const secret of ['jane@agency.test', '07700 900999', 'Secret Street', 'GB123456789']) {
      expect(body).not.toContain(secret);
    }
  });

  it('says whether the advertiser has a phone to show, so the page offers the button only then', async () => {
    const { db } = t.database;
    const person = await createUser(db, {
      name: 'Pat Private',
      email: 'pat@people.test',
      accountType: 'private',
      phone: null,
    });
    const offer = await createOffer(db, { userId: person.id, title: 'Flat with no phone' });
    const body = (await t.app.inject({ method: 'GET', url: `/api/offers/${offer.slug}` })).json();
    expect(body.advertiser).toMatchObject({ name: 'Pat Private', has_phone: false });
  });

  it('answers 404 for an offer that is not public or does not exist', async () => {
    for (const id of [hiddenSlug, 'no-such-offer', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/offers/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found' });
    }
  });
});

describe('catalogue and content', () => {
  it('serves the category tree with offer types', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const { categories } = response.json();
    const room = categories.find((c: { slug: string }) => c.slug === 'room');
    expect(room.offer_types).toEqual(['rent', 'swap']);
    const house = categories.find((c: { slug: string }) => c.slug === 'house');
    expect(house.children.map((c: { slug: string }) => c.slug)).toContain('semi-detached');
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['house', 'flat', 'land', 'commercial', 'new-build', 'hotel-bb', 'care-home', 'caravan']),
    );
  });

  it('serves the search filters in the spec’s shape', async () => {
    const filters = (await t.app.inject({ method: 'GET', url: '/api/search/filters' })).json();
    expect(filters.price.min.length).toBeGreaterThan(5);
    expect(filters.attributes.meter.max.length).toBeGreaterThan(5);
    expect(filters.types.map((type: { slug: string }) => type.slug)).toEqual([
      'sell',
      'rent',
      'swap',
      'auction',
      'seek-property',
    ]);
    const ownership = filters.attributes2.find((a: { slug: string }) => a.slug === 'ownership');
    expect(ownership.options.map((o: { slug: string }) => o.slug)).toEqual([
      'chain-free',
      'freehold',
      'leashold',
      'shared-ownership',
      'help-to-buy',
    ]);
  });

  it('lists footer pages and serves the terms page as /api/footers/17', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/footers' })).json();
    expect(list.data.map((page: { id: number }) => page.id)).toContain(17);
    expect(list.meta.total).toBe(list.data.length);
    const terms = await t.app.inject({ method: 'GET', url: '/api/footers/17' });
    expect(terms.json()).toMatchObject({ id: 17, slug: 'terms', title: 'Terms and conditions of use' });
    expect((await t.app.inject({ method: 'GET', url: '/api/footers/999' })).statusCode).toBe(404);
  });
});
