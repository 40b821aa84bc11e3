// Every parameter a search address may carry, with what it means: the one list the
// OpenAPI document is generated from, and which the query parser must take exactly
// (a test holds the two together). Catalogue attributes are parameters too, named by
// their slug; their meaning follows from their type.
import { ATTRIBUTES, type AttributeDefinition } from './attributes.ts';
import { MAX_PER_PAGE } from './pagination.ts';
import { ADDED_WITHIN, DEFAULT_RADIUS_MILES, MAX_KEYWORDS, MAX_RADIUS_MILES, SORTS } from './search.ts';

/**
 * A parameter: its meaning, the bracketed parts it takes ('price[min]'), if any, and
 * whether it is also taken without brackets when it has parts ('location=london').
 */
export type SearchParameter = { description: string; parts?: readonly string[]; bare?: boolean };

export const SEARCH_PARAMETERS = {
  type: { description: 'Listing type: sell, rent, swap, auction (or seek-property). Alias: typ.' },
  typ: { description: 'Alias of type (the page-level filter).' },
  'ad-type': { description: "'seek-property' for wanted ads (sent instead of type)." },
  category: { description: 'Category slug or comma-joined slugs; a parent includes its children.' },
  price: {
    description:
      "Price bounds in pounds, as people write them ('250000', '£250,000', '250k'), rounded to whole pounds.",
    parts: ['min', 'max'],
  },
  price_max: { description: 'Maximum price in pounds (the search modal).' },
  meter: { description: 'Floor area bounds, m², rounded to whole square metres.', parts: ['min', 'max'] },
  location: {
    description:
      'The searched point (decimal latitude and longitude) and its name, for display. A name without ' +
      'coordinates (location=london, location[name]=London) is looked up as a place; the answer says how ' +
      '(understood_location).',
    parts: ['lat', 'lon', 'display_name', 'name'],
    bare: true,
  },
  radius: {
    description: `Radius around the point in miles (default ${DEFAULT_RADIUS_MILES}, at most ${MAX_RADIUS_MILES}).`,
  },
  bbox: { description: 'Only offers inside this box: west,south,east,north in degrees (the map).' },
  polygon: { description: 'Only offers inside this shape: lat,lon points separated by semicolons (drawn on the map).' },
  q: { description: 'Free text over title, description and location (English stemming). Alias: phrase.' },
  phrase: { description: 'Alias of q.' },
  keywords: {
    description: `Words that must all appear, up to ${MAX_KEYWORDS}: keywords[]=garden, keywords[0]=garden or comma-joined.`,
    parts: [''],
  },
  rooms: { description: 'At least this many bedrooms: 1-4 or 5+. Alias: number-of-rooms.' },
  'lease-years': { description: 'Leases with at least this many years left, 1 to 200 (also as lease-years[min]).' },
  tags: { description: 'Comma-joined offer tags that must all be present: urgent, super-deal, investment.' },
  urgent: { description: "'true' (or 1, on, yes) to require the urgent tag. Alias: pilne." },
  pilne: { description: 'Alias of urgent (the page-level filter).' },
  'super-deal': { description: "'true' (or 1, on, yes) to require the super-deal tag." },
  investment: { description: "'true' (or 1, on, yes) to require the investment tag." },
  added: { description: `${ADDED_WITHIN.join(', ')} (absent or anytime: any time).` },
  sort: {
    description: `${SORTS.join(', ')}; newest by default, distance needs a location, relevance needs words. Aliases: order_by, order.`,
  },
  order_by: { description: 'Alias of sort.' },
  order: { description: 'Alias of sort.' },
  page: { description: 'Page number from 1.' },
  limit: { description: `Results per page, 1-${MAX_PER_PAGE} (default 24). Alias: per_page.` },
  per_page: { description: 'Alias of limit.' },
} as const satisfies Record<string, SearchParameter>;

/** English names of the page-level filter's extras and nearby lists. */
const ATTRIBUTE_ALIASES = { extras: 'dodatkowe', nearby: 'blisko' } as const;

/** A catalogue attribute as a search parameter. */
function attributeParameter(attribute: AttributeDefinition): SearchParameter {
  if (attribute.type === 'boolean') {
    return { description: `'true' (or 1, on, yes): ${attribute.name.toLowerCase()} only.` };
  }
  if (attribute.type === 'number') {
    const unit = attribute.unit === 'pence' ? 'whole pounds' : (attribute.unit ?? 'a whole number');
    return { description: `${attribute.name} bounds, in ${unit}.`, parts: ['min', 'max'] };
  }
  const options = 'options' in attribute ? attribute.options.map((option) => option.slug).join(', ') : '';
  return { description: `${attribute.name}: one or more (comma-joined) of ${options}.` };
}

/** Every parameter by its name: the fixed ones, then each attribute not already one of them. */
export function searchParameters(): Record<string, SearchParameter> {
  const all: Record<string, SearchParameter> = { ...SEARCH_PARAMETERS };
  for (const attribute of ATTRIBUTES) all[attribute.slug] ??= attributeParameter(attribute);
  for (const [alias, slug] of Object.entries(ATTRIBUTE_ALIASES)) {
    all[alias] = { description: `Alias of ${slug}: ${all[slug]?.description ?? ''}` };
  }
  return all;
}

/** The keys of a query string the parameters allow: 'sort', 'price[min]', 'keywords[]'... */
export function searchQueryKeys(): { key: string; description: string }[] {
  return Object.entries(searchParameters()).flatMap(([name, parameter]) =>
    [
      ...(parameter.parts && !parameter.bare ? [] : [name]),
      ...(parameter.parts ?? []).map((part) => `${name}[${part}]`),
    ].map((key) => ({ key, description: parameter.description })),
  );
}
