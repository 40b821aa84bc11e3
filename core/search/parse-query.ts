// Turns a search query string into SearchCriteria, or says which parameter is wrong.
// It reads both query formats (docs/search.md): the search criteria (type,
// category, price[min], location[lat], rooms, attribute slugs as keys...) and the
// page-level filter (typ, phrase, urgent, dodatkowe[garage]=true, blisko[0]=...).
// Every parameter is known by name: an unknown or malformed one is refused (422),
// never ignored, so a URL cannot quietly mean something else.
import { ATTRIBUTES, type AttributeDefinition, MAX_INDEXED_ENTRIES } from '#contract/attributes.ts';
import { CATEGORIES } from '#contract/categories.ts';
import { isListingType, OFFER_TAGS, type OfferTag } from '#contract/listing-types.ts';
import { MAX_PER_PAGE } from '#contract/pagination.ts';
import {
  ADDED_WITHIN,
  type AddedWithin,
  emptyCriteria,
  type LatLon,
  MAX_KEYWORDS,
  MAX_RADIUS_MILES,
  POLYGON_MAX_POINTS,
  POLYGON_MIN_POINTS,
  poundsToPence,
  ROOM_CHOICES,
  type RoomChoice,
  type SearchCriteria,
  SORTS,
  type Sort,
} from '#contract/search.ts';
import type { FieldErrors } from '#core/errors.ts';

export type ParsedSearch = { ok: true; criteria: SearchCriteria } | { ok: false; errors: FieldErrors };

const KNOWN_SLUGS = new Set(CATEGORIES.flatMap((root) => [root.slug, ...root.children.map((child) => child.slug)]));
const MAX_PAGE = 1000;
const MAX_TEXT = 200;
const MAX_KEYWORD = 60;

type Draft = SearchCriteria & { lat?: number; lon?: number; locationName?: string };
/** One parameter: `name` or `name[sub]`, and its (trimmed, non-empty) value. */
type Param = { key: string; name: string; sub: string | undefined; value: string };
type Parser = (param: Param, draft: Draft) => string | undefined;

const wholeNumber = (value: string, max = Number.MAX_SAFE_INTEGER): number | undefined =>
  /^\d{1,15}$/.test(value) && Number(value) <= max ? Number(value) : undefined;
const decimal = (value: string): number | undefined =>
  /^-?\d{1,3}(\.\d{1,17})?$/.test(value) ? Number(value) : undefined;
const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  (choices as readonly string[]).includes(value) ? (value as T) : undefined;
const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const addUnique = <T>(target: T[], items: readonly T[]): T[] => [...new Set([...target, ...items])];

/** Parameters that take no `[sub]` part. */
function plain(parse: (value: string, draft: Draft) => string | undefined): Parser {
  return (param, draft) => (param.sub === undefined ? parse(param.value, draft) : 'is not a search parameter');
}

/** `name[min]` and `name[max]` bounds. */
function bounds(set: (bound: 'min' | 'max', value: string, draft: Draft) => string | undefined): Parser {
  return (param, draft) =>
    param.sub === 'min' || param.sub === 'max' ? set(param.sub, param.value, draft) : 'is not a search parameter';
}

const priceBound = (bound: 'min' | 'max', value: string, draft: Draft): string | undefined => {
  const pounds = wholeNumber(value, 1_000_000_000);
  if (pounds === undefined) return 'must be a whole number of pounds';
  draft[bound === 'min' ? 'priceMin' : 'priceMax'] = poundsToPence(pounds);
};

const rooms = (field: 'bedrooms' | 'bathrooms' | 'receptionRooms' | 'parkingSpaces') =>
  plain((value, draft) => {
    const choice = oneOf<RoomChoice>(ROOM_CHOICES, value);
    if (!choice) return `must be one of ${ROOM_CHOICES.join(', ')}`;
    draft[field] = choice;
  });

const text = plain((value, draft) => {
  if (value.length > MAX_TEXT) return `must be at most ${MAX_TEXT} characters`;
  draft.text = value;
});

const listingType = plain((value, draft) => {
  if (!isListingType(value)) return 'must be one of sell, rent, swap, auction, seek-property';
  draft.listingType = value;
});

