// The advertiser's profile statistics: phone numbers shown and conversations started from
// the public profile are counted there (from an ad, in the ad's own), and only the
// advertiser reads them.
import { describe, expect, it } from 'vitest';
import { createOffer } from '#tests/fixtures/offers.ts';
import { startMailTestApp } from '#tests/setup/mail-app.ts';

const app = startMailTestApp();

describe('profile statistics', () => {
  it('count phone reveals and new conversations from the profile, not those from an ad', async () => {
    const advertiser = await app.signedIn({ accountType: 'agency', roles: ['company'], companyName: 'Keys & Co' });
    const offer = await createOffer(app.t.database.db, { userId: advertiser.user.id });
    const visitor = app.visitor();
    await visitor.csrf();
    expect((await visitor.post(`/api/user/${advertiser.user.id}/phone`)).statusCode).toBe(200);
    expect((await visitor.post(`/api/user/${advertiser.user.id}/phone`, { offer_id: offer.id })).statusCode).toBe(200);
    const buyer = await app.signedIn();
    const fromProfile = { user_id: advertiser.user.id, body: 'Do you manage lettings in Leeds?' };
    expect((await buyer.client.post('/api/conversations', fromProfile)).statusCode).toBe(201);
    // Writing again continues the same conversation: still one.
    expect((await buyer.client.post('/api/conversations', fromProfile)).statusCode).toBe(201);
    expect(
      (await buyer.client.post('/api/conversations', { offer_id: offer.id, body: 'And this flat?' })).statusCode,
    ).toBe(201);

    expect((await advertiser.client.get('/api/user/profile-stats')).json()).toEqual({
      days: 30,
      phone_reveals: 1,
      messages: 1,
    });
    expect((await buyer.client.get('/api/user/profile-stats')).json()).toEqual({
      days: 30,
      phone_reveals: 0,
      messages: 0,
    });
    expect((await app.visitor().get('/api/user/profile-stats')).statusCode).toBe(401);
  });
});
