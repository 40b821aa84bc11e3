import { describe, expect, it } from 'vitest';
import { type AlertOffer, savedSearchAlertEmail } from './saved-search-alert.ts';

const offer = (n: number, overrides: Partial<AlertOffer> = {}): AlertOffer => ({
  slug: `offer-${n}`,
  title: `Offer ${n}`,
  listing_type: 'sell',
  price: 35_000_000,
  price_period: null,
  location: { name: 'Leeds' },
  ...overrides,
});

const render = (offers: AlertOffer[], more: Partial<Parameters<typeof savedSearchAlertEmail>[0]> = {}) =>
  savedSearchAlertEmail({
    name: 'Ann',
    searchName: 'Flats & "lofts" <Leeds>',
    frequency: 'daily',
    offers,
    total: offers.length,
    totalExact: true,
    publicUrl: 'https://dazu.test',
    query: 'type=rent&category=flat',
    unsubscribeUrl: 'https://dazu.test/api/saved-searches/unsubscribe?token=abc',
    ...more,
  });

describe('saved-search alert e-mail', () => {
  it('lists each offer with its price, place and link, and escapes the names', () => {
    const email = render([
      offer(1, { title: '<b>Loft</b>', listing_type: 'rent', price: 125_000, price_period: 'month' }),
      offer(2, { price: null }),
    ]);
    expect(email.subject).toBe('2 new properties for “Flats & "lofts" <Leeds>”');
    expect(email.html).toContain('Flats &amp; &quot;lofts&quot; &lt;Leeds&gt;');
    expect(email.html).not.toContain('<b>Loft</b>');
    expect(email.html).toContain('href="https://dazu.test/offers/offer-1"');
    expect(email.text).toContain('<b>Loft</b>\n£1,250 pcm\nLeeds\nhttps://dazu.test/offers/offer-1');
    expect(email.text).toContain('Offer 2\nPrice on application\nLeeds\nhttps://dazu.test/offers/offer-2');
    expect(email.text).toContain('See all results:\nhttps://dazu.test/search?type=rent&category=flat\n');
    expect(email.text).toContain(
      'Unsubscribe from this alert:\nhttps://dazu.test/api/saved-searches/unsubscribe?token=abc',
    );
    expect(email.html).toContain('href="https://dazu.test/api/saved-searches/unsubscribe?token=abc"');
    expect(email.text).toContain('asked for alerts once a day');
  });

  it('says how many there are when only the newest are listed', () => {
    const offers = Array.from({ length: 50 }, (_, i) => offer(i));
    const email = render(offers, { total: 120 });
    expect(email.subject).toBe('120 new properties for “Flats & "lofts" <Leeds>”');
    expect(email.text).toContain('Here are the 50 newest.');
    const capped = render(offers, { total: 10_000, totalExact: false });
    expect(capped.subject).toMatch(/^More than 10,000 new properties/);
    expect(render([offer(1)]).subject).toMatch(/^1 new property for/);
    expect(render([offer(1)]).text).toContain('1 new property matches your saved search');
  });
});
