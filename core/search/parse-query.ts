// Turns a search query string into SearchCriteria. It reads both query formats
// (docs/search.md): the search criteria (type, category, price[min], location[lat],
// rooms, attribute slugs as keys...) and the page-level filter (typ, phrase, urgent,
// dodatkowe[garage]=true, blisko[0]=...).
// It never refuses: links come from mail clients, old bookmarks, other sites and people
// typing, and a search that shows results for what it could read is worth more than an
// error page. So an unknown parameter is ignored, a value that cannot be read is
// dropped, and what can be read is read generously ('£250,000', 'Rent', 'yes').
// Everything left out is listed in `ignored`, so a caller can say so.
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

/** A parameter the parser left out, and why. */
export type IgnoredParameter = { key: string; reason: string };

export type ParsedSearch = {
  criteria: SearchCriteria;
  /** What was left out: unknown parameters and values that could not be read. Empty when all was read. */
  ignored: IgnoredParameter[];
  /**
   * A place given by name only (location=london, location[name]=London): the caller
   * looks it up (core/search/resolve-place.ts). Until then the criteria keep the radius
   * and the distance sort that were asked for around it.
   */
  placeName?: string;
};

const KNOWN_SLUGS = new Set(CATEGORIES.flatMap((root) => [root.slug, ...root.children.map((child) => child.slug)]));
const MAX_PAGE = 1000;
const MAX_TEXT = 200;
const MAX_KEYWORD = 60;
const MAX_POUNDS = 1_000_000_000;
const MAX_SQUARE_METRES = 1_000_000;
/** A URL can name any number of wrong parameters; the answer lists this many. */
const MAX_IGNORED = 20;
const NOT_A_PARAMETER = 'is not a search parameter';

type Draft = SearchCriteria & { lat?: number; lon?: number; locationName?: string };
/** One parameter: `name` or `name[sub]` (both in lower case), and its trimmed, non-empty value. */
type Param = { key: string; name: string; sub: string | undefined; value: string };
/** Reads one parameter into the draft; returns why it was left out, if it was. */
type Parser = (param: Param, draft: Draft) => string | undefined;

/**
 * An amount as people write it: '250000', '£250,000', '1 250 000', '250000.5', '250k',
 * '1.5m'. Rounded to a whole number; undefined when it is not an amount.
 */
function amount(value: string, max: number): number | undefined {
  const match = /^(\d+(?:\.\d+)?)([km])?$/i.exec(value.replace(/[£,\s_]/g, ''));
  if (!match?.[1]) return undefined;
  const factor = { k: 1_000, m: 1_000_000 }[match[2]?.toLowerCase() ?? ''] ?? 1;
  const whole = Math.round(Number(match[1]) * factor);
  return whole <= max ? whole : undefined;
}

const decimal = (value: string): number | undefined =>
  /^-?\d{1,3}(\.\d{1,17})?$/.test(value) ? Number(value) : undefined;

/** A choice as links write it: any case, underscores or spaces for hyphens ('PRICE_ASC' is 'price-asc'). */
const choiceKey = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined => {
  const key = choiceKey(value);
  return (choices as readonly string[]).includes(key) ? (key as T) : undefined;
};

/** Flags are set by 'true', and by what forms and people send for yes: '1', 'on', 'yes'. Anything else leaves them unset. */
const isSet = (value: string): boolean => ['true', '1', 'on', 'yes'].includes(value.toLowerCase());

const listOf = (value: string): string[] => value.split(',').map(choiceKey).filter(Boolean);

const addUnique = <T>(target: T[], items: readonly T[]): T[] => [...new Set([...target, ...items])];

const unknownValues = (values: string[]): string => `unknown value ${values.map((value) => `'${value}'`).join(', ')}`;

/** Parameters that take no `[sub]` part. */
function plain(parse: (value: string, draft: Draft) => string | undefined): Parser {
  return (param, draft) => (param.sub === undefined ? parse(param.value, draft) : NOT_A_PARAMETER);
}

/** `name[min]` and `name[max]` bounds. */
function bounds(set: (bound: 'min' | 'max', value: string, draft: Draft) => string | undefined): Parser {
  return (param, draft) =>
    param.sub === 'min' || param.sub === 'max' ? set(param.sub, param.value, draft) : NOT_A_PARAMETER;
}

const priceBound = (bound: 'min' | 'max', value: string, draft: Draft): string | undefined => {
  const pounds = amount(value, MAX_POUNDS);
  if (pounds === undefined) return 'is not an amount of pounds';
  draft[bound === 'min' ? 'priceMin' : 'priceMax'] = poundsToPence(pounds);
};

