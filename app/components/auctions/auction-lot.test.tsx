import { describe, expect, it } from 'vitest';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { DEFAULT_INCREMENTS, type LotView } from '#contract/auctions.ts';
import { renderPagePart } from '#tests/setup/render-page-part.tsx';
import { AuctionLot, withOwnStanding } from './auction-lot.tsx';

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
const html = (lot: LotView, failure?: FormFailure) =>
  renderPagePart(<AuctionLot lot={lot} slug="flat-in-leeds" failure={failure} />, '/offers/flat-in-leeds');
const text = (lot: LotView, failure?: FormFailure) =>
  html(lot, failure)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const you = (standing: Partial<NonNullable<LotView['you']>>): LotView['you'] => ({
  registration: null,
  seller_side: false,
  bidder_number: null,
  leading: false,
  won: false,
  max: null,
  ...standing,
});

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

describe('what a viewer can do about the lot', () => {
  it('asks a guest to sign in and come back to the lot', () => {
    expect(html(open)).toContain('href="/auth?next=%2Foffers%2Fflat-in-leeds"');
    expect(text(open)).toContain('Sign in to bid');
  });

  it('tells the seller’s side they cannot bid', () => {
    const shown = text({ ...open, you: you({ seller_side: true }) });
    expect(shown).toContain('you cannot bid on it');
    expect(shown).not.toContain('Register to bid');
  });

  it('offers registration with the card hold, and shows a refusal beside its field', () => {
    const failure = {
      message: 'The given data was invalid',
      errors: { accept_terms: 'Accept the auction terms and the legal pack to register' },
      values: { intent: 'register-to-bid', full_name: 'Ann Bidder', address: '2 High St' },
    };
    const page = html({ ...open, you: you({}) }, failure);
    expect(page).toContain('name="intent" value="register-to-bid"');
    expect(page).toContain('value="Ann Bidder"');
    expect(text({ ...open, you: you({}) }, failure)).toContain(
      'Accept the auction terms and the legal pack to register',
    );
    expect(text({ ...open, you: you({}) })).toContain('We hold £6,000.00 on your card');
  });

  it('lets an approved bidder bid, and says whether they lead', () => {
    const leading = text({
      ...open,
      you: you({ registration: 'approved', bidder_number: 1, leading: true, max: 18_000_000 }),
    });
    expect(leading).toContain('Bid as bidder 1');
    expect(leading).toContain('You are the highest bidder. Your maximum: £180,000.');
    expect(leading).toContain('At least £172,000.');
    const behind = text({ ...open, you: you({ registration: 'approved', bidder_number: 2 }) });
    expect(behind).toContain('You are not the highest bidder.');
    expect(text({ ...open, phase: 'ended', result: 'sold', you: you({ registration: 'approved' }) })).not.toContain(
      'Place bid',
    );
  });

  it('keeps the viewer’s standing when the stream sends the lot as a guest sees it', () => {
    const own = you({ registration: 'approved', bidder_number: 2, leading: true, max: 17_500_000 });
    expect(withOwnStanding(open, own).you).toMatchObject({ leading: false, max: null, bidder_number: 2 });
    const line = { bidder_number: 2, amount: 17_200_000, automatic: false, placed_at: '2026-12-02T10:05:00.000Z' };
    const outbidBack = { ...open, history: [line, ...open.history] };
    expect(withOwnStanding(outbidBack, own).you).toMatchObject({ leading: true, max: 17_500_000 });
  });
});
