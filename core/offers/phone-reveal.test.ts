// "Show phone number" from an ad: only the advertiser of that ad, only while the public
// can see it, only when they gave a number; each reveal counts in the ad's statistics.
import { describe, expect, it } from 'vitest';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { PHONE_MESSAGES, revealPhone } from './phone-reveal.ts';
import { getOfferStats } from './stats.ts';

const database = testDatabaseForFile();

async function advertiserWithAd(phone: string | null, fixture: Partial<OfferFixture> = {}) {
  const user = await createUser(database.db, { phone });
  const ad = await createOffer(database.db, { userId: user.id, ...fixture });
  return { user, actor: { id: user.id, roles: user.roles }, adId: ad.id };
}

describe('revealing an advertiser’s phone from an ad', () => {
  it('gives the number, trimmed, and counts the reveal for the ad', async () => {
    const { user, actor, adId } = await advertiserWithAd(' 07700 900456 ');
    const now = new Date();
    expect(await revealPhone(database.db, user.id, adId, now)).toEqual({ phone: '07700 900456' });
    await revealPhone(database.db, user.id, adId, now);
    expect((await getOfferStats(database.db, actor, adId, now)).totals.phone_reveals).toBe(2);
  });

  it('answers 404 for an ad the public cannot see, or one that is not theirs, counting nothing', async () => {
    const now = Date.now();
    for (const fixture of [
      { status: 'inactive' },
      { status: 'draft', publishedAt: null },
      { expiresAt: new Date(now - 60_000) },
      { visibleFrom: new Date(now + 86_400_000) },
    ] satisfies Partial<OfferFixture>[]) {
      const { user, actor, adId } = await advertiserWithAd('07700 900456', fixture);
      await expect(revealPhone(database.db, user.id, adId), JSON.stringify(fixture)).rejects.toMatchObject({
        status: 404,
        message: PHONE_MESSAGES.notFound,
      });
      expect((await getOfferStats(database.db, actor, adId)).totals.phone_reveals).toBe(0);
    }
    const someoneElse = await advertiserWithAd('07700 900789');
    const { adId } = await advertiserWithAd('07700 900456');
    await expect(revealPhone(database.db, someoneElse.user.id, adId)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 when the advertiser gave no number', async () => {
    for (const phone of [null, '   ']) {
      const { user, adId } = await advertiserWithAd(phone);
      await expect(revealPhone(database.db, user.id, adId)).rejects.toMatchObject({ status: 404 });
    }
  });
});
