// Featured offers (paid for) head the first page of a newest-first search, marked as
// such; other sorts and later pages show none; an expired featuring counts for nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();

describe('featured offers in search', () => {
  it('come first on a newest-first first page, and nowhere else', async () => {
    const db = t.database.db;
    const userId = (await createUser(db)).id;
    const place = { locationName: 'Featureton', lat: 52.63, lon: 1.29 };
    const old = new Date(Date.now() - 20 * 86_400_000);
    const featured = await createOffer(db, { userId, ...place, title: 'Featured mill house', publishedAt: old });
    const lapsed = await createOffer(db, { userId, ...place, title: 'Once featured barn', publishedAt: old });
    const plain = await createOffer(db, { userId, ...place, title: 'Plain new cottage' });
    await db
      .update(offers)
      .set({ featuredUntil: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(offers.id, featured.id));
    await db
      .update(offers)
      .set({ featuredUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(offers.id, lapsed.id));

    const search = async (query: string) => (await t.app.inject({ url: `/api/search?q=Featureton${query}` })).json();
    const first = await search('');
    expect(first.featured.map((card: { id: string }) => card.id)).toEqual([featured.id]);
    expect(first.featured[0].featured).toBe(true);
    // The list itself is unchanged: newest first, the featured offer in its place too.
    expect(first.data.map((card: { id: string }) => card.id)[0]).toBe(plain.id);
    expect(first.data.find((card: { id: string }) => card.id === lapsed.id).featured).toBe(false);
    expect((await search('&sort=price-asc')).featured).toEqual([]);
    expect((await search('&page=2&limit=1')).featured).toEqual([]);
  });
});