function tagFlag(tag: OfferTag): Parser {
  return plain((value, draft) => {
    if (value !== 'true' && value !== 'false') return "must be 'true' or 'false'";
    if (value === 'true') draft.tags = addUnique(draft.tags, [tag]);
  });
}

/** A list parameter: `name=a,b`, `name[0]=a` ... `name[14]=...`, `name[]=a`, or repeated `name=a`. */
function listValues(param: Param): { values: string[] } | { problem: string } {
  if (param.sub === undefined || param.sub === '') return { values: listOf(param.value) };
  const index = wholeNumber(param.sub);
  if (index === undefined) return { problem: 'is not a search parameter' };
  if (index >= MAX_INDEXED_ENTRIES)
    return { problem: `takes at most ${MAX_INDEXED_ENTRIES} entries (indexes 0 to 14)` };
  return { values: [param.value] };
}

/** Parameters named after a catalogue attribute (criteria format and page-level filter alike). */
function attributeParser(attribute: AttributeDefinition): Parser {
  return (param, draft) => {
    if (attribute.type === 'boolean') {
      if (param.sub !== undefined) return 'is not a search parameter';
      if (param.value === 'false') return;
      if (param.value !== 'true') return "must be 'true' or 'false'";
      draft.attributes[attribute.slug] = ['true'];
      return;
    }
    if (attribute.type === 'number') {
      if (param.sub !== 'min' && param.sub !== 'max') return 'is not a search parameter';
      const amount = wholeNumber(param.value, 1_000_000_000);
      if (amount === undefined)
        return attribute.unit === 'pence' ? 'must be a whole number of pounds' : 'must be a whole number';
      const range = { ...draft.ranges[attribute.slug] };
      range[param.sub] = attribute.unit === 'pence' ? poundsToPence(amount) : amount;
      draft.ranges[attribute.slug] = range;
      return;
    }
    const known = new Set(attribute.options.map((option) => option.slug));
    // Page-level filter: dodatkowe[garage]=true.
    if (param.sub !== undefined && known.has(param.sub)) {
      if (param.value !== 'true' && param.value !== 'false') return "must be 'true' or 'false'";
      if (param.value === 'true')
        draft.attributes[attribute.slug] = addUnique(draft.attributes[attribute.slug] ?? [], [param.sub]);
      return;
    }
    const listed = listValues(param);
    if ('problem' in listed) return listed.problem;
    const unknown = listed.values.filter((value) => !known.has(value));
    if (unknown.length > 0) return `unknown value ${unknown.map((value) => `'${value}'`).join(', ')}`;
    const merged = addUnique(draft.attributes[attribute.slug] ?? [], listed.values);
    if (merged.length > MAX_INDEXED_ENTRIES) return `takes at most ${MAX_INDEXED_ENTRIES} values`;
    draft.attributes[attribute.slug] = merged;
  };
}

