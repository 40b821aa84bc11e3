import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCriteria, type SearchCriteria, searchQuery } from '#contract/search.ts';
import { searchParameters, searchQueryKeys } from '#contract/search-parameters.ts';
import { parseSearchQuery, SEARCH_PARAMETER_NAMES } from './parse-query.ts';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));
const criteriaOf = (query: string): SearchCriteria => {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(`expected ${query} to parse: ${JSON.stringify(parsed.errors)}`);
  return parsed.criteria;
};
const errorsOf = (query: string) => {
  const parsed = parse(query);
  if (parsed.ok) throw new Error(`expected ${query} to be refused`);
  return parsed.errors;
};
const base = emptyCriteria();

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
    expect(criteriaOf(query)).toEqual({ ...base, ...expected });
  });
});

describe('the page-level filter format', () => {
  const cases: Array<[string, Partial<SearchCriteria>]> = [
    ['typ=sell&phrase=cottage', { listingType: 'sell', text: 'cottage' }],
    ['urgent=true', { tags: ['urgent'] }],
    ['urgent=false', {}],
    ['na-raty=true&rachunki-wliczone=true', { attributes: { 'na-raty': ['true'], 'rachunki-wliczone': ['true'] } }],
    [
      'dodatkowe[garage]=true&dodatkowe[winda]=true&dodatkowe[parking]=false',
      { attributes: { dodatkowe: ['garage', 'winda'] } },
    ],
    ['dodatkowe[umeblowane]=true&dodatkowe[0]=parking', { attributes: { dodatkowe: ['umeblowane', 'parking'] } }],
    ['blisko[0]=school&blisko[14]=park', { attributes: { blisko: ['school', 'park'] } }],
    ['category=house,detached', { categories: ['house', 'detached'] }],
    ['price[min]=&price[max]=500000&meter[min]=', { priceMax: 50_000_000 }],
  ];
  it.each(cases)('reads %s', (query, expected) => {
    expect(criteriaOf(query)).toEqual({ ...base, ...expected });
  });
});

describe('refusals', () => {
  const cases: Array<[string, Record<string, string[]>]> = [
    ['colour=red', { colour: ['is not a search parameter'] }],
    ['price[min]=cheap', { 'price[min]': ['must be a whole number of pounds'] }],
    ['price[median]=5', { 'price[median]': ['is not a search parameter'] }],
    ['price[min]=9.5', { 'price[min]': ['must be a whole number of pounds'] }],
    ['category=castle', { category: ["unknown category 'castle'"] }],
    ['type=buy', { type: ['must be one of sell, rent, swap, auction, seek-property'] }],
    ['location[lat]=53', { 'location[lon]': ['is required with the other coordinate'] }],
    ['location[lat]=95&location[lon]=0', { 'location[lat]': ['must be a latitude between -90 and 90'] }],
    ['radius=3', { radius: ['needs a location'] }],
    ['rooms=6', { rooms: ['must be one of 1, 2, 3, 4, 5+'] }],
    ['dodatkowe[15]=garage', { 'dodatkowe[15]': ['takes at most 15 entries (indexes 0 to 14)'] }],
    ['dodatkowe=jacuzzi', { dodatkowe: ["unknown value 'jacuzzi'"] }],
    ['dodatkowe[garage]=yes', { 'dodatkowe[garage]': ["must be 'true' or 'false'"] }],
    ['na-raty=1', { 'na-raty': ["must be 'true' or 'false'"] }],
    ['lease-years=0', { 'lease-years': ['must be a whole number of years from 1 to 200'] }],
    ['lease-years=201', { 'lease-years': ['must be a whole number of years from 1 to 200'] }],
    ['bbox=1,2,3', { bbox: ['must be west,south,east,north in degrees'] }],
    ['bbox=-1,54,-2,53', { bbox: ['must be west,south,east,north with west < east and south < north'] }],
    ['polygon=53,-2;54,-2', { polygon: ['must have 3 to 100 points'] }],
    ['sort=relevance', { sort: ['relevance needs q or keywords'] }],
    ['sort=distance', { sort: ['distance needs a location'] }],
    ['price[min]=500&price[max]=100', { 'price[min]': ['must not be above the maximum price'] }],
    ['page=0', { page: ['must be a whole number from 1 to 1000'] }],
    ['limit=101', { limit: ['must be a whole number from 1 to 100'] }],
  ];
  it.each(cases)('refuses %s', (query, expected) => {
    expect(errorsOf(query)).toEqual(expected);
  });

  it('names every wrong parameter at once', () => {
    expect(Object.keys(errorsOf('colour=red&price[min]=x&category=castle&type=buy')).sort()).toEqual([
      'category',
      'colour',
      'price[min]',
      'type',
    ]);
  });
});

describe('round trips', () => {
  it('reads back what searchQuery writes', () => {
    const criteria: SearchCriteria = {
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
    expect(parse(searchQuery(criteria))).toEqual({ ok: true, criteria });
  });

  it('never throws, and what it accepts it writes back the same way', () => {
    const keys = [
      'type',
      'typ',
      'category',
      'price[min]',
      'price[max]',
      'price_max',
      'meter[min]',
      'location[lat]',
      'location[lon]',
      'radius',
      'q',
      'keywords[0]',
      'rooms',
      'condition',
      'dodatkowe[garage]',
      'dodatkowe[3]',
      'blisko[0]',
      'tags',
      'urgent',
      'added',
      'sort',
      'page',
      'limit',
      'bbox',
      'polygon',
      'lease-years',
      'ownership',
      'na-raty',
      'deposit[max]',
      'x',
      '',
      '[]',
      'price[',
      'a[b][c]',
    ];
    const values = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'true',
        'false',
        '1',
        '5+',
        'sell',
        'house',
        'garage',
        '-2.5,53.3,-2.0,53.6',
        '53,-2;54,-2;53.5,-1',
        'nan',
        '1e9',
      ),
      fc.integer({ min: -1000, max: 10_000_000 }).map(String),
      fc.double({ noNaN: false }).map(String),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string()), values), { maxLength: 12 }),
        (pairs) => {
          const params = new URLSearchParams();
          for (const [key, value] of pairs) params.append(key, value);
          const parsed = parseSearchQuery(params);
          if (!parsed.ok) return Object.keys(parsed.errors).length > 0;
          const again = parse(searchQuery(parsed.criteria));
          return again.ok && isDeepStrictEqual(again.criteria, parsed.criteria);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the parameters the parser takes', () => {
  it('are exactly the ones the contract documents', () => {
    expect([...SEARCH_PARAMETER_NAMES].sort()).toEqual(Object.keys(searchParameters()).sort());
  });

  it('include every documented key, brackets and all', () => {
    for (const { key } of searchQueryKeys()) {
      const parsed = parseSearchQuery(new URLSearchParams([[key, 'x']]));
      const problems = parsed.ok ? [] : (parsed.errors[key] ?? []);
      expect(problems, key).not.toContain('is not a search parameter');
    }
  });
});
