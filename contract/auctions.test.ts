import { describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES, auctionTermsSchema, DEFAULT_INCREMENTS, incrementAt, minimumBid } from './auctions.ts';

const pounds = (amount: number) => amount * 100;
const terms = {
  kind: 'online_timed',
  starts_at: '2026-12-01T10:00:00Z',
  ends_at: '2026-12-08T15:00:00Z',
  guide: { kind: 'single', amount: pounds(200_000) },
  starting_bid: pounds(150_000),
  reserve: pounds(210_000),
};

/** The messages of a refused set of terms, by field. */
function refusals(input: unknown): Record<string, string> {
  const result = auctionTermsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('auction terms', () => {
  it('takes a reserve up to 10% above a single-figure guide, with the site’s ladder and a two-minute extension', () => {
    const parsed = auctionTermsSchema.parse({ ...terms, reserve: pounds(220_000) });
    expect(parsed.increments).toEqual(DEFAULT_INCREMENTS);
    expect(parsed.extension_minutes).toBe(2);
    expect(auctionTermsSchema.safeParse({ ...terms, reserve: null }).success).toBe(true);
  });

  it('refuses a reserve more than 10% above the guide, or outside a guide range, saying what is allowed', () => {
    expect(refusals({ ...terms, reserve: pounds(220_000) + 1 })).toEqual({
      reserve: 'The reserve can be at most 10% above the guide price: £220,000 or less',
    });
    const range = { kind: 'range', low: pounds(180_000), high: pounds(200_000) };
    expect(refusals({ ...terms, guide: range, reserve: pounds(179_999) }).reserve).toBe(
      'The reserve must be within the guide range: £180,000 to £200,000',
    );
    expect(refusals({ ...terms, guide: range, reserve: pounds(200_000) })).toEqual({});
  });

  it('refuses a starting bid above the reserve, an end before the start and a muddled range', () => {
    expect(refusals({ ...terms, starting_bid: pounds(215_000) })).toEqual({
      starting_bid: AUCTION_MESSAGES.startAboveReserve,
    });
    expect(refusals({ ...terms, ends_at: terms.starts_at })).toEqual({ ends_at: AUCTION_MESSAGES.endBeforeStart });
    expect(refusals({ ...terms, guide: { kind: 'range', low: 5, high: 5 }, reserve: null })).toEqual({
      'guide.high': AUCTION_MESSAGES.rangeOrder,
    });
  });

  it('takes a ladder that starts at £0 and never shrinks its step', () => {
    const ladder = [
      { from: 0, step: 100 },
      { from: 1_000, step: 100 },
      { from: 5_000, step: 500 },
    ];
    expect(refusals({ ...terms, increments: ladder })).toEqual({});
    expect(refusals({ ...terms, increments: [{ from: 100, step: 100 }] }).increments).toBe(AUCTION_MESSAGES.ladder);
    const shrinking = [
      { from: 0, step: 500 },
      { from: 1_000, step: 100 },
    ];
    expect(refusals({ ...terms, increments: shrinking }).increments).toBe(AUCTION_MESSAGES.ladder);
  });
});

describe('the increment ladder', () => {
  it('steps by the band the current bid is in', () => {
    expect(incrementAt(DEFAULT_INCREMENTS, pounds(99_999))).toBe(pounds(500));
    expect(incrementAt(DEFAULT_INCREMENTS, pounds(100_000))).toBe(pounds(1_000));
    expect(incrementAt(DEFAULT_INCREMENTS, pounds(3_000_000))).toBe(pounds(25_000));
    expect(minimumBid(DEFAULT_INCREMENTS, pounds(50_000), null)).toBe(pounds(50_000));
    expect(minimumBid(DEFAULT_INCREMENTS, pounds(50_000), pounds(250_000))).toBe(pounds(252_500));
  });
});
