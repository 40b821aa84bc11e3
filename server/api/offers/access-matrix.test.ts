// Who may act on an offer, for every endpoint that names one: its owner (an agent) and
// the owner's agency may; a guest, another user, another agency and a colleague at the
// same agency may not: 401 for a guest, 404 for the others (an offer that is not yours
// does not exist for you), and the offer is left exactly as it was.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#db/schema/catalogue.ts';
import { offerAttributeValues, offerPhotos, offers } from '#db/schema/offers.ts';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Matrix-Mews-9';
const clients: Record<string, TestClient> = {};
const ids: Record<string, string> = {};
let flatId: number;

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  const person = async (key: string, extra: Parameters<typeof createUser>[1] = {}) => {
    ids[key] = (await createUser(db, { email: `${key}@matrix.example`, password: PASSWORD, ...extra })).id;
  };
  await person('agency', { accountType: 'agency', companyName: 'Matrix Homes', roles: ['user', 'company'] });
  await person('owner', { roles: ['user', 'agent'], companyId: ids.agency as string });
  await person('colleague', { roles: ['user', 'agent'], companyId: ids.agency as string });
  await person('otherUser');
  await person('otherAgency', { accountType: 'agency', companyName: 'Rival Lets', roles: ['user', 'company'] });
  let address = 10;
  for (const key of Object.keys(ids)) {
    clients[key] = await signedInClient(t.app, `${key}@matrix.example`, PASSWORD, `198.51.100.${address++}`);
  }
  const guest = await guestClient(t.app, '198.51.100.99');
  clients.guest = guest;
  flatId = (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'flat')))[0]
    ?.id as number;
});

const input = () => ({
  title: 'A changed title nobody else may save',
  category_id: flatId,
  price: 1,
  location: { lat: 51.5, lon: -0.1, name: 'London' },
  attributes: [{ id: 1, value: 'sell' }],
});

type Endpoint = {
  name: string;
  /** The status the offer must have for its owner to succeed. */
  status: OfferFixture['status'];
  call: (client: TestClient, id: string) => ReturnType<TestClient['get']>;
  /** What the owner and the owner's agency get. */
  allowed: number;
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'PATCH /api/offers/activate',
    status: 'inactive',
    allowed: 200,
    call: (c, id) => c.patch('/api/offers/activate', { offers: [id] }),
  },
  {
    name: 'PATCH /api/offers/deactivate',
    status: 'active',
    allowed: 200,
    call: (c, id) => c.patch('/api/offers/deactivate', { offers: [id] }),
  },
  {
    name: 'PATCH /api/offers/refresh/{id}',
    status: 'expired',
    allowed: 200,
    call: (c, id) => c.patch(`/api/offers/refresh/${id}`),
  },
  {
    name: 'PATCH /api/offers/raise/{id}',
    status: 'active',
    allowed: 200,
    call: (c, id) => c.patch(`/api/offers/raise/${id}`),
  },
  {
    name: 'PATCH /api/offers/featureAd/{id}',
    status: 'active',
    allowed: 402,
    call: (c, id) => c.patch(`/api/offers/featureAd/${id}`),
  },
  {
    name: 'PATCH /api/offers/{id}/market-status',
    status: 'active',
    allowed: 200,
    call: (c, id) => c.patch(`/api/offers/${id}/market-status`, { market_status: 'sold_stc' }),
  },
  {
    name: 'POST /api/offers/update/{id}',
    status: 'active',
    allowed: 200,
    call: (c, id) => c.post(`/api/offers/update/${id}`, input()),
  },
  {
    name: 'POST /api/offers-preview/{id}',
    status: 'draft',
    allowed: 200,
    call: (c, id) => c.post(`/api/offers-preview/${id}`, input()),
  },
  {
    name: 'PATCH /api/offers/submit/{id}',
    status: 'draft',
    allowed: 200,
    call: (c, id) => c.patch(`/api/offers/submit/${id}`),
  },
  {
    name: 'POST /api/migrate/offers-preview/{id}',
    status: 'draft',
    allowed: 200,
    call: (c, id) => c.post(`/api/migrate/offers-preview/${id}`),
  },
  {
    name: 'GET /api/offers/{id}/edit',
    status: 'draft',
    allowed: 200,
    call: (c, id) => c.get(`/api/offers/${id}/edit`),
  },
  {
    name: 'GET /api/offers-preview/{id}',
    status: 'draft',
    allowed: 200,
    call: (c, id) => c.get(`/api/offers-preview/${id}`),
  },
  {
    name: 'GET /api/offers/{id}/stats',
    status: 'active',
    allowed: 200,
    call: (c, id) => c.get(`/api/offers/${id}/stats`),
  },
];

const snapshot = async (id: string) => {
  const db = t.database.db;
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  const values = await db.select().from(offerAttributeValues).where(eq(offerAttributeValues.offerId, id));
  const photos = await db.select().from(offerPhotos).where(eq(offerPhotos.offerId, id));
  return { row, values, photos };
};

describe.each(ENDPOINTS)('$name', ({ status, call, allowed }) => {
  it('refuses a guest, another user, another agency and a colleague, changing nothing', async () => {
    const offer = await createOffer(t.database.db, {
      userId: ids.owner as string,
      status,
      ...(status === 'expired' ? { expiresAt: new Date(Date.now() - 86_400_000) } : {}),
      attributes: { 11: ['2'] },
      photos: 1,
    });
    const before = await snapshot(offer.id);
    const refused: Record<string, number> = {};
    for (const key of ['guest', 'otherUser', 'otherAgency', 'colleague']) {
      refused[key] = (await call(clients[key] as TestClient, offer.id)).statusCode;
    }
    expect(refused).toEqual({ guest: 401, otherUser: 404, otherAgency: 404, colleague: 404 });
    expect(await snapshot(offer.id)).toEqual(before);
  });

  it('lets the owner and the owner’s agency do it', async () => {
    for (const key of ['owner', 'agency']) {
      const offer = await createOffer(t.database.db, {
        userId: ids.owner as string,
        status,
        ...(status === 'expired' ? { expiresAt: new Date(Date.now() - 86_400_000) } : {}),
      });
      expect([key, (await call(clients[key] as TestClient, offer.id)).statusCode]).toEqual([key, allowed]);
    }
  });
});
