import { describe, expect, it } from 'vitest';
import { searchQuery } from '#contract/search.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { homeSearchQuery } from './home-criteria.ts';
import { modalCriteria, PRICE_ERROR, parsePounds } from './search-form.ts';

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const leeds = {
  lat: 53.8,
  lon: -1.55,
  display_name: 'Leeds, West Yorkshire, England',
  addresstype: 'city',
  slug: 'leeds',
};

describe('parsePounds', () => {
  it('reads what people type', () => {
    expect(parsePounds('250000')).toBe(25_000_000);
    expect(parsePounds('£250,000')).toBe(25_000_000);
    expect(parsePounds(' ')).toBeUndefined();
    expect(parsePounds('12.5')).toBeNull();
    expect(parsePounds('lots')).toBeNull();
  });
});

describe('homeSearchQuery', () => {
  it('searches around a picked place, with the radius of its kind', () => {
    const query = homeSearchQuery(
      form([
        ['type', 'rent'],
        ['category', 'house'],
        ['q', leeds.display_name],
      ]),
      leeds,
    );
    const params = new URLSearchParams(query);
    expect(params.get('type')).toBe('rent');
    expect(params.get('category')).toBe('house');
    expect(params.get('location[lat]')).toBe('53.8');
    expect(params.get('location[lon]')).toBe('-1.55');
    expect(params.get('location[display_name]')).toBe(leeds.display_name);
    expect(params.get('radius')).toBe('10');
    expect(params.has('q')).toBe(false);
  });

  it('searches words when the text is not the picked place', () => {
    const query = homeSearchQuery(
      form([
        ['type', 'sell'],
        ['category', ''],
        ['q', 'garden'],
      ]),
      leeds,
    );
    expect(query).toBe('type=sell&q=garden');
  });

  it('sends a wanted search as ad-type', () => {
    expect(
      homeSearchQuery(
        form([
          ['type', 'seek-property'],
          ['q', ''],
        ]),
        null,
      ),
    ).toBe('ad-type=seek-property');
  });

  it('gives URLs the search page accepts', () => {
    const query = homeSearchQuery(
      form([
        ['type', 'rent'],
        ['category', 'flat'],
        ['q', leeds.display_name],
      ]),
      leeds,
    );
    expect(parseSearchQuery(new URLSearchParams(query)).ignored).toEqual([]);
  });
});

describe('modalCriteria', () => {
  it('reads every field of the modal', () => {
    const { criteria, errors } = modalCriteria(
      form([
        ['q', ' Bath '],
        ['type', 'rent'],
        ['category', 'house'],
        ['category', 'flat'],
        ['added', 'today'],
        ['price_max', '£1,500'],
        ['rooms', '5+'],
        ['bathrooms', '2'],
      ]),
    );
    expect(errors).toEqual({});
    const query = searchQuery(criteria);
    expect(query).toBe('type=rent&category=house%2Cflat&q=Bath&price%5Bmax%5D=1500&rooms=5%2B&bathrooms=2&added=today');
    expect(parseSearchQuery(new URLSearchParams(query)).ignored).toEqual([]);
  });

  it('leaves out what was not chosen', () => {
    expect(
      modalCriteria(
        form([
          ['q', ''],
          ['added', ''],
          ['rooms', ''],
        ]),
      ),
    ).toEqual({ criteria: {}, errors: {} });
  });

  it('refuses a price that is not a whole number of pounds', () => {
    expect(modalCriteria(form([['price_max', 'cheap']])).errors).toEqual({ price_max: PRICE_ERROR });
  });
});

describe('a place picked in the search modal', () => {
  it('searches around it; other text searches words', () => {
    const picked = modalCriteria(form([['q', leeds.display_name]]), leeds).criteria;
    expect(picked.location).toEqual({ lat: 53.8, lon: -1.55, name: leeds.display_name });
    expect(picked.radiusMiles).toBe(10);
    expect(picked.text).toBeUndefined();
    expect(modalCriteria(form([['q', 'Leeds barn']]), leeds).criteria).toEqual({ text: 'Leeds barn' });
  });
});

describe('the home bar with its three lines', () => {
  it('sends price, area, rooms, attributes, radius and added with the place', () => {
    const query = homeSearchQuery(
      form([
        ['type', 'rent'],
        ['category', 'flat'],
        ['q', leeds.display_name],
        ['radius', '5'],
        ['rooms', '2'],
        ['added', 'today'],
        ['price[min]', '800'],
        ['price[max]', '1500'],
        ['meter[min]', '50'],
        ['rachunki-wliczone', 'true'],
        ['dodatkowe', 'garage'],
      ]),
      leeds,
    );
    const parsed = parseSearchQuery(new URLSearchParams(query));
    expect(parsed.ignored).toEqual([]);
    expect(parsed.criteria).toMatchObject({
      listingType: 'rent',
      categories: ['flat'],
      radiusMiles: 5,
      bedrooms: '2',
      added: 'today',
      priceMin: 80_000,
      priceMax: 150_000,
      areaMin: 50,
      attributes: { 'rachunki-wliczone': ['true'], dodatkowe: ['garage'] },
    });
  });
});
