// After a lot closes, the card holds of its bidders are settled: the winner's fees due
// on the fall of the hammer are captured from theirs (the rest of it let go), and every
// other hold is released whole, so an under-bidder's money is never kept. Each hold is
// settled in its own transaction with its row locked (`skip locked`: two workers never
// settle one twice), and the gateway's calls carry the hold's id as their idempotency
// key. A gateway that fails leaves the hold authorised, for the next pass.
import { sql } from 'drizzle-orm';
import { feesDueOnWinning, REGISTER_TO_BID_NOTICES } from '#contract/auction-registration.ts';
import type { LotView } from '#contract/auctions.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import type { PaymentGateway } from '#core/billing/gateways/gateway.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';
import type { GatewayName } from '#db/schema/billing.ts';

const BATCH = 50;

type HeldCard = {
  offer_id: string;
  user_id: string;
  hold_id: string;
  hold_ref: string | null;
  hold_gateway: GatewayName;
  hold_amount: string | number;
  fees: LotView['fees'];
  won: boolean;
  title: string;
  slug: string;
};

/** The authorised holds of closed lots, not being settled by another worker. */
async function heldCards(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ hold_id: string }>(sql`
    select r.hold_id from auction_registrations r join auction_lots l on l.offer_id = r.offer_id
    where r.hold_status = 'authorised' and l.closed_at is not null limit ${BATCH}`);
  return rows.map((row) => row.hold_id);
}

/** Settles one hold; answers what became of it, or null when another worker has it or it is settled. */
async function settleHold(
  db: Database,
  gatewayOf: (name: GatewayName) => PaymentGateway,
  holdId: string,
): Promise<'captured' | 'released' | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<HeldCard>(sql`
      select r.offer_id, r.user_id, r.hold_id, r.hold_ref, r.hold_gateway, r.hold_amount, l.fees, o.title, o.slug,
        (l.result = 'sold' and l.winner_id = r.user_id) as won
      from auction_registrations r join auction_lots l on l.offer_id = r.offer_id join offers o on o.id = r.offer_id
      where r.hold_id = ${holdId} and r.hold_status = 'authorised' for update of r skip locked`);
    const held = rows[0];
    if (!held) return null;
    const gateway = gatewayOf(held.hold_gateway);
    const payment = { holdId: held.hold_id, ref: held.hold_ref };
    const due = held.won ? Math.min(feesDueOnWinning(held.fees), Number(held.hold_amount)) : 0;
    const link = SITE_PATHS.offer(held.slug);
    if (due > 0) {
      await gateway.captureHold(payment, due);
      await notify(tx, held.user_id, { message: REGISTER_TO_BID_NOTICES.captured(held.title, due), link });
    } else {
      await gateway.releaseHold(payment);
      const message = REGISTER_TO_BID_NOTICES.released(held.title, Number(held.hold_amount));
      await notify(tx, held.user_id, { message, link });
    }
    const status = due > 0 ? 'captured' : 'released';
    await tx.execute(sql`update auction_registrations set hold_status = ${status}, updated_at = now()
      where hold_id = ${holdId}`);
    return status;
  });
}

/** Settles the card holds of closed lots, a batch per call; answers how many were settled. */
export async function settleClosedLotHolds(
  deps: Pick<Deps, 'db' | 'log'>,
  gatewayOf: (name: GatewayName) => PaymentGateway,
): Promise<number> {
  let settled = 0;
  for (const holdId of await heldCards(deps.db)) {
    try {
      if (await settleHold(deps.db, gatewayOf, holdId)) settled += 1;
    } catch (error) {
      // Left authorised: the next pass tries again, and the gateway's key keeps it single.
      deps.log.warn({ err: error, holdId }, 'a card hold could not be settled');
    }
  }
  return settled;
}