/** 1 to 4 or '5+'; a larger whole number reads as '5+' (at least five). */
const rooms = (field: 'bedrooms' | 'bathrooms' | 'receptionRooms' | 'parkingSpaces') =>
  plain((value, draft) => {
    const many = /^\d{1,3}$/.test(value) && Number(value) >= 5;
    const choice = many ? '5+' : oneOf<RoomChoice>(ROOM_CHOICES, value);
    if (!choice) return `is not one of ${ROOM_CHOICES.join(', ')}`;
    draft[field] = choice;
  });

/** Free text: what is longer than the limit is cut, not refused. */
const shortened = (value: string, max: number): string => Array.from(value).slice(0, max).join('').trim();

const text = plain((value, draft) => {
  draft.text = shortened(value, MAX_TEXT);
});

const listingType = plain((value, draft) => {
  const type = choiceKey(value);
  if (!isListingType(type)) return 'is not a listing type';
  draft.listingType = type;
});

function tagFlag(tag: OfferTag): Parser {
  return plain((value, draft) => {
    if (isSet(value)) draft.tags = addUnique(draft.tags, [tag]);
  });
}

/** A list parameter: `name=a,b`, `name[0]=a` ... `name[14]=...`, `name[]=a`, or repeated `name=a`. */
function listValues(param: Param): { values: string[] } | { problem: string } {
  if (param.sub === undefined || param.sub === '') return { values: listOf(param.value) };
  if (!/^\d{1,5}$/.test(param.sub)) return { problem: NOT_A_PARAMETER };
  if (Number(param.sub) >= MAX_INDEXED_ENTRIES) return { problem: `takes indexes 0 to ${MAX_INDEXED_ENTRIES - 1}` };
  return { values: listOf(param.value) };
}

/** Adds the known values of a list parameter; names the unknown ones. */
function addKnown(
  param: Param,
  known: (value: string) => boolean,
  add: (values: string[]) => void,
): string | undefined {
  const listed = listValues(param);
  if ('problem' in listed) return listed.problem;
  add(listed.values.filter(known));
  const unknown = listed.values.filter((value) => !known(value));
  if (unknown.length > 0) return unknownValues(unknown);
}

/** Number-attribute bounds (deposit), in pounds for money, whole units otherwise. */
function rangeBound(
  attribute: Extract<AttributeDefinition, { type: 'number' }>,
  param: Param,
  draft: Draft,
): string | undefined {
  if (param.sub !== 'min' && param.sub !== 'max') return NOT_A_PARAMETER;
  const read = amount(param.value, MAX_POUNDS);
  if (read === undefined) return 'is not a number';
  const range = { ...draft.ranges[attribute.slug] };
  range[param.sub] = attribute.unit === 'pence' ? poundsToPence(read) : read;
  draft.ranges[attribute.slug] = range;
}

/** Parameters named after a catalogue attribute (criteria format and page-level filter alike). */
function attributeParser(attribute: AttributeDefinition): Parser {
  return (param, draft) => {
    if (attribute.type === 'boolean') {
      if (param.sub !== undefined) return NOT_A_PARAMETER;
      if (isSet(param.value)) draft.attributes[attribute.slug] = ['true'];
      return;
    }
    if (attribute.type === 'number') return rangeBound(attribute, param, draft);
    const options = new Set(attribute.options.map((option) => option.slug));
    const add = (values: string[]) => {
      const merged = addUnique(draft.attributes[attribute.slug] ?? [], values);
      if (merged.length > 0) draft.attributes[attribute.slug] = merged.slice(0, MAX_INDEXED_ENTRIES);
    };
    // Page-level filter: dodatkowe[garage]=true.
    if (param.sub !== undefined && options.has(param.sub)) {
      if (isSet(param.value)) add([param.sub]);
      return;
    }
    if (param.sub !== undefined && param.sub !== '' && !/^\d+$/.test(param.sub)) return unknownValues([param.sub]);
    return addKnown(param, (value) => options.has(value), add);
  };
}

function optionsOf(slug: string): Set<string> {
  const attribute = ATTRIBUTES.find((candidate) => candidate.slug === slug);
  return new Set(attribute && 'options' in attribute ? attribute.options.map((option) => option.slug) : []);
}

const CONDITIONS = optionsOf('condition');

const sort = plain((value, draft) => {
  const chosen = oneOf<Sort>(SORTS, value);
  if (!chosen) return `is not one of ${SORTS.join(', ')}`;
  draft.sort = chosen;
});

/** A whole number kept within 1 and `max` (page 5000 is the last page there is). */
const withinOneAnd = (max: number, set: (draft: Draft, value: number) => void) =>
  plain((value, draft) => {
    const read = amount(value, Number.MAX_SAFE_INTEGER);
    if (read === undefined || read < 1) return `is not a whole number from 1 to ${max}`;
    set(draft, Math.min(read, max));
  });

