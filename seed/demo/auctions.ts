// The demo's auctions: every live auction ad gets a lot, so a new visitor can watch and
// bid. Most are online timed auctions, some the modern method; a few open in the next
// days, the rest are open and end over the next week and a half, a few within hours.
// The terms keep UK practice: the guide is the ad's price (or a range around it), the
// reserve within what the guide promises, the bidding opening below it, and the fees
// auction houses charge (an administration fee; a reservation fee for the modern method).
import { sql } from 'drizzle-orm';
import { DEFAULT_EXTENSION_MINUTES, DEFAULT_INCREMENTS, type GuidePrice } from '#contract/auctions.ts';
import type { Transaction } from '#db/client.ts';
import type { BuyerFees } from '#db/schema/auctions.ts';
import type { Random } from './random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A whole number of thousands of pounds, in pence. */
const roundThousands = (pence: number) => Math.max(1, Math.round(pence / 100_000)) * 100_000;

type DemoLot = {
  kind: 'online_timed' | 'modern_method';
  startsAt: Date;
  endsAt: Date;
  guide: GuidePrice;
  startingBid: number;
  reserve: number;
  fees: BuyerFees;
};

/** One lot's terms for an ad asking `price` pence, by the clock `now`. */
export function demoLotTerms(random: Random, price: number, now: Date): DemoLot {
  const kind = random.chance(0.3) ? 'modern_method' : 'online_timed';
  const guideAmount = roundThousands(price);
  const guide: GuidePrice = random.chance(0.3)
    ? { kind: 'range', low: guideAmount, high: roundThousands(guideAmount * 1.1) }
    : { kind: 'single', amount: guideAmount };
  const reserve = guide.kind === 'range' ? guide.high : roundThousands(guideAmount * random.float(0.95, 1.08));
  const upcoming = random.chance(0.15);
  const startsAt = new Date(now.getTime() + (upcoming ? random.int(1, 3) * DAY : -random.int(1, 5) * DAY));
  const soon = !upcoming && random.chance(0.2);
  const length = soon ? random.int(2, 12) * HOUR : random.int(1, 10) * DAY + random.int(0, 8) * HOUR;
  const endsAt = new Date(Math.max(startsAt.getTime(), now.getTime()) + length);
  const fees: BuyerFees =
    kind === 'modern_method'
      ? {
          premium_bp: 0,
          reservation_fee: Math.max(600_000, roundThousands(guideAmount * 0.045)),
          administration_fee: 0,
        }
      : { premium_bp: 0, reservation_fee: 0, administration_fee: 180_000 };
  return { kind, startsAt, endsAt, guide, startingBid: roundThousands(reserve * 0.75), reserve, fees };
}

/** A lot for each live auction ad that has a price; answers how many. */
export async function insertDemoLots(tx: Transaction, random: Random, now: Date): Promise<number> {
  const { rows } = await tx.execute<{ id: string; price: string | number }>(sql`
    select id, price from offers where listing_type = 'auction' and status = 'active' and price is not null
    order by id`);
  for (const offer of rows) {
    const lot = demoLotTerms(random.fork(`lot:${offer.id}`), Number(offer.price), now);
    await tx.execute(sql`insert into auction_lots (offer_id, kind, starts_at, ends_at, guide, starting_bid, reserve,
        increments, extension_minutes, fees)
      values (${offer.id}, ${lot.kind}, ${lot.startsAt}, ${lot.endsAt}, ${JSON.stringify(lot.guide)}::jsonb,
        ${lot.startingBid}, ${lot.reserve}, ${JSON.stringify(DEFAULT_INCREMENTS)}::jsonb,
        ${DEFAULT_EXTENSION_MINUTES}, ${JSON.stringify(lot.fees)}::jsonb)`);
  }
  return rows.length;
}