const PARSERS: Record<string, Parser> = {
  type: listingType,
  typ: listingType,
  'ad-type': plain((value, draft) => {
    if (value !== 'seek-property') return "must be 'seek-property'";
    draft.listingType = 'seek-property';
  }),
  category: (param, draft) => {
    const listed = listValues(param);
    if ('problem' in listed) return listed.problem;
    const unknown = listed.values.filter((slug) => !KNOWN_SLUGS.has(slug));
    if (unknown.length > 0) return `unknown category ${unknown.map((slug) => `'${slug}'`).join(', ')}`;
    draft.categories = addUnique(draft.categories, listed.values);
  },
  price: bounds(priceBound),
  price_max: plain((value, draft) => priceBound('max', value, draft)),
  meter: bounds((bound, value, draft) => {
    const area = wholeNumber(value, 1_000_000);
    if (area === undefined) return 'must be a whole number of square metres';
    draft[bound === 'min' ? 'areaMin' : 'areaMax'] = area;
  }),
  location: (param, draft) => {
    if (param.sub === 'display_name') {
      if (param.value.length > MAX_TEXT) return `must be at most ${MAX_TEXT} characters`;
      draft.locationName = param.value;
      return;
    }
    if (param.sub !== 'lat' && param.sub !== 'lon') return 'is not a search parameter';
    const degrees = decimal(param.value);
    const limit = param.sub === 'lat' ? 90 : 180;
    if (degrees === undefined || Math.abs(degrees) > limit) {
      return param.sub === 'lat' ? 'must be a latitude between -90 and 90' : 'must be a longitude between -180 and 180';
    }
    draft[param.sub] = degrees;
  },
  radius: plain((value, draft) => {
    const miles = decimal(value);
    if (miles === undefined || miles <= 0 || miles > MAX_RADIUS_MILES) {
      return `must be a number of miles above 0 and at most ${MAX_RADIUS_MILES}`;
    }
    draft.radiusMiles = miles;
  }),
  bbox: plain((value, draft) => {
    const numbers = value.split(',').map((part) => decimal(part.trim()));
    const [west, south, east, north] = numbers;
    if (numbers.length !== 4 || numbers.some((n) => n === undefined)) return 'must be west,south,east,north in degrees';
    if (west === undefined || south === undefined || east === undefined || north === undefined) return;
    if (south < -90 || north > 90 || south >= north || west < -180 || east > 180 || west >= east) {
      return 'must be west,south,east,north with west < east and south < north';
    }
    draft.bbox = { west, south, east, north };
  }),
  polygon: plain((value, draft) => {
    const points: LatLon[] = [];
    for (const pair of value.split(';')) {
      const [lat, lon, extra] = pair.split(',').map((part) => decimal(part.trim()));
      if (lat === undefined || lon === undefined || extra !== undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        return 'must be lat,lon points separated by semicolons';
      }
      points.push({ lat, lon });
    }
    if (points.length < POLYGON_MIN_POINTS || points.length > POLYGON_MAX_POINTS) {
      return `must have ${POLYGON_MIN_POINTS} to ${POLYGON_MAX_POINTS} points`;
    }
    draft.polygon = points;
  }),
  q: text,
  phrase: text,
  keywords: (param, draft) => {
    // Each entry is one keyword (a keyword may itself hold spaces).
    if (param.sub !== undefined && param.sub !== '' && wholeNumber(param.sub) === undefined) {
      return 'is not a search parameter';
    }
    if (param.value.length > MAX_KEYWORD) return `must be at most ${MAX_KEYWORD} characters each`;
    const keyword = param.value.toLowerCase();
    if (!draft.keywords.includes(keyword)) draft.keywords.push(keyword);
    if (draft.keywords.length > MAX_KEYWORDS) return `takes at most ${MAX_KEYWORDS} keywords`;
  },
  rooms: rooms('bedrooms'),
  'number-of-rooms': rooms('bedrooms'),
  bathrooms: rooms('bathrooms'),
  'reception-rooms': rooms('receptionRooms'),
  'parking-spaces': rooms('parkingSpaces'),
  condition: (param, draft) => {
    const listed = listValues(param);
    if ('problem' in listed) return listed.problem;
    const known = optionsOf('condition');
    const unknown = listed.values.filter((value) => !known.has(value));
    if (unknown.length > 0) return `unknown value ${unknown.map((value) => `'${value}'`).join(', ')}`;
    draft.conditions = addUnique(draft.conditions, listed.values);
  },
  'lease-years': (param, draft) => {
    if (param.sub !== undefined && param.sub !== 'min') return 'is not a search parameter';
    const years = wholeNumber(param.value, 200);
    if (years === undefined || years < 1) return 'must be a whole number of years from 1 to 200';
    draft.leaseYearsMin = years;
  },
  tags: (param, draft) => {
    const listed = listValues(param);
    if ('problem' in listed) return listed.problem;
    const unknown = listed.values.filter((tag) => !(OFFER_TAGS as readonly string[]).includes(tag));
    if (unknown.length > 0) return `unknown tag ${unknown.map((tag) => `'${tag}'`).join(', ')}`;
    draft.tags = addUnique(draft.tags, listed.values as OfferTag[]);
  },
  urgent: tagFlag('urgent'),
  'super-deal': tagFlag('super-deal'),
  investment: tagFlag('investment'),
  added: plain((value, draft) => {
    if (value === 'anytime' || value === 'none') return;
    const added = oneOf<AddedWithin>(ADDED_WITHIN, value);
    if (!added) return `must be one of ${ADDED_WITHIN.join(', ')} or anytime`;
    draft.added = added;
  }),
  sort: plain((value, draft) => {
    const sort = oneOf<Sort>(SORTS, value);
    if (!sort) return `must be one of ${SORTS.join(', ')}`;
    draft.sort = sort;
  }),
  page: plain((value, draft) => {
    const page = wholeNumber(value, MAX_PAGE);
    if (page === undefined || page < 1) return `must be a whole number from 1 to ${MAX_PAGE}`;
    draft.page = page;
  }),
  limit: plain((value, draft) => {
    const perPage = wholeNumber(value, MAX_PER_PAGE);
    if (perPage === undefined || perPage < 1) return `must be a whole number from 1 to ${MAX_PER_PAGE}`;
    draft.perPage = perPage;
  }),
};
PARSERS.per_page = PARSERS.limit as Parser;
// Every other catalogue attribute is a parameter named by its slug.
for (const attribute of ATTRIBUTES) PARSERS[attribute.slug] ??= attributeParser(attribute);