const PARSERS: Record<string, Parser> = {
  type: listingType,
  typ: listingType,
  'ad-type': plain((value, draft) => {
    if (choiceKey(value) !== 'seek-property') return "is not 'seek-property'";
    draft.listingType = 'seek-property';
  }),
  category: (param, draft) =>
    addKnown(
      param,
      (slug) => KNOWN_SLUGS.has(slug),
      (slugs) => {
        draft.categories = addUnique(draft.categories, slugs);
      },
    ),
  price: bounds(priceBound),
  price_max: plain((value, draft) => priceBound('max', value, draft)),
  meter: bounds((bound, value, draft) => {
    const area = amount(value, MAX_SQUARE_METRES);
    if (area === undefined) return 'is not a number of square metres';
    draft[bound === 'min' ? 'areaMin' : 'areaMax'] = area;
  }),
  location: (param, draft) => {
    // location=london, location[name]=London: a place by name (or the name of the point given).
    if (param.sub === undefined || param.sub === 'name' || param.sub === 'display_name') {
      draft.locationName = shortened(param.value, MAX_TEXT);
      return;
    }
    if (param.sub !== 'lat' && param.sub !== 'lon') return NOT_A_PARAMETER;
    const degrees = decimal(param.value);
    const limit = param.sub === 'lat' ? 90 : 180;
    if (degrees === undefined || Math.abs(degrees) > limit) {
      return param.sub === 'lat' ? 'is not a latitude between -90 and 90' : 'is not a longitude between -180 and 180';
    }
    draft[param.sub] = degrees;
  },
  radius: plain((value, draft) => {
    const miles = decimal(value);
    if (miles === undefined || miles <= 0) return 'is not a number of miles above 0';
    draft.radiusMiles = Math.min(miles, MAX_RADIUS_MILES);
  }),
  bbox: plain((value, draft) => {
    const [west, south, east, north, ...extra] = value.split(',').map((part) => decimal(part.trim()));
    if (west === undefined || south === undefined || east === undefined || north === undefined || extra.length > 0) {
      return 'is not west,south,east,north in degrees';
    }
    if (south < -90 || north > 90 || south >= north || west < -180 || east > 180 || west >= east) {
      return 'is not west,south,east,north with west < east and south < north';
    }
    draft.bbox = { west, south, east, north };
  }),
  polygon: plain((value, draft) => {
    const points: LatLon[] = [];
    for (const pair of value.split(';')) {
      const [lat, lon, extra] = pair.split(',').map((part) => decimal(part.trim()));
      if (lat === undefined || lon === undefined || extra !== undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        return 'is not lat,lon points separated by semicolons';
      }
      points.push({ lat, lon });
    }
    if (points.length < POLYGON_MIN_POINTS || points.length > POLYGON_MAX_POINTS) {
      return `does not have ${POLYGON_MIN_POINTS} to ${POLYGON_MAX_POINTS} points`;
    }
    draft.polygon = points;
  }),
  q: text,
  phrase: text,
  keywords: (param, draft) => {
    // Each entry is one keyword (a keyword may itself hold spaces).
    if (param.sub !== undefined && param.sub !== '' && !/^\d{1,5}$/.test(param.sub)) return NOT_A_PARAMETER;
    const keyword = shortened(param.value.toLowerCase(), MAX_KEYWORD);
    if (draft.keywords.includes(keyword)) return;
    if (draft.keywords.length >= MAX_KEYWORDS) return `takes at most ${MAX_KEYWORDS} keywords`;
    draft.keywords.push(keyword);
  },
  rooms: rooms('bedrooms'),
  'number-of-rooms': rooms('bedrooms'),
  bathrooms: rooms('bathrooms'),
  'reception-rooms': rooms('receptionRooms'),
  'parking-spaces': rooms('parkingSpaces'),
  condition: (param, draft) =>
    addKnown(
      param,
      (value) => CONDITIONS.has(value),
      (values) => {
        draft.conditions = addUnique(draft.conditions, values);
      },
    ),
  'lease-years': (param, draft) => {
    if (param.sub !== undefined && param.sub !== 'min') return NOT_A_PARAMETER;
    const years = amount(param.value, 200);
    if (years === undefined || years < 1) return 'is not a whole number of years from 1 to 200';
    draft.leaseYearsMin = years;
  },
  tags: (param, draft) =>
    addKnown(
      param,
      (tag) => (OFFER_TAGS as readonly string[]).includes(tag),
      (tags) => {
        draft.tags = addUnique(draft.tags, tags as OfferTag[]);
      },
    ),
  urgent: tagFlag('urgent'),
  pilne: tagFlag('urgent'),
  'super-deal': tagFlag('super-deal'),
  investment: tagFlag('investment'),
  added: plain((value, draft) => {
    const key = choiceKey(value);
    if (key === 'anytime' || key === 'none') return;
    const added = oneOf<AddedWithin>(ADDED_WITHIN, key);
    if (!added) return `is not one of ${ADDED_WITHIN.join(', ')} or anytime`;
    draft.added = added;
  }),
  sort,
  order_by: sort,
  order: sort,
  page: withinOneAnd(MAX_PAGE, (draft, page) => {
    draft.page = page;
  }),
  limit: withinOneAnd(MAX_PER_PAGE, (draft, perPage) => {
    draft.perPage = perPage;
  }),
};
PARSERS.per_page = PARSERS.limit as Parser;
// Every other catalogue attribute is a parameter named by its slug; extras and nearby
// are the English names of dodatkowe and blisko.
for (const attribute of ATTRIBUTES) PARSERS[attribute.slug] ??= attributeParser(attribute);
PARSERS.extras = PARSERS.dodatkowe as Parser;
PARSERS.nearby = PARSERS.blisko as Parser;

