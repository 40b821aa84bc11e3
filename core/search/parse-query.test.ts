import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCriteria, type SearchCriteria, searchQuery } from '#contract/search.ts';
import { searchParameters, searchQueryKeys } from '#contract/search-parameters.ts';
import { type ParsedSearch, parseSearchQuery, SEARCH_PARAMETER_NAMES } from './parse-query.ts';
import { aroundPlace } from './read-search-text.ts';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));
const criteriaOf = (query: string): SearchCriteria => parse(query).criteria;
const ignoredOf = (query: string): string[] => parse(query).ignored.map((entry) => entry.key);
const base = emptyCriteria();

/** The criteria a search ends with when a typed place name finds no place (the surest case to write back). */
const settled = (parsed: ParsedSearch): SearchCriteria =>
  parsed.placeName === undefined ? parsed.criteria : aroundPlace(parsed.criteria, undefined);

describe('the search criteria format', () => {
  const cases: Array<[string, Partial<SearchCriteria>]> = [
    ['type=rent', { listingType: 'rent' }],
    ['ad-type=seek-property', { listingType: 'seek-property' }],
    ['category=house', { categories: ['house'] }],
    ['category=house,flat', { categories: ['house', 'flat'] }],
    ['category=detached&category=flat', { categories: ['detached', 'flat'] }],
    ['price[min]=100000&price[max]=250000', { priceMin: 10_000_000, priceMax: 25_000_000 }],
    ['price_max=300000', { priceMax: 30_000_000 }],
    ['meter[min]=50&meter[max]=120', { areaMin: 50, areaMax: 120 }],
    [
      'location[lat]=53.4808&location[lon]=-2.2426&location[display_name]=Manchester&radius=0.25',
      { location: { lat: 53.4808, lon: -2.2426, name: 'Manchester' }, radiusMiles: 0.25 },
    ],
    ['rooms=5%2B', { bedrooms: '5+' }],
    ['number-of-rooms=3', { bedrooms: '3' }],
    ['bathrooms=2&reception-rooms=1&parking-spaces=4', { bathrooms: '2', receptionRooms: '1', parkingSpaces: '4' }],
    ['condition=good,excellent', { conditions: ['good', 'excellent'] }],
    ['added=today', { added: 'today' }],
    ['added=anytime', {}],
    ['q=gas central heating', { text: 'gas central heating' }],
    ['keywords[0]=garden&keywords[1]=south facing', { keywords: ['garden', 'south facing'] }],
    ['keywords=Garden&keywords=garden', { keywords: ['garden'] }],
    ['new-build=true', { attributes: { 'new-build': ['true'] } }],
    [
      'ownership=freehold,chain-free&lease-years=90',
      { attributes: { ownership: ['freehold', 'chain-free'] }, leaseYearsMin: 90 },
    ],
    ['ownership=leashold&lease-years[min]=120', { attributes: { ownership: ['leashold'] }, leaseYearsMin: 120 }],
    ['floor=ground', { attributes: { floor: ['ground'] } }],
    ['deposit[max]=2000', { ranges: { deposit: { max: 200_000 } } }],
    ['tags=urgent,investment', { tags: ['urgent', 'investment'] }],
    ['bbox=-2.5,53.3,-2.0,53.6', { bbox: { west: -2.5, south: 53.3, east: -2.0, north: 53.6 } }],
    [
      'polygon=53.5,-2.3;53.5,-2.2;53.4,-2.25',
      {
        polygon: [
          { lat: 53.5, lon: -2.3 },
          { lat: 53.5, lon: -2.2 },
          { lat: 53.4, lon: -2.25 },
        ],
      },
    ],
    ['q=loft&sort=relevance&page=2&limit=10', { text: 'loft', sort: 'relevance', page: 2, perPage: 10 }],
  ];
  it.each(cases)('reads %s', (query, expected) => {
    expect(parse(query)).toEqual({ criteria: { ...base, ...expected }, ignored: [] });
  });
});

