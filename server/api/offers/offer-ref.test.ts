// Every endpoint that acts on one offer takes its slug as well as its id, as showing the
// offer does, with the same answers for both: the owner's request works, anyone else's is
// refused the same way, and an unknown slug is the same 404 as an unknown id.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, type TestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile();
let owner: TestClient;
let stranger: TestClient;
let offer: { id: string; slug: string };

beforeAll(async () => {
  const signedIn = await signedInUser(t, '203.0.113.141', { email: 'slugs@owner.example', password: 'Slug-Owner-51' });
  owner = signedIn.client;
  stranger = (await signedInUser(t, '203.0.113.142', { email: 'slugs@other.example', password: 'Slug-Other-52' }))
    .client;
  offer = await createOffer(t.database.db, { userId: signedIn.user.id, title: 'Terraced house by the park' });
});

describe('an offer named by its slug', () => {
  it('answers the owner as its id does', async () => {
    const byId = await owner.get(`/api/offers/${offer.id}/edit`);
    const bySlug = await owner.get(`/api/offers/${offer.slug}/edit`);
    expect(byId.statusCode).toBe(200);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
    expect((await owner.get(`/api/offers/${offer.slug}/stats`)).statusCode).toBe(200);
  });

  it('is refused to anyone else exactly as its id is', async () => {
    const byId = await stranger.get(`/api/offers/${offer.id}/edit`);
    const bySlug = await stranger.get(`/api/offers/${offer.slug}/edit`);
    expect(bySlug.statusCode).toBe(byId.statusCode);
    expect(bySlug.json()).toEqual(byId.json());
    const deactivated = await stranger.patch(`/api/offers/refresh/${offer.slug}`);
    expect(deactivated.statusCode).toBe((await stranger.patch(`/api/offers/refresh/${offer.id}`)).statusCode);
  });

  it('answers an unknown slug as an unknown id', async () => {
    const unknownId = await owner.get('/api/offers/0b0e3a52-8c41-4c1e-9a57-7a2b1c9d0e1f/stats');
    const unknownSlug = await owner.get('/api/offers/no-such-house-00000000/stats');
    expect(unknownId.statusCode).toBe(404);
    expect(unknownSlug.statusCode).toBe(404);
    expect(unknownSlug.json()).toEqual(unknownId.json());
  });

  it('asks a visitor to log in before saying whether a slug exists', async () => {
    const visitor = await guestClient(t.app, '203.0.113.143');
    const known = await visitor.get(`/api/offers/${offer.slug}/stats`);
    const unknown = await visitor.get('/api/offers/no-such-house-00000000/stats');
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
  });
});