/** The names the parser takes (the contract documents each: contract/search-parameters.ts). */
export const SEARCH_PARAMETER_NAMES: readonly string[] = Object.keys(PARSERS);

const KEY = /^([a-z0-9_-]{1,40})(?:\[([a-z0-9_-]{0,40})\])?$/i;

export function parseSearchQuery(params: URLSearchParams): ParsedSearch {
  const draft: Draft = emptyCriteria();
  const ignored: IgnoredParameter[] = [];
  const ignore = (key: string, reason: string): void => {
    if (ignored.length < MAX_IGNORED) ignored.push({ key: key.slice(0, 60), reason });
  };
  for (const [key, raw] of params) {
    const value = raw.trim();
    // Empty values are dropped: an empty field means the same as no field.
    if (value === '') continue;
    const match = KEY.exec(key);
    const name = match?.[1]?.toLowerCase();
    // Own properties only: 'valueOf' or 'constructor' are not parameters.
    const parse = name && Object.hasOwn(PARSERS, name) ? PARSERS[name] : undefined;
    if (!name || !parse) {
      ignore(key, NOT_A_PARAMETER);
      continue;
    }
    const problem = parse({ key, name, sub: match?.[2]?.toLowerCase(), value }, draft);
    if (problem) ignore(key, problem);
  }
  return settle(draft, ignore, ignored);
}

/** What only makes sense together: a point needs both coordinates, a radius a place, a sort what it sorts by. */
function settle(
  draft: Draft,
  ignore: (key: string, reason: string) => void,
  ignored: IgnoredParameter[],
): ParsedSearch {
  const { lat, lon, locationName, ...criteria } = draft;
  let placeName: string | undefined;
  if (lat !== undefined && lon !== undefined) {
    criteria.location = locationName === undefined ? { lat, lon } : { lat, lon, name: locationName };
  } else {
    if (lat !== undefined) ignore('location[lat]', 'needs the other coordinate');
    if (lon !== undefined) ignore('location[lon]', 'needs the other coordinate');
    // A map area or a drawn shape is where to search; a place name beside it is not.
    if (locationName !== undefined && (criteria.bbox || criteria.polygon))
      ignore('location', 'the map area is searched');
    else placeName = locationName;
  }
  const somewhere = criteria.location !== undefined || placeName !== undefined;
  if (criteria.radiusMiles !== undefined && !somewhere) {
    delete criteria.radiusMiles;
    ignore('radius', 'needs a location');
  }
  if (criteria.sort === 'distance' && !somewhere) {
    criteria.sort = 'newest';
    ignore('sort', 'distance needs a location');
  }
  if (criteria.sort === 'relevance' && !criteria.text && criteria.keywords.length === 0) {
    criteria.sort = 'newest';
    ignore('sort', 'relevance needs q or keywords');
  }
  orderBounds(criteria);
  return placeName === undefined ? { criteria, ignored } : { criteria, ignored, placeName };
}

/** A minimum above its maximum is the two typed the wrong way round. */
function orderBounds(criteria: SearchCriteria): void {
  const swap = (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
  const price = swap(criteria.priceMin, criteria.priceMax);
  if (price.min !== undefined) criteria.priceMin = price.min;
  if (price.max !== undefined) criteria.priceMax = price.max;
  const area = swap(criteria.areaMin, criteria.areaMax);
  if (area.min !== undefined) criteria.areaMin = area.min;
  if (area.max !== undefined) criteria.areaMax = area.max;
  for (const [slug, range] of Object.entries(criteria.ranges)) {
    const ordered = swap(range.min, range.max);
    criteria.ranges[slug] = {
      ...(ordered.min === undefined ? {} : { min: ordered.min }),
      ...(ordered.max === undefined ? {} : { max: ordered.max }),
    };
  }
}
