// The open live streams of auction lots in this process, by lot: anyone may watch a lot,
// signed in or not. When a lot's standing changes (announced on commit by whichever
// process took the bid), the lot is read once here, as the public sees it, and the same
// event goes to every viewer. Changes that arrive while a read is under way are folded
// into one more read after it, so a storm of bids costs this process at most two reads
// at a time per lot, and every viewer ends on the latest standing.
import type { LotView } from '#contract/auctions.ts';
import type { Database } from '#db/client.ts';
import { readLot } from './lots.ts';

export type LotStream = { send(lot: LotView): void; close(): void };

export type LotHub = {
  /** False when the lot already has as many viewers here as allowed. */
  add(offerId: string, stream: LotStream): boolean;
  remove(offerId: string, stream: LotStream): void;
  /** The lot changed: its viewers here get it as it now stands. */
  deliver(offerId: string): Promise<void>;
  closeAll(): void;
  size(): number;
};

type Watched = { streams: Set<LotStream>; reading: Promise<void> | null; again: boolean };

export function createLotHub(db: Database, now: () => Date, maxPerLot: number): LotHub {
  const lots = new Map<string, Watched>();

  const readAndSend = async (offerId: string, watched: Watched): Promise<void> => {
    do {
      watched.again = false;
      const lot = await readLot(db, offerId, null, now());
      for (const stream of watched.streams) stream.send(lot);
    } while (watched.again && watched.streams.size > 0);
  };

  return {
    add(offerId, stream) {
      const watched = lots.get(offerId) ?? { streams: new Set(), reading: null, again: false };
      if (watched.streams.size >= maxPerLot) return false;
      watched.streams.add(stream);
      lots.set(offerId, watched);
      return true;
    },
    remove(offerId, stream) {
      const watched = lots.get(offerId);
      watched?.streams.delete(stream);
      if (watched?.streams.size === 0 && watched.reading === null) lots.delete(offerId);
    },
    async deliver(offerId) {
      const watched = lots.get(offerId);
      // Nobody watches this lot here: no query at all.
      if (!watched) return;
      if (watched.reading) {
        watched.again = true;
        return watched.reading;
      }
      watched.reading = readAndSend(offerId, watched).finally(() => {
        watched.reading = null;
        if (watched.streams.size === 0) lots.delete(offerId);
      });
      return watched.reading;
    },
    closeAll() {
      for (const watched of lots.values()) for (const stream of watched.streams) stream.close();
      lots.clear();
    },
    size() {
      let total = 0;
      for (const watched of lots.values()) total += watched.streams.size;
      return total;
    },
  };
}
