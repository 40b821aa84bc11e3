import { describe, expect, it } from 'vitest';
import { formatPrice } from '#contract/format.ts';
import { emptyCriteria } from '#contract/search.ts';
import { resultTotal } from '../result-total.ts';
import { criteriaHeading } from '../results-heading.ts';
import { relaxations } from '../search-relaxation.ts';
import { en } from './en.ts';
import { pl } from './pl.ts';
import { countPl, pluralPl } from './plural-pl.ts';
import { visitorEn, visitorMessagesEn } from './sections/visitor.en.ts';
import { visitorMessagesPl, visitorPl } from './sections/visitor.pl.ts';
import { translateMessage } from './translate-message.ts';

const MILES = { one: 'mila', few: 'mile', many: 'mil', fraction: 'mili' };

/** Every path of texts in a section, e.g. "offer.gallery.close" (functions count as texts). */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value)
    .flatMap(([key, inner]) =>
      inner !== null && typeof inner === 'object' ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

describe('pluralPl', () => {
  it('takes the form for 1, for 2 to 4 (not 12 to 14) and for the rest', () => {
    const forms = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112, 1001].map((count) => pluralPl(count, MILES));
    expect(forms).toEqual([
      'mil',
      'mila',
      'mile',
      'mile',
      'mil',
      'mil',
      'mil',
      'mil',
      'mil',
      'mile',
      'mil',
      'mile',
      'mil',
      'mil',
    ]);
  });

  it('gives a fraction its own form, or the 2-to-4 one when a word has none', () => {
    expect(countPl(2.5, MILES)).toBe('2,5 mili');
    expect(pluralPl(0.5, { one: 'oferta', few: 'oferty', many: 'ofert' })).toBe('oferty');
  });

  it('writes the count as Polish does, grouped by a no-break space', () => {
    expect(countPl(12_500, { one: 'oferta', few: 'oferty', many: 'ofert' })).toBe('12\u00a0500 ofert');
  });
});

describe('the visitor pages’ texts', () => {
  it('are the same keys in English and Polish', () => {
    expect(keysOf(visitorPl)).toEqual(keysOf(visitorEn));
    expect(keysOf(visitorMessagesPl)).toEqual(keysOf(visitorMessagesEn));
  });

  it('count results in each language’s plural forms', () => {
    expect(resultTotal({ total: 1, total_exact: true })).toBe('1 property');
    expect(resultTotal({ total: 1234, total_exact: true })).toBe('1,234 properties');
    expect(resultTotal({ total: 10_000, total_exact: false })).toBe('10,000+ properties');
    expect([1, 3, 13, 22, 25].map((total) => resultTotal({ total, total_exact: true }, pl.results))).toEqual([
      '1 oferta',
      '3 oferty',
      '13 ofert',
      '22 oferty',
      '25 ofert',
    ]);
    expect(pl.listing.bedrooms('1')).toBe('1 sypialnia');
    expect(pl.listing.bedrooms('3')).toBe('3 sypialnie');
    expect(pl.listing.bathrooms('5+')).toBe('5+ łazienek');
    expect(pl.results.miles(1)).toBe('1 mili');
    expect(pl.listing.away(3)).toBe('odległość: 3 mile');
  });

  it('word prices per language, the amount in pounds either way', () => {
    expect(formatPrice(115_000, 'rent', 'month')).toBe('£1,150 pcm');
    expect(formatPrice(115_000, 'rent', 'month', pl.listing.price)).toBe('£1,150 / mies.');
    expect(formatPrice(62_500, 'seek-property', 'week', pl.listing.price)).toBe('Budżet do £625 / tydz.');
    expect(formatPrice(null, 'sell', null, pl.listing.price)).toBe('Cena do uzgodnienia');
  });

  it('head a search in the visitor’s language, a top-level category by its translated name', () => {
    const tree = [{ slug: 'flat', name: 'Flats', children: [] }] as never;
    const criteria = {
      ...emptyCriteria(),
      listingType: 'rent' as const,
      categories: ['flat'],
      location: { lat: 53.48, lon: -2.24, name: 'Manchester, Greater Manchester' },
      text: 'garden',
    };
    expect(criteriaHeading(tree, criteria)).toBe('Flats to rent in Manchester: “garden”');
    expect(criteriaHeading(tree, criteria, en)).toBe('Flats to rent in Manchester: “garden”');
    expect(criteriaHeading(tree, criteria, pl)).toBe('Mieszkania do wynajęcia – Manchester: „garden”');
  });

  it('suggest wider searches in the visitor’s language', () => {
    const criteria = { ...emptyCriteria(), tags: ['urgent' as const], bedrooms: '2' as never };
    expect(relaxations(criteria, pl).map((item) => item.label)).toContain('Usuń: Pilne');
    expect(relaxations(criteria).map((item) => item.label)).toContain('Remove Urgent');
  });

  it('show the contract’s messages of these pages in Polish', () => {
    expect(translateMessage(pl, visitorMessagesEn.savedSearch.saved)).toBe('Wyszukiwanie zostało zapisane.');
    expect(translateMessage(pl, visitorMessagesEn.enquiryChecks.enterName)).toBe('Podaj swoje imię');
    expect(pl.messages.savedSearch.limitReached).toMatch(/najwyżej 50 wyszukiwań/);
  });
});
