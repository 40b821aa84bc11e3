import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '#core/places/names.ts';
import { searchKeyOf } from '#core/places/sql.ts';
import { users } from '#db/schema/accounts.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const ids: Record<string, string> = {};

async function advertiser(
  key: string,
  fields: Parameters<typeof createUser>[1] & { services: string[]; city: string | null; avatarKey?: string },
  offers: Array<{ status?: 'active' | 'draft'; expired?: boolean; lat?: number; lon?: number }> = [],
) {
  const { services, city, avatarKey, ...rest } = fields;
  const user = await createUser(t.database.db, { email: `${key}@example.test`, ...rest });
  await t.database.db
    .update(users)
    .set({ services, city, avatarKey: avatarKey ?? null })
    .where(eq(users.id, user.id));
  for (const offer of offers) {
    await createOffer(t.database.db, {
      userId: user.id,
      status: offer.status ?? 'active',
      ...(offer.expired ? { expiresAt: new Date(Date.now() - 86_400_000) } : {}),
      ...(offer.lat === undefined ? {} : { lat: offer.lat, lon: offer.lon ?? 0 }),
    });
  }
  ids[key] = user.id;
}

const t = testAppForFile();

beforeAll(async () => {
  await advertiser(
    'northern',
    {
      accountType: 'agency',
      companyName: 'Northern Lettings Ltd',
      name: 'Nina Contact',
      services: ['lettings', 'sales'],
      city: 'Manchester',
    },
    [{}, {}, {}, { status: 'draft' }, { expired: true }],
  );
  await advertiser('zoe', { name: 'Zoe Clean', services: ['cleaning'], city: 'salford ' });
  await advertiser(
    'acme',
    {
      accountType: 'developer',
      companyName: 'Acme Homes',
      services: ['new-homes', 'sales'],
      city: 'Saint Albans',
      avatarKey: 'avatars/acme-640.webp',
    },
    [{ lat: 51.75, lon: -0.34 }],
  );
  await advertiser(
    'lakeside',
    { accountType: 'hotel', companyName: 'Lakeside B&B', services: ['accommodation'], city: 'Leeds' },
    [{}, {}],
  );
  // A business without a company name is listed under its contact's name.
  await advertiser('bare', { accountType: 'agency', name: 'Barry Agent', services: ['valuations'], city: null });
  // Not in the directory: no services, not activated, or only a service we no longer offer.
  await advertiser('none', { name: 'No Services', services: [], city: 'Manchester' }, [{}, {}, {}, {}]);
  await advertiser('inactive', { name: 'Not Activated', verified: false, services: ['sales'], city: 'Manchester' });
  await advertiser('stale', { name: 'Stale Service', services: ['astrology'], city: 'Manchester' });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((provider: { name: string }) => provider.name);
};
const MANCHESTER = 'location[lat]=53.48095&location[lon]=-2.23743';

describe('GET /api/services', () => {
  it('lists advertisers with a service, most public offers first, then by name', async () => {
    const response = await get('/api/services');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((p: { name: string; offers_count: number }) => [p.name, p.offers_count])).toEqual([
      ['Northern Lettings Ltd', 3],
      ['Lakeside B&B', 2],
      ['Acme Homes', 1],
      ['Barry Agent', 0],
      ['Zoe Clean', 0],
    ]);
    expect(body.meta).toEqual({ total: 5, page: 1, per_page: 24, last_page: 1 });
  });

  it('shows public information only', async () => {
    const response = await get('/api/services?service=new-homes');
    expect(response.json().data).toEqual([
      {
        id: ids.acme,
        name: 'Acme Homes',
        account_type: 'developer',
        services: [
          { slug: 'sales', name: 'Sales' },
          { slug: 'new-homes', name: 'New homes' },
        ],
        city: 'Saint Albans',
        avatar: '/storage/avatars/acme-640.webp',
        offers_count: 1,
      },
    ]);
    const everything = (await get('/api/services')).body;
    for (const secret of ['@example.test', '07700 900123', 'Secret Street', 'GB123456789', 'Nina Contact']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('filters by one service', async () => {
    expect(await names('/api/services?service=sales')).toEqual(['Northern Lettings Ltd', 'Acme Homes']);
    expect(await names('/api/services?service=removals')).toEqual([]);
    // An empty value is no filter: the same as leaving the field out.
    expect(await names('/api/services?service=')).toHaveLength(5);
  });

  it('finds advertisers whose city is a place within the radius', async () => {
    expect(await names(`/api/services?${MANCHESTER}`)).toEqual(['Northern Lettings Ltd', 'Zoe Clean']);
    // Salford's centre is about 2.2 miles from Manchester's.
    expect(await names(`/api/services?${MANCHESTER}&radius=1`)).toEqual(['Northern Lettings Ltd']);
    expect(await names(`/api/services?${MANCHESTER}&radius=40&service=cleaning`)).toEqual(['Zoe Clean']);
    expect(await names(`/api/services?${MANCHESTER}&radius=40`)).toContain('Lakeside B&B');
    expect(await names('/api/services?location[lat]=51.7527&location[lon]=-0.3394&radius=3')).toEqual(['Acme Homes']);
    expect(await names('/api/services?location[lat]=57.15&location[lon]=-2.1&location[display_name]=Aberdeen')).toEqual(
      [],
    );
  });

  it('pages 24 at a time, or by limit', async () => {
    const response = await get('/api/services?limit=2&page=2');
    expect(response.json().data.map((p: { name: string }) => p.name)).toEqual(['Acme Homes', 'Barry Agent']);
    expect(response.json().meta).toEqual({ total: 5, page: 2, per_page: 2, last_page: 3 });
    const beyond = await get('/api/services?per_page=2&page=9');
    expect(beyond.json()).toEqual({ data: [], meta: { total: 5, page: 9, per_page: 2, last_page: 3 } });
  });

  it('refuses an unknown service or a bad parameter with 422 naming it', async () => {
    const cases: Array<[string, string[]]> = [
      ['service=astrology', ['service']],
      ['service=sales&service=lettings', ['service']],
      ['location[lat]=abc&location[lon]=0', ['location[lat]']],
      ['location[lat]=91&location[lon]=0', ['location[lat]']],
      ['location[lat]=51.5', ['location[lon]']],
      ['radius=5', ['radius']],
      [`${MANCHESTER}&radius=0`, ['radius']],
      [`${MANCHESTER}&radius=41`, ['radius']],
      ['limit=101', ['limit']],
      ['page=0', ['page']],
      ['page=two', ['page']],
    ];
    for (const [query, fields] of cases) {
      const response = await get(`/api/services?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual(fields);
      expect(response.json().message, query).toContain(fields[0]);
    }
    expect((await get('/api/services?service=astrology')).json().errors.service).toEqual(['is not a known service']);
    // A parameter the directory does not know is ignored.
    expect((await get('/api/services?email=someone@example.test')).statusCode).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json();
    const operation = document.paths['/api/services'].get;
    expect(operation.tags).toEqual(['services']);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toContain('location[lat]');
  });
});

describe('searchKeyOf', () => {
  it('writes free text as searchKey() does, so profile cities meet gazetteer names', async () => {
    const samples = [
      '  Saint Albans ',
      "King's Lynn",
      'Stoke-on-Trent',
      'Bo’ness',
      'Ynys Môn',
      'Brighton & Hove',
      '!!',
    ];
    for (const text of samples) {
      const { rows } = await t.database.db.execute<{ key: string }>(
        sql`select ${searchKeyOf(sql`${text}::text`)} as key`,
      );
      expect(rows[0]?.key, text).toBe(searchKey(text));
    }
  });
});
