// One conversation per pair of accounts and ad, even when both first messages are sent
// at the same instant (the unique pair key, on PGlite and on PostgreSQL alike); guests'
// conversations carry no key and are never merged.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { recordingWork } from '#tests/fixtures/work.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { openConversation, pairKey, startConversation } from './conversations.ts';

const database = testDatabaseForFile();

const deps = () => ({ db: database.db, work: recordingWork() });

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const found = await database.db.execute<{ n: number }>(query);
  return found.rows[0]?.n ?? 0;
}

describe('starting a conversation', () => {
  it('two first messages sent at once about one ad open one conversation, counted once', async () => {
    const seller = await createUser(database.db);
    const buyer = await createUser(database.db);
    const offer = await createOffer(database.db, { userId: seller.id });
    const sent = await Promise.all([
      startConversation(deps(), buyer, { offer_id: offer.id, body: 'Is it still available?' }),
      startConversation(deps(), buyer, { offer_id: offer.id, body: 'And is there parking?' }),
    ]);
    expect(sent[1].conversationId).toBe(sent[0].conversationId);
    const id = sent[0].conversationId;
    expect(await count(sql`select count(*)::int as n from conversations where offer_id = ${offer.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from messages where conversation_id = ${id}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from conversation_members where conversation_id = ${id}`)).toBe(2);
    expect(
      await count(sql`select coalesce(sum(messages), 0)::int as n from offer_daily_stats where offer_id = ${offer.id}`),
    ).toBe(1);
  });

  it('two advertisers writing to each other’s profile at once share one conversation; an ad keeps its own', async () => {
    const first = await createUser(database.db, { accountType: 'agency', companyName: 'First Homes' });
    const second = await createUser(database.db, { accountType: 'developer', companyName: 'Second Builds' });
    const [one, two] = await Promise.all([
      startConversation(deps(), first, { user_id: second.id, body: 'Shall we work together?' }),
      startConversation(deps(), second, { user_id: first.id, body: 'We would like to work with you.' }),
    ]);
    expect(two.conversationId).toBe(one.conversationId);
    expect(
      await count(sql`
        select count(*)::int as n from advertiser_daily_stats where user_id in (${first.id}, ${second.id})
          and messages > 0`),
    ).toBe(1);
    const offer = await createOffer(database.db, { userId: second.id });
    const aboutAd = await startConversation(deps(), first, { offer_id: offer.id, body: 'About your ad' });
    expect(aboutAd.conversationId).not.toBe(one.conversationId);
    const key = await database.db.execute<{ pair_key: string }>(
      sql`select pair_key from conversations where id = ${one.conversationId}`,
    );
    expect(key.rows[0]?.pair_key).toBe(pairKey([second.id, first.id], null));
  });

  it('opening a conversation another transaction already opened returns that one and adds nothing', async () => {
    const seller = await createUser(database.db);
    const buyer = await createUser(database.db);
    const offer = await createOffer(database.db, { userId: seller.id });
    const { conversationId } = await startConversation(deps(), buyer, { offer_id: offer.id, body: 'Hello' });
    const again = await database.db.transaction((tx) =>
      openConversation(
        tx,
        { offerId: offer.id, members: [seller.id, buyer.id], pairKey: pairKey([seller.id, buyer.id], offer.id) },
        new Date(),
      ),
    );
    expect(again).toEqual({ id: conversationId, created: false });
    expect(
      await count(sql`select count(*)::int as n from conversation_members where conversation_id = ${conversationId}`),
    ).toBe(2);
    expect(
      await count(sql`select coalesce(sum(messages), 0)::int as n from offer_daily_stats where offer_id = ${offer.id}`),
    ).toBe(1);
  });

  it('guests’ conversations have no key: two guests about one ad get one each', async () => {
    const seller = await createUser(database.db);
    const offer = await createOffer(database.db, { userId: seller.id });
    const open = (name: string) =>
      database.db.transaction((tx) =>
        openConversation(
          tx,
          { offerId: offer.id, members: [seller.id], guest: { name, email: `${name}@example.test` } },
          new Date(),
        ),
      );
    const [a, b] = await Promise.all([open('gina'), open('gus')]);
    expect(a.created && b.created).toBe(true);
    expect(a.id).not.toBe(b.id);
    expect(
      await count(sql`select count(*)::int as n from conversations where offer_id = ${offer.id} and pair_key is null`),
    ).toBe(2);
  });
});
