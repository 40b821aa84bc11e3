// Favourite offers: saved by id or slug (once, counted once in the offer's statistics),
// listed newest first with what became of them, removed; each user sees and changes
// only their own; guests and offers not on the site are refused.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '#db/schema/catalogue.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const PASSWORD = 'Heart-Shaped-42';
let address = 60;

const t = testAppForFile();

function signedIn() {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: PASSWORD });
}

describe('favourite offers', () => {
  it('saves once, lists with what became of them, and removes', async () => {
    const { client } = await signedIn();
    const advertiser = await createUser(t.database.db);
    const first = await createOffer(t.database.db, {
      userId: advertiser.id,
      title: 'Saved cottage',
      price: 300_000_00,
    });
    const second = await createOffer(t.database.db, { userId: advertiser.id, title: 'Saved flat' });
    expect((await client.post(`/api/favorites/${first.slug}`)).json()).toEqual({ offer_id: first.id, favourite: true });
    expect((await client.post(`/api/favorites/${first.id}`)).statusCode).toBe(200);
    await client.post(`/api/favorites/${second.id}`);
    const stats = await t.database.db.execute<{ favourites: number }>(
      sql`select favourites from offer_daily_stats where offer_id = ${first.id}`,
    );
    expect(stats.rows[0]?.favourites).toBe(1);

    // The flat goes off the site: it stays in the list as gone.
    await t.database.db.update(offers).set({ status: 'inactive' }).where(eq(offers.id, second.id));
    const list = (await client.get('/api/favorites')).json();
    expect(list.meta.total).toBe(2);
    expect(list.data).toEqual([
      expect.objectContaining({ offer_id: second.id, state: 'gone', title: 'Saved flat', offer: null }),
      expect.objectContaining({
        offer_id: first.id,
        state: 'live',
        price_at_save: 300_000_00,
        offer: expect.objectContaining({ slug: first.slug }),
      }),
    ]);
    expect((await client.delete(`/api/favorites/${second.slug}`)).json()).toEqual({
      offer_id: second.id,
      favourite: false,
    });
    expect((await client.delete(`/api/favorites/${second.slug}`)).statusCode).toBe(404);
    expect((await client.get('/api/favorites')).json().meta.total).toBe(1);
    expect((await client.get('/api/favorites/ids')).json()).toEqual([first.id]);
  });

  it('keeps each list to its owner, and refuses guests and offers not on the site', async () => {
    const { client: owner } = await signedIn();
    const { client: other } = await signedIn();
    const advertiser = await createUser(t.database.db);
    const offer = await createOffer(t.database.db, { userId: advertiser.id });
    const draft = await createOffer(t.database.db, { userId: advertiser.id, status: 'draft' });
    await owner.post(`/api/favorites/${offer.id}`);
    expect((await other.get('/api/favorites')).json().data).toEqual([]);
    expect((await other.delete(`/api/favorites/${offer.id}`)).statusCode).toBe(404);
    expect((await owner.get('/api/favorites')).json().meta.total).toBe(1);
    expect((await owner.post(`/api/favorites/${draft.id}`)).statusCode).toBe(404);
    expect((await owner.post('/api/favorites/no-such-offer')).statusCode).toBe(404);
    expect((await owner.post('/api/favorites/bad slug!')).statusCode).toBe(422);
    expect((await owner.post(`/api/favorites/${offer.id}`, undefined, { csrf: false })).statusCode).toBe(419);
    const guest = await guestClient(t.app, '203.0.113.98');
    expect((await guest.get('/api/favorites')).statusCode).toBe(401);
    expect((await guest.post(`/api/favorites/${offer.id}`)).statusCode).toBe(401);
  });

  it('tells everyone who saved an ad when its price goes down, and only then', async () => {
    const { client: owner, user: advertiser } = await signedIn();
    const { client: saver } = await signedIn();
    const [flat] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'flat'));
    const ad = (price: number) => ({
      title: 'Flat that gets cheaper',
      category_id: flat?.id,
      price,
      location: { lat: 51.75, lon: -1.26, name: 'Oxford' },
      attributes: [{ id: 1, value: 'sell' }],
    });
    const { id } = (await owner.post('/api/offers', ad(30_000_000))).json();
    expect((await owner.patch(`/api/offers/submit/${id}`)).statusCode).toBe(200);
    await saver.post(`/api/favorites/${id}`);
    await owner.post(`/api/favorites/${id}`).catch(() => null);
    expect((await owner.post(`/api/offers/update/${id}`, ad(31_000_000))).statusCode).toBe(200);
    expect((await saver.get('/api/user/notifications')).json().data).toEqual([]);
    expect((await owner.post(`/api/offers/update/${id}`, ad(28_500_000))).statusCode).toBe(200);
    const notices = (await saver.get('/api/user/notifications')).json().data;
    expect(notices).toEqual([
      expect.objectContaining({
        message: 'Price reduced on a property you saved: Flat that gets cheaper, now £285,000 (was £310,000)',
        link: expect.stringMatching(/^\/offers\/flat-that-gets-cheaper-/),
      }),
    ]);
    // The advertiser is not told about their own ad.
    const own = await t.database.db.execute(
      sql`select 1 from notifications where user_id = ${advertiser.id} and message like 'Price reduced%'`,
    );
    expect(own.rows).toEqual([]);
  });

  it('tells savers when a saved ad goes under offer, comes back, or is taken off the site', async () => {
    const { client: owner, user: advertiser } = await signedIn();
    const { client: saver } = await signedIn();
    const ad = await createOffer(t.database.db, { userId: advertiser.id, title: 'Terrace near the park' });
    await saver.post(`/api/favorites/${ad.id}`);
    const messages = async () =>
      ((await saver.get('/api/user/notifications')).json().data as { message: string }[]).map((n) => n.message);

    expect((await owner.patch(`/api/offers/${ad.id}/market-status`, { market_status: 'under_offer' })).statusCode).toBe(
      200,
    );
    // The same state again changes nothing and tells nobody.
    await owner.patch(`/api/offers/${ad.id}/market-status`, { market_status: 'under_offer' });
    expect(await messages()).toEqual(['Under offer, a property you saved: Terrace near the park']);
    await owner.patch(`/api/offers/${ad.id}/market-status`, { market_status: 'available' });
    expect((await owner.patch('/api/offers/deactivate', { offers: [ad.id] })).statusCode).toBe(200);
    expect(await messages()).toEqual([
      'No longer advertised, a property you saved: Terrace near the park',
      'Back on the market, a property you saved: Terrace near the park',
      'Under offer, a property you saved: Terrace near the park',
    ]);
    const own = await t.database.db.execute(
      sql`select 1 from notifications where user_id = ${advertiser.id} and message like '%a property you saved%'`,
    );
    expect(own.rows).toEqual([]);
  });

  it('taking several ads off at once tells each saver about each ad they saved, once', async () => {
    const { client: owner, user: advertiser } = await signedIn();
    const { client: both } = await signedIn();
    const { client: one } = await signedIn();
    const first = await createOffer(t.database.db, { userId: advertiser.id, title: 'Mill cottage' });
    const second = await createOffer(t.database.db, { userId: advertiser.id, title: 'Canal-side flat' });
    const unsaved = await createOffer(t.database.db, { userId: advertiser.id, title: 'Nobody saved this' });
    await both.post(`/api/favorites/${first.id}`);
    await both.post(`/api/favorites/${second.id}`);
    await one.post(`/api/favorites/${second.id}`);
    expect(
      (await owner.patch('/api/offers/deactivate', { offers: [first.id, second.id, unsaved.id] })).statusCode,
    ).toBe(200);
    const messages = async (client: typeof owner) =>
      ((await client.get('/api/user/notifications')).json().data as { message: string; link: string }[])
        .map((n) => `${n.message} -> ${n.link}`)
        .sort();
    expect(await messages(both)).toEqual([
      'No longer advertised, a property you saved: Canal-side flat -> /favorites',
      'No longer advertised, a property you saved: Mill cottage -> /favorites',
    ]);
    expect(await messages(one)).toEqual(['No longer advertised, a property you saved: Canal-side flat -> /favorites']);
    expect(await messages(owner)).toEqual([]);
  });
});
