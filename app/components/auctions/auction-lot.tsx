// An auction ad's lot on its page: the terms a bidder needs (guide, starting bid, fees,
// when bidding opens and ends), the current bid with the number of bids and whether the
// reserve is met, and the latest bids by bidder number. Rendered on the server, so it
// reads before any JavaScript; in the browser it follows the lot's live stream, and a
// countdown ticks to the end.
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '#app/hooks/use-t.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { LOT_EVENT, type LotView } from '#contract/auctions.ts';
import { formatDate } from '#contract/dates.ts';
import { formatMoney, formatPounds } from '#contract/format.ts';
import { BiddingPanel } from './bidding-panel.tsx';

/**
 * The viewer's own standing in a lot the stream sent as a guest sees it: their number
 * and registration stay; whether they lead is read from the latest bid's number (the
 * leader's), and their maximum is known only while they still lead.
 */
export function withOwnStanding(live: LotView, own: LotView['you']): LotView {
  if (own === null) return live;
  const leading = own.bidder_number !== null && live.history[0]?.bidder_number === own.bidder_number;
  return { ...live, you: { ...own, leading, max: leading && own.leading ? own.max : null } };
}

/** The lot as the live stream last sent it, with the viewer's own standing; the server's copy until then. */
function useLiveLot(initial: LotView): LotView {
  const [live, setLive] = useState(initial);
  // A new copy from the server (after a bid or registration on this page) replaces the stream's.
  useEffect(() => setLive(initial), [initial]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/auctions/${initial.offer_id}/live`);
    source.addEventListener(LOT_EVENT, (event) => setLive(JSON.parse((event as MessageEvent<string>).data) as LotView));
    return () => source.close();
  }, [initial.offer_id]);
  return live === initial ? initial : withOwnStanding(live, initial.you);
}

/** "2 d 03:04:05" to `endsAt`, ticking each second; null before hydration (the server shows the date). */
function useCountdown(endsAt: string): string | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = Math.max(0, Date.parse(endsAt) - now);
  const seconds = Math.floor(left / 1_000);
  const [days, hours, minutes] = [
    Math.floor(seconds / 86_400),
    Math.floor(seconds / 3_600) % 24,
    Math.floor(seconds / 60) % 60,
  ];
  const clock = [hours, minutes, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? `${days} d ${clock}` : clock;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-200 py-2">
      <dt className="text-gray-700">{term}</dt>
      <dd className="text-right font-medium text-gray-900">{children}</dd>
    </div>
  );
}

function Fees({ fees }: { fees: LotView['fees'] }) {
  const words = useT().offer.auction;
  const lines = [
    fees.premium_bp > 0 && words.premium(`${(fees.premium_bp / 100).toLocaleString('en-GB')}%`),
    fees.reservation_fee > 0 && words.reservationFee(formatMoney(fees.reservation_fee)),
    fees.administration_fee > 0 && words.administrationFee(formatMoney(fees.administration_fee)),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <Fact term={words.fees}>{lines.length === 0 ? words.noFees : lines.map((line) => <p key={line}>{line}</p>)}</Fact>
  );
}

/** Where the lot stands: the current bid, or how it ended. */
function Standing({ lot }: { lot: LotView }) {
  const words = useT().offer.auction;
  const countdown = useCountdown(lot.ends_at);
  const price = lot.price === null ? words.noBids : formatPounds(lot.price);
  if (lot.phase === 'ended') {
    const outcome = lot.result === 'sold' && lot.price !== null ? words.soldAt(formatPounds(lot.price)) : words.unsold;
    return <p className="text-lg font-bold text-gray-900">{outcome}</p>;
  }
  return (
    <div aria-live="polite">
      <p className="text-sm text-gray-700">{words.currentBid}</p>
      <p className="text-2xl font-bold text-gray-900">{price}</p>
      <p className="text-gray-800">
        {words.bids(lot.bids)} · {words.reserve[lot.reserve]}
      </p>
      {lot.phase === 'open' && countdown !== null && (
        <p className="mt-1 font-medium text-accent-700">{words.endsIn(countdown)}</p>
      )}
    </div>
  );
}

function History({ lines }: { lines: LotView['history'] }) {
  const words = useT().offer.auction;
  const language = useLanguage();
  if (lines.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-gray-900">{words.history}</h3>
      <ol className="mt-1 divide-y divide-gray-200">
        {lines.map((line) => (
          <li
            key={`${line.placed_at}-${line.amount}-${line.bidder_number}`}
            className="flex justify-between gap-4 py-1.5"
          >
            <span className="text-gray-800">
              {words.bidder(line.bidder_number)}
              {line.automatic && <span className="text-gray-600"> ({words.automatic})</span>}
            </span>
            <span className="font-medium text-gray-900">{formatPounds(line.amount)}</span>
            <span className="sr-only">{formatDate(line.placed_at, 'recentMoment', language)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** `slug`: the ad's, for the sign-in link; `failure`: the page action's refusal of a bidding form. */
export function AuctionLot({
  lot: initial,
  slug,
  failure,
}: {
  lot: LotView;
  slug: string;
  failure: FormFailure | undefined;
}) {
  const words = useT().offer.auction;
  const language = useLanguage();
  const lot = useLiveLot(initial);
  const guide =
    lot.guide.kind === 'single'
      ? formatPounds(lot.guide.amount)
      : words.guideRange(formatPounds(lot.guide.low), formatPounds(lot.guide.high));
  const when = lot.phase === 'upcoming' ? words.opens : lot.phase === 'open' ? words.ends : words.ended;
  const moment = formatDate(lot.phase === 'upcoming' ? lot.starts_at : lot.ends_at, 'fullMoment', language);
  return (
    <section aria-labelledby="auction" className="mt-10 max-w-3xl rounded-lg border border-gray-200 p-5">
      <h2 id="auction" className="text-xl font-bold text-gray-900">
        {words.title}: {words.kinds[lot.kind]}
      </h2>
      <div className="mt-3">
        <Standing lot={lot} />
      </div>
      <dl className="mt-4">
        <Fact term={words.guide}>{guide}</Fact>
        <Fact term={words.startingBid}>{formatPounds(lot.starting_bid)}</Fact>
        <Fact term={when}>{moment}</Fact>
        <Fees fees={lot.fees} />
      </dl>
      <History lines={lot.history} />
      {lot.phase !== 'ended' && <p className="mt-4 text-sm text-gray-700">{words.extension(lot.extension_minutes)}</p>}
      <BiddingPanel lot={lot} slug={slug} failure={failure} />
    </section>
  );
}
