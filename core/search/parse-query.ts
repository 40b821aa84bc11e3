// Turns a search query string into SearchCriteria, or says which parameter is wrong.
// Every parameter is known by name: an unknown or malformed one is refused (422),
// never silently ignored, so a URL can't quietly mean something else.
import { CATEGORIES } from '#contract/categories.ts';
import { isListingType, OFFER_TAGS, type OfferTag } from '#contract/listing-types.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '#contract/pagination.ts';
import {
  ADDED_WITHIN,
  type AddedWithin,
  MAX_RADIUS_MILES,
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

type Draft = Omit<SearchCriteria, 'location'> & {
  lat?: number;
  lon?: number;
  locationName?: string;
};

type Parser = (value: string, draft: Draft) => string | undefined;

const wholeNumber = (value: string, max = Number.MAX_SAFE_INTEGER): number | undefined =>
  /^\d{1,15}$/.test(value) && Number(value) <= max ? Number(value) : undefined;
const decimal = (value: string): number | undefined =>
  /^-?\d{1,3}(\.\d{1,10})?$/.test(value) ? Number(value) : undefined;
const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  (choices as readonly string[]).includes(value) ? (value as T) : undefined;

function setPrice(bound: 'priceMin' | 'priceMax'): Parser {
  return (value, draft) => {
    const pounds = wholeNumber(value, 1_000_000_000);
    if (pounds === undefined) return 'must be a whole number of pounds';
    draft[bound] = poundsToPence(pounds);
  };
}

function setArea(bound: 'areaMin' | 'areaMax'): Parser {
  return (value, draft) => {
    const area = wholeNumber(value, 1_000_000);
    if (area === undefined) return 'must be a whole number of square metres';
    draft[bound] = area;
  };
}

function setRooms(field: 'bedrooms' | 'bathrooms'): Parser {
  return (value, draft) => {
    const rooms = oneOf<RoomChoice>(ROOM_CHOICES, value);
    if (!rooms) return `must be one of ${ROOM_CHOICES.join(', ')}`;
    draft[field] = rooms;
  };
}

function addTag(tag: OfferTag): Parser {
  return (value, draft) => {
    if (value !== 'true' && value !== 'false') return "must be 'true' or 'false'";
    if (value === 'true' && !draft.tags.includes(tag)) draft.tags.push(tag);
  };
}

const setText: Parser = (value, draft) => {
  if (value.length > MAX_TEXT) return `must be at most ${MAX_TEXT} characters`;
  draft.text = value;
};

const setListingType: Parser = (value, draft) => {
  if (!isListingType(value)) return 'must be one of sell, rent, swap, auction, seek-property';
  draft.listingType = value;
};

const PARSERS: Record<string, Parser> = {
  type: setListingType,
  typ: setListingType,
  'ad-type': (value, draft) => {
    if (value !== 'seek-property') return "must be 'seek-property'";
    draft.listingType = 'seek-property';
  },
  category: (value, draft) => {
    const slugs = value
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean);
    const unknown = slugs.filter((slug) => !KNOWN_SLUGS.has(slug));
    if (unknown.length > 0) return `unknown category ${unknown.map((slug) => `'${slug}'`).join(', ')}`;
    draft.categories = [...new Set([...draft.categories, ...slugs])];
  },
  'price[min]': setPrice('priceMin'),
  'price[max]': setPrice('priceMax'),
  price_max: setPrice('priceMax'),
  'meter[min]': setArea('areaMin'),
  'meter[max]': setArea('areaMax'),
  'location[lat]': (value, draft) => {
    const lat = decimal(value);
    if (lat === undefined || lat < -90 || lat > 90) return 'must be a latitude between -90 and 90';
    draft.lat = lat;
  },
  'location[lon]': (value, draft) => {
    const lon = decimal(value);
    if (lon === undefined || lon < -180 || lon > 180) return 'must be a longitude between -180 and 180';
    draft.lon = lon;
  },
  'location[display_name]': (value, draft) => {
    if (value.length > MAX_TEXT) return `must be at most ${MAX_TEXT} characters`;
    draft.locationName = value;
  },
  radius: (value, draft) => {
    const miles = decimal(value);
    if (miles === undefined || miles <= 0 || miles > MAX_RADIUS_MILES) {
      return `must be a number of miles above 0 and at most ${MAX_RADIUS_MILES}`;
    }
    draft.radiusMiles = miles;
  },
  q: setText,
  phrase: setText,
  rooms: setRooms('bedrooms'),
  'number-of-rooms': setRooms('bedrooms'),
  bathrooms: setRooms('bathrooms'),
  tags: (value, draft) => {
    const tags = value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    const unknown = tags.filter((tag) => !(OFFER_TAGS as readonly string[]).includes(tag));
    if (unknown.length > 0) return `unknown tag ${unknown.map((tag) => `'${tag}'`).join(', ')}`;
    draft.tags = [...new Set([...draft.tags, ...(tags as OfferTag[])])];
  },
  urgent: addTag('urgent'),
  'super-deal': addTag('super-deal'),
  investment: addTag('investment'),
  added: (value, draft) => {
    const added = oneOf<AddedWithin>(ADDED_WITHIN, value);
    if (!added) return `must be one of ${ADDED_WITHIN.join(', ')}`;
    draft.added = added;
  },
  sort: (value, draft) => {
    const sort = oneOf<Sort>(SORTS, value);
    if (!sort) return `must be one of ${SORTS.join(', ')}`;
    draft.sort = sort;
  },
  page: (value, draft) => {
    const page = wholeNumber(value, MAX_PAGE);
    if (page === undefined || page < 1) return `must be a whole number from 1 to ${MAX_PAGE}`;
    draft.page = page;
  },
  limit: (value, draft) => {
    const perPage = wholeNumber(value, MAX_PER_PAGE);
    if (perPage === undefined || perPage < 1) return `must be a whole number from 1 to ${MAX_PER_PAGE}`;
    draft.perPage = perPage;
  },
};
PARSERS.per_page = PARSERS.limit as Parser;

export function parseSearchQuery(params: URLSearchParams): ParsedSearch {
  const draft: Draft = { categories: [], tags: [], sort: 'newest', page: 1, perPage: DEFAULT_PER_PAGE };
  const errors: FieldErrors = {};
  const fail = (key: string, message: string): void => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  for (const [key, raw] of params) {
    const value = raw.trim();
    // Empty values are dropped, as the spec's client drops them.
    if (value === '') continue;
    const parse = PARSERS[key];
    if (!parse) {
      fail(key, 'is not a search parameter');
      continue;
    }
    const problem = parse(value, draft);
    if (problem) fail(key, problem);
  }
  checkRelations(draft, fail);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { lat, lon, locationName, ...criteria } = draft;
  return {
    ok: true,
    criteria: {
      ...criteria,
      ...(lat !== undefined && lon !== undefined
        ? { location: locationName === undefined ? { lat, lon } : { lat, lon, name: locationName } }
        : {}),
    },
  };
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
}
