// Following advertisers: only public profiles, never oneself, each user their own list.
import { describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const PASSWORD = 'Follow-Along-31';
let address = 80;

const t = testAppForFile();

function signedIn() {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: PASSWORD });
}

describe('following advertisers', () => {
  it('follows an advertiser with a public profile, lists them, and stops', async () => {
    const { user, client } = await signedIn();
    const agency = await createUser(t.database.db, { accountType: 'agency', companyName: 'Followed Homes' });
    expect((await client.post(`/api/favorite-users/${agency.id}`)).json()).toEqual({
      advertiser_id: agency.id,
      following: true,
    });
    expect((await client.post(`/api/favorite-users/${agency.id}`)).statusCode).toBe(200);
    expect((await client.get('/api/favorite-users/ids')).json()).toEqual([agency.id]);
    expect((await client.get('/api/favorite-users')).json().data).toEqual([
      expect.objectContaining({ id: agency.id, name: 'Followed Homes' }),
    ]);
    expect((await client.post(`/api/favorite-users/${user.id}`)).statusCode).toBe(422);
    expect((await client.delete(`/api/favorite-users/${agency.id}`)).json().following).toBe(false);
    expect((await client.delete(`/api/favorite-users/${agency.id}`)).statusCode).toBe(404);
  });

  it('refuses accounts without a public profile, other users’ lists and guests', async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    const quiet = await createUser(t.database.db);
    const seller = await createUser(t.database.db);
    await createOffer(t.database.db, { userId: seller.id });
    expect((await client.post(`/api/favorite-users/${quiet.id}`)).statusCode).toBe(404);
    expect((await client.post(`/api/favorite-users/${seller.id}`)).statusCode).toBe(200);
    expect((await other.get('/api/favorite-users/ids')).json()).toEqual([]);
    expect((await other.delete(`/api/favorite-users/${seller.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/favorite-users/ids')).json()).toEqual([seller.id]);
    const guest = await guestClient(t.app, '203.0.113.97');
    expect((await guest.post(`/api/favorite-users/${seller.id}`)).statusCode).toBe(401);
    expect((await guest.get('/api/favorite-users')).statusCode).toBe(401);
    expect((await client.post(`/api/favorite-users/${seller.id}`, undefined, { csrf: false })).statusCode).toBe(419);
  });
});
