import { describe, expect, it } from 'vitest';
import { DEFAULT_INCREMENTS, type LotView } from '#contract/auctions.ts';
import { renderPagePart } from '#tests/setup/render-page-part.tsx';
import { AuctionLot } from './auction-lot.tsx';

const open: LotView = {
  offer_id: '0b6f3a52-4d6c-4f0e-9a57-1c2d3e4f5a6b',
  kind: 'modern_method',
  phase: 'open',
  result: null,
  starts_at: '2026-12-01T10:00:00.000Z',
  ends_at: '2026-12-08T15:00:00.000Z',
  guide: { kind: 'single', amount: 20_000_000 },
  starting_bid: 15_000_000,
  increments: [...DEFAULT_INCREMENTS],
  extension_minutes: 2,
  fees: { premium_bp: 0, reservation_fee: 600_000, administration_fee: 0 },
  price: 17_100_000,
  bids: 3,
  reserve: 'met',
  minimum_bid: 17_200_000,
  history: [
    { bidder_number: 1, amount: 17_100_000, automatic: true, placed_at: '2026-12-02T10:00:00.000Z' },
    { bidder_number: 2, amount: 17_000_000, automatic: false, placed_at: '2026-12-02T10:00:00.000Z' },
  ],
  you: null,
};
const text = (lot: LotView) =>
  renderPagePart(<AuctionLot lot={lot} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('an auction ad’s lot', () => {
  it('shows the current bid, the reserve state, the end in UK time, fees and the bids by number', () => {
    const shown = text(open);
    expect(shown).toContain('Auction: Modern method of auction');
    expect(shown).toContain('£171,000');
    expect(shown).toContain('3 bids · Reserve met');
    expect(shown).toContain('Tuesday, 8 December 2026 at 15:00');
    expect(shown).toContain('Reservation fee: £6,000.00');
    expect(shown).toContain('Bidder 1 (automatic bid) £171,000');
    expect(shown).toContain('Bidder 2 £170,000');
  });

  it('says when bidding opens before the start, and how the lot ended after it', () => {
    expect(text({ ...open, phase: 'upcoming', price: null, bids: 0, history: [] })).toContain(
      'Bidding opens Tuesday, 1 December 2026 at 10:00',
    );
    expect(text({ ...open, phase: 'ended', result: 'sold' })).toContain('Sold at £171,000');
    expect(text({ ...open, phase: 'ended', result: 'unsold' })).toContain('Not sold at this auction');
  });
});