/** The names the parser takes (the contract documents each: contract/search-parameters.ts). */
export const SEARCH_PARAMETER_NAMES: readonly string[] = Object.keys(PARSERS);

function optionsOf(slug: string): Set<string> {
  const attribute = ATTRIBUTES.find((candidate) => candidate.slug === slug);
  return new Set(attribute && 'options' in attribute ? attribute.options.map((option) => option.slug) : []);
}

const KEY = /^([a-z0-9_-]{1,40})(?:\[([a-z0-9_-]{0,40})\])?$/i;

export function parseSearchQuery(params: URLSearchParams): ParsedSearch {
  const draft: Draft = emptyCriteria();
  const errors: FieldErrors = {};
  const fail = (key: string, message: string): void => {
    errors[key] = [...(Object.hasOwn(errors, key) ? (errors[key] ?? []) : []), message];
  };
  for (const [key, raw] of params) {
    const value = raw.trim();
    // Empty values are dropped: an empty field means the same as no field.
    if (value === '') continue;
    const match = KEY.exec(key);
    // Own properties only: 'valueOf' or 'constructor' are not parameters.
    const parse = match?.[1] && Object.hasOwn(PARSERS, match[1]) ? PARSERS[match[1]] : undefined;
    if (!match?.[1] || !parse) {
      fail(key.slice(0, 60), 'is not a search parameter');
      continue;
    }
    try {
      const problem = parse({ key, name: match[1], sub: match[2], value }, draft);
      if (problem) fail(key, problem);
    } catch {
      fail(key, 'is not valid');
    }
  }
  checkRelations(draft, (key, message) => {
    // A coordinate that was given but wrong already has its message.
    if (!errors['location[lat]'] && !errors['location[lon]']) fail(key, message);
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { lat, lon, locationName, ...criteria } = draft;
  if (lat !== undefined && lon !== undefined) {
    criteria.location = locationName === undefined ? { lat, lon } : { lat, lon, name: locationName };
  }
  return { ok: true, criteria };
}

function checkRelations(draft: Draft, fail: (key: string, message: string) => void): void {
  if ((draft.lat === undefined) !== (draft.lon === undefined)) {
    fail(draft.lat === undefined ? 'location[lat]' : 'location[lon]', 'is required with the other coordinate');
  }
  if (draft.priceMin !== undefined && draft.priceMax !== undefined && draft.priceMin > draft.priceMax) {
    fail('price[min]', 'must not be above the maximum price');
  }
  if (draft.areaMin !== undefined && draft.areaMax !== undefined && draft.areaMin > draft.areaMax) {
    fail('meter[min]', 'must not be above the maximum area');
  }
  if (draft.sort === 'distance' && draft.lat === undefined) fail('sort', 'distance needs a location');
  if (draft.sort === 'relevance' && !draft.text && draft.keywords.length === 0)
    fail('sort', 'relevance needs q or keywords');
  if (draft.radiusMiles !== undefined && draft.lat === undefined) fail('radius', 'needs a location');
}
