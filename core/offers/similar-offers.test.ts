// Similar properties: same listing type and main category, near, in the price band,
// public, nearest first, never the ad itself.
import { describe, expect, it } from 'vitest';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { similarOffers } from './similar-offers.ts';

const t = testAppForFile();

describe('similar offers', () => {
  it('finds live offers like it nearby, nearest first', async () => {
    const db = t.database.db;
    const userId = (await createUser(db)).id;
    const at = (lat: number, lon: number, extra: Partial<OfferFixture>) =>
      createOffer(db, { userId, lat, lon, locationName: 'Similarton', ...extra });
    const target = await at(53.48, -2.24, { price: 25_000_000, category: 'detached' });
    const near = await at(53.485, -2.24, { price: 27_000_000, category: 'semi-detached' });
    const nearer = await at(53.481, -2.24, { price: 23_000_000, category: 'terraced' });
    await at(53.482, -2.24, { price: 40_000_000 }); // over the band
    await at(53.482, -2.24, { price: 25_000_000, listingType: 'rent' }); // another listing type
    await at(53.482, -2.24, { price: 25_000_000, category: 'flat' }); // another main category
    await at(51.5, -0.12, { price: 25_000_000 }); // London: too far
    await at(53.482, -2.24, { price: 25_000_000, status: 'draft' }); // not public
    const view = {
      id: target.id,
      listing_type: 'sell' as const,
      root_category: { slug: 'house', name: 'Houses' },
      price: 25_000_000,
      location: { lat: 53.48, lon: -2.24, name: 'Similarton' },
    };
    const found = await similarOffers(db, view, '/storage');
    expect(found.map((card) => card.id)).toEqual([nearer.id, near.id]);
  });
});