describe('the page-level filter format', () => {
  const cases: Array<[string, Partial<SearchCriteria>]> = [
    ['typ=sell&phrase=cottage', { listingType: 'sell', text: 'cottage' }],
    ['urgent=true', { tags: ['urgent'] }],
    ['pilne=true', { tags: ['urgent'] }],
    ['urgent=false', {}],
    ['na-raty=true&rachunki-wliczone=true', { attributes: { 'na-raty': ['true'], 'rachunki-wliczone': ['true'] } }],
    [
      'dodatkowe[garage]=true&dodatkowe[winda]=true&dodatkowe[parking]=false',
      { attributes: { dodatkowe: ['garage', 'winda'] } },
    ],
    ['dodatkowe[umeblowane]=true&dodatkowe[0]=parking', { attributes: { dodatkowe: ['umeblowane', 'parking'] } }],
    ['blisko[0]=school&blisko[14]=park', { attributes: { blisko: ['school', 'park'] } }],
    ['extras[garage]=on&nearby[0]=school', { attributes: { dodatkowe: ['garage'], blisko: ['school'] } }],
    ['category=house,detached', { categories: ['house', 'detached'] }],
    ['price[min]=&price[max]=500000&meter[min]=', { priceMax: 50_000_000 }],
  ];
  it.each(cases)('reads %s', (query, expected) => {
    expect(parse(query)).toEqual({ criteria: { ...base, ...expected }, ignored: [] });
  });
});

describe('leniency: what real links send is read where it can be, and left out where it cannot', () => {
  it('ignores parameters it does not know, and says which', () => {
    expect(parse('colour=red&utm_source=mail&type=rent')).toEqual({
      criteria: { ...base, listingType: 'rent' },
      ignored: [
        { key: 'colour', reason: 'is not a search parameter' },
        { key: 'utm_source', reason: 'is not a search parameter' },
      ],
    });
  });

  it.each([
    ['price[min]=£250,000', 25_000_000],
    ['price[min]=250000.5', 25_000_100],
    ['price[min]=250k', 25_000_000],
    ['price[min]= 1 250 000 ', 125_000_000],
    ['price[min]=9.4', 900],
  ])('reads the amount %s as whole pounds', (query, pence) => {
    expect(criteriaOf(query).priceMin).toBe(pence);
  });

  it('rounds floor areas to whole square metres', () => {
    expect(criteriaOf('meter[min]=49.6&meter[max]=1,200')).toMatchObject({ areaMin: 50, areaMax: 1200 });
  });

  it('drops an amount it cannot read', () => {
    expect(criteriaOf('price[min]=cheap&price[max]=-5&meter[max]=lots')).toEqual(base);
    expect(ignoredOf('price[min]=cheap&price[max]=-5&meter[max]=lots')).toEqual([
      'price[min]',
      'price[max]',
      'meter[max]',
    ]);
  });

  it('swaps a minimum above its maximum', () => {
    expect(criteriaOf('price[min]=500&price[max]=100')).toMatchObject({ priceMin: 10_000, priceMax: 50_000 });
    expect(criteriaOf('meter[min]=90&meter[max]=40')).toMatchObject({ areaMin: 40, areaMax: 90 });
    expect(criteriaOf('deposit[min]=3000&deposit[max]=1000').ranges).toEqual({
      deposit: { min: 100_000, max: 300_000 },
    });
    expect(ignoredOf('price[min]=500&price[max]=100')).toEqual([]);
  });

  it('drops values that are not among the choices, keeping the ones that are', () => {
    expect(criteriaOf('type=buy&sort=cheapest&rooms=zero&added=last-week')).toEqual(base);
    expect(ignoredOf('type=buy&sort=cheapest&rooms=zero&added=last-week')).toEqual(['type', 'sort', 'rooms', 'added']);
    expect(criteriaOf('category=castle,flat&tags=urgent,shiny&dodatkowe=jacuzzi,garage')).toEqual({
      ...base,
      categories: ['flat'],
      tags: ['urgent'],
      attributes: { dodatkowe: ['garage'] },
    });
  });

  it('reads choices in any case and with underscores, and many rooms as 5+', () => {
    expect(criteriaOf('type=Rent&sort=PRICE_ASC&added=last_3_days&rooms=7')).toEqual({
      ...base,
      listingType: 'rent',
      sort: 'price-asc',
      added: 'last-3-days',
      bedrooms: '5+',
    });
  });

  it('takes order_by and order as sort', () => {
    expect(criteriaOf('order_by=price_asc').sort).toBe('price-asc');
    expect(criteriaOf('order=oldest').sort).toBe('oldest');
  });

  it.each(['true', '1', 'on', 'yes', 'TRUE', 'Yes'])('sets a flag given %s', (value) => {
    expect(criteriaOf(`urgent=${value}&na-raty=${value}&dodatkowe[garage]=${value}`)).toEqual({
      ...base,
      tags: ['urgent'],
      attributes: { 'na-raty': ['true'], dodatkowe: ['garage'] },
    });
  });

  it.each(['false', '0', 'off', 'no', 'maybe'])('leaves a flag unset given %s', (value) => {
    expect(criteriaOf(`urgent=${value}&na-raty=${value}&dodatkowe[garage]=${value}`)).toEqual(base);
  });

  it('drops a lone coordinate, a coordinate out of range and a radius with nowhere to be around', () => {
    expect(parse('location[lat]=53')).toEqual({
      criteria: base,
      ignored: [{ key: 'location[lat]', reason: 'needs the other coordinate' }],
    });
    expect(criteriaOf('location[lat]=95&location[lon]=0')).toEqual(base);
    expect(parse('radius=3')).toEqual({ criteria: base, ignored: [{ key: 'radius', reason: 'needs a location' }] });
  });

  it('keeps a radius to the limit, and drops one that is no distance', () => {
    const near = 'location[lat]=53&location[lon]=-2';
    expect(criteriaOf(`${near}&radius=100`).radiusMiles).toBe(40);
    expect(criteriaOf(`${near}&radius=0`).radiusMiles).toBeUndefined();
  });

  it('drops sorts that need what the search does not have', () => {
    expect(criteriaOf('sort=relevance').sort).toBe('newest');
    expect(criteriaOf('sort=distance').sort).toBe('newest');
  });

  it('keeps pages and page sizes within their limits', () => {
    expect(criteriaOf('page=0&limit=0')).toEqual(base);
    expect(criteriaOf('page=5000&limit=500')).toMatchObject({ page: 1000, perPage: 100 });
  });

  it('keeps the first 15 indexed entries and ignores the rest', () => {
    expect(criteriaOf('dodatkowe[15]=garage')).toEqual(base);
    expect(ignoredOf('dodatkowe[15]=garage')).toEqual(['dodatkowe[15]']);
  });

  it('drops shapes it cannot draw', () => {
    expect(criteriaOf('bbox=1,2,3&polygon=53,-2;54,-2')).toEqual(base);
    expect(criteriaOf('bbox=-1,54,-2,53')).toEqual(base);
  });

  it('shortens text that is too long instead of refusing it', () => {
    expect(criteriaOf(`q=${'a'.repeat(300)}`).text).toHaveLength(200);
  });

  it('reads parameter names in any case', () => {
    expect(criteriaOf('Type=rent&PRICE[MAX]=900')).toMatchObject({ listingType: 'rent', priceMax: 90_000 });
  });
});

