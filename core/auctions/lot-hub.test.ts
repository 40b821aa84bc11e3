// The lot hub reads a lot once per change for all its viewers here, folds changes that
// arrive during a read into one more read, and reads nothing for a lot nobody watches.
import { describe, expect, it } from 'vitest';
import type { LotView } from '#contract/auctions.ts';
import type { Database } from '#db/client.ts';
import { createLot } from '#tests/fixtures/auctions.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { createLotHub, type LotStream } from './lot-hub.ts';
import { placeLotBid } from './place-bid.ts';

const database = testDatabaseForFile();

/** The database, counting the statements the hub sends through it. */
function counted(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const spy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Database['execute']>) => {
        statements += 1;
        return target.execute(...args);
      };
    },
  });
  return { db: spy, statements: () => statements };
}

function viewer(): LotStream & { seen: LotView[] } {
  const seen: LotView[] = [];
  return { seen, send: (lot) => seen.push(lot), close() {} };
}

describe('the lot hub', () => {
  it('sends each viewer the latest standing after a rush of changes, in at most two reads', async () => {
    const db = database.db;
    const seller = await createUser(db, { accountType: 'agency', companyName: 'Hub Gavels' });
    const bidder = await createUser(db);
    const offerId = await createLot(db, seller.id, { bidderIds: [bidder.id] });
    const { db: spied, statements } = counted(db);
    const hub = createLotHub(spied, () => new Date(), 10);
    const viewers = [viewer(), viewer(), viewer()];
    for (const each of viewers) expect(hub.add(offerId, each)).toBe(true);

    await placeLotBid({ db, clock: { now: () => new Date() } }, bidder.id, offerId, 6_000_000);
    await Promise.all(Array.from({ length: 10 }, () => hub.deliver(offerId)));
    // A read of the lot is its row, its history and nothing else for a guest: two statements.
    expect(statements()).toBeLessThanOrEqual(4);
    for (const each of viewers) {
      expect(each.seen.length).toBeLessThanOrEqual(2);
      expect(each.seen.at(-1)).toMatchObject({ bids: 1, price: 5_000_000 });
    }
    await hub.deliver(crypto.randomUUID());
    expect(statements()).toBeLessThanOrEqual(4);
  });

  it('takes no more viewers of a lot than allowed, and forgets a lot nobody watches', async () => {
    const hub = createLotHub(database.db, () => new Date(), 2);
    const [a, b, c] = [viewer(), viewer(), viewer()];
    expect([hub.add('lot', a), hub.add('lot', b), hub.add('lot', c)]).toEqual([true, true, false]);
    hub.remove('lot', a);
    hub.remove('lot', b);
    expect(hub.size()).toBe(0);
  });
});
