import { describe, expect, it } from 'vitest';
import { emptyCriteria, type SearchCriteria, searchQuery } from '#contract/search.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import {
  carriedCriteria,
  fieldValues,
  PANEL_MESSAGES,
  panelCriteria,
  panelSelection,
  valuesOf,
} from './panel-criteria.ts';

/** The form a browser would submit for these criteria: every field as the panel shows it. */
function formOf(fields: Map<string, string[]>, extra: Array<[string, string]> = []): FormData {
  const form = new FormData();
  for (const [name, values] of fields) for (const value of values) form.append(name, value);
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

const many: SearchCriteria = {
  ...emptyCriteria(),
  listingType: 'sell',
  categories: ['house'],
  priceMin: 20_000_000,
  priceMax: 50_000_000,
  areaMin: 60,
  areaMax: 200,
  location: { lat: 53.48, lon: -2.24, name: 'Manchester, England' },
  radiusMiles: 5,
  text: 'cottage',
  keywords: ['garden', 'sea view'],
  bedrooms: '3',
  bathrooms: '2',
  receptionRooms: '1',
  parkingSpaces: '5+',
  conditions: ['good', 'excellent'],
  leaseYearsMin: 90,
  tags: ['urgent', 'investment'],
  attributes: {
    'na-raty': ['true'],
    'new-build': ['true'],
    dodatkowe: ['garage', 'winda'],
    blisko: ['school'],
    ownership: ['leashold', 'chain-free'],
    'council-tax-band': ['c'],
  },
  added: 'last-3-days',
  sort: 'price-asc',
};

describe('the panel and the URL', () => {
  it('reads back what it shows (form round trip)', () => {
    const { criteria, errors } = panelCriteria(formOf(fieldValues(many)), carriedCriteria(many));
    expect(errors).toEqual({});
    expect(criteria).toEqual(many);
  });

  it('builds a URL the search parses to the same criteria (URL round trip)', () => {
    const { criteria } = panelCriteria(formOf(fieldValues(many)), carriedCriteria(many));
    const parsed = parseSearchQuery(new URLSearchParams(searchQuery(criteria)));
    expect(parsed).toEqual({ criteria: many, ignored: [] });
  });

  it('is page 1 after a change, and drops what was unticked', () => {
    const onPage3 = { ...many, page: 3 };
    const fields = fieldValues(onPage3);
    fields.set('tags', ['urgent']);
    fields.set('dodatkowe', []);
    const { criteria } = panelCriteria(formOf(fields), carriedCriteria(onPage3));
    expect(criteria.page).toBe(1);
    expect(criteria.tags).toEqual(['urgent']);
    expect(criteria.attributes.dodatkowe).toBeUndefined();
  });

  it('keeps several categories chosen elsewhere (the search modal)', () => {
    const several = { ...emptyCriteria(), categories: ['house', 'flat'] };
    expect(fieldValues(several).get('category')).toEqual(['house,flat']);
    expect(panelCriteria(formOf(fieldValues(several))).criteria.categories).toEqual(['house', 'flat']);
  });

  it('counts a keyword still in the field, and ignores blanks and duplicates', () => {
    const { criteria } = panelCriteria(
      formOf(
        new Map([
          ['keywords', ['garden', ' ']],
          ['type', ['rent']],
        ]),
        [['keywords', 'Garden']],
      ),
    );
    expect(criteria.keywords).toEqual(['garden']);
    expect(criteria.listingType).toBe('rent');
  });

  it('keeps years of lease only with leasehold chosen', () => {
    const fields = fieldValues(many);
    fields.set('ownership', ['freehold']);
    expect(panelCriteria(formOf(fields)).criteria.leaseYearsMin).toBeUndefined();
  });

  it('drops a sort the new criteria cannot have', () => {
    const relevance = { ...emptyCriteria(), keywords: ['garden'], sort: 'relevance' as const };
    const fields = fieldValues(relevance);
    fields.set('keywords', []);
    expect(panelCriteria(formOf(fields), carriedCriteria(relevance)).criteria.sort).toBe('newest');
  });

  it('says what is wrong with typed bounds', () => {
    const { errors } = panelCriteria(
      formOf(
        new Map([
          ['price[min]', ['500000']],
          ['price[max]', ['200000']],
          ['meter[max]', ['lots']],
        ]),
      ),
    );
    expect(errors).toEqual({ 'price[min]': PANEL_MESSAGES.priceOrder, 'meter[max]': PANEL_MESSAGES.area });
  });

  it('accepts pounds typed with a sign and commas', () => {
    const form = formOf(new Map([['price[max]', ['£250,000']]]));
    expect(panelCriteria(form).criteria.priceMax).toBe(25_000_000);
  });
});

describe('panelSelection', () => {
  it('follows what the person has chosen so far', () => {
    const fields = fieldValues(many);
    expect(panelSelection(valuesOf(fields))).toEqual({
      listingType: 'sell',
      category: 'house',
      price: { min: 200_000, max: 500_000 },
      area: { min: 60, max: 200 },
      leasehold: true,
    });
    fields.set('ownership', []);
    fields.set('price[min]', ['abc']);
    expect(panelSelection(valuesOf(fields))).toMatchObject({ leasehold: false, price: { min: undefined } });
  });
});