describe('a place given by name', () => {
  it.each([
    ['location=london', 'london'],
    ['location[name]=London', 'London'],
    ['location[display_name]=London', 'London'],
  ])('%s is a place to look up', (query, name) => {
    expect(parse(query)).toEqual({ criteria: base, ignored: [], placeName: name });
  });

  it('keeps the radius and the distance sort for the place it names', () => {
    expect(parse('location=Leeds&radius=5&sort=distance')).toEqual({
      criteria: { ...base, radiusMiles: 5, sort: 'distance' },
      ignored: [],
      placeName: 'Leeds',
    });
  });

  it('is the name of the point when coordinates come with it', () => {
    expect(parse('location[lat]=51.5&location[lon]=-0.12&location[name]=London')).toEqual({
      criteria: { ...base, location: { lat: 51.5, lon: -0.12, name: 'London' } },
      ignored: [],
    });
  });

  it('gives way to a map area', () => {
    const parsed = parse('location=London&bbox=-2.5,53.3,-2.0,53.6');
    expect(parsed.placeName).toBeUndefined();
    expect(parsed.ignored.map((entry) => entry.key)).toEqual(['location']);
  });
});

describe('round trips', () => {
  const many: SearchCriteria = {
    ...base,
    listingType: 'rent',
    categories: ['flat', 'studio'],
    priceMin: 50_000,
    priceMax: 150_000,
    areaMin: 30,
    location: { lat: 51.5, lon: -0.12, name: 'London' },
    radiusMiles: 1,
    text: 'balcony',
    keywords: ['river view', 'concierge'],
    bedrooms: '2',
    bathrooms: '1',
    receptionRooms: '1',
    parkingSpaces: '1',
    conditions: ['excellent'],
    tags: ['super-deal'],
    attributes: { blisko: ['park'], dodatkowe: ['winda', 'umeblowane'], 'rachunki-wliczone': ['true'] },
    ranges: { deposit: { max: 250_000 } },
    added: 'last-3-days',
    sort: 'price-asc',
    page: 3,
  };

  it('reads back what searchQuery writes', () => {
    expect(parse(searchQuery(many))).toEqual({ criteria: many, ignored: [] });
  });

  // Query strings as links, old clients and people write them: known keys and aliases
  // (in both formats, any case), unknown ones, broken brackets, and values of every kind.
  const keys = [
    'type',
    'typ',
    'Type',
    'ad-type',
    'category',
    'category[0]',
    'price[min]',
    'price[max]',
    'PRICE[MAX]',
    'price_max',
    'meter[min]',
    'meter[max]',
    'location',
    'location[lat]',
    'location[lon]',
    'location[name]',
    'location[display_name]',
    'radius',
    'q',
    'phrase',
    'keywords[0]',
    'keywords[]',
    'rooms',
    'bathrooms',
    'condition',
    'dodatkowe[garage]',
    'dodatkowe[3]',
    'extras[winda]',
    'blisko[0]',
    'nearby[14]',
    'tags',
    'urgent',
    'pilne',
    'na-raty',
    'rachunki-wliczone',
    'added',
    'sort',
    'order_by',
    'order',
    'page',
    'limit',
    'per_page',
    'bbox',
    'polygon',
    'lease-years',
    'ownership',
    'deposit[min]',
    'deposit[max]',
    'x',
    '',
    '[]',
    'price[',
    'a[b][c]',
    'constructor',
    '__proto__',
  ];
  const values = fc.oneof(
    fc.string(),
    fc.constantFrom(
      'true',
      'false',
      '1',
      'on',
      'yes',
      '5+',
      '7',
      'sell',
      'Rent',
      'house',
      'flat,castle',
      'garage',
      'school',
      'price_asc',
      'distance',
      'relevance',
      'last_3_days',
      '£250,000',
      '250000.5',
      '250k',
      '-2.5,53.3,-2.0,53.6',
      '53,-2;54,-2;53.5,-1',
      'london',
      'nan',
      '1e9',
    ),
    fc.integer({ min: -1000, max: 10_000_000 }).map(String),
    fc.double({ noNaN: false }).map(String),
  );
  const queries = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string()), values), { maxLength: 14 })
    .map((pairs) => new URLSearchParams(pairs));

  it('never throws nor refuses, and what it reads searchQuery writes back the same way', () => {
    fc.assert(
      fc.property(queries, (params) => {
        const parsed = parseSearchQuery(params);
        const criteria = settled(parsed);
        const again = parseSearchQuery(new URLSearchParams(searchQuery(criteria)));
        return (
          again.ignored.length === 0 && again.placeName === undefined && isDeepStrictEqual(again.criteria, criteria)
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('writes a search found around a place back the same way', () => {
    const place = { lat: 51.5072, lon: -0.1276, display_name: 'London, England', addresstype: 'city' as const };
    fc.assert(
      fc.property(queries, (params) => {
        const parsed = parseSearchQuery(params);
        if (parsed.placeName === undefined) return true;
        const criteria = aroundPlace(parsed.criteria, place);
        const again = parseSearchQuery(new URLSearchParams(searchQuery(criteria)));
        return again.ignored.length === 0 && isDeepStrictEqual(again.criteria, criteria);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the parameters the parser takes', () => {
  it('are exactly the ones the contract documents', () => {
    expect([...SEARCH_PARAMETER_NAMES].sort()).toEqual(Object.keys(searchParameters()).sort());
  });

  it('include every documented key, brackets and all', () => {
    for (const { key } of searchQueryKeys()) {
      const ignored = parseSearchQuery(new URLSearchParams([[key, 'x']])).ignored;
      expect(
        ignored.filter((entry) => entry.reason === 'is not a search parameter'),
        key,
      ).toEqual([]);
    }
  });
});
