// The search panel's fields and SearchCriteria, both ways. The panel is a GET form
// whose field names are the criteria URL's keys (contract/search.ts searchQuery), so
// without JavaScript it submits a URL the search understands; with JavaScript the
// same fields are read here and turned into the canonical URL.
// `fieldValues` says what each field shows for some criteria; `panelCriteria` reads a
// submitted form back. Criteria the panel does not show (location, map area, text,
// sort...) are carried over unchanged.
import { ATTRIBUTES, type AttributeDefinition, BOOLEAN_TRUE, LEASE_YEARS } from '#contract/attributes.ts';
import { isListingType, type ListingType, OFFER_TAGS, type OfferTag } from '#contract/listing-types.ts';
import { emptyCriteria, ROOM_CHOICES, type RoomChoice, type SearchCriteria } from '#contract/search.ts';
import { keywordsFrom } from './keywords.ts';
import { wholeNumber } from './range-suggestions.ts';

export type FormValues = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };

/** Catalogue attributes with a criteria field of their own; the rest travel as criteria.attributes. */
const DEDICATED = new Set([
  'typ',
  'number-of-rooms',
  'bathrooms',
  'reception-rooms',
  'parking-spaces',
  'condition',
  'meter',
  'lease-years',
  'deposit',
]);

type OptionAttribute = Extract<AttributeDefinition, { options: readonly unknown[] }>;
type BooleanAttribute = Extract<AttributeDefinition, { type: 'boolean' }>;

/** Booleans (instalments, bills included, new build...): one checkbox each. */
export const BOOLEAN_ATTRIBUTES: readonly BooleanAttribute[] = ATTRIBUTES.filter(
  (attribute): attribute is BooleanAttribute => attribute.type === 'boolean',
);
/** Extras, nearby, ownership: chip groups, any number chosen. */
export const MULTI_ATTRIBUTES: readonly OptionAttribute[] = ATTRIBUTES.filter(
  (attribute): attribute is OptionAttribute => attribute.type === 'multi_choice',
);
/** Floor, year built, council tax band...: a select each. */
export const CHOICE_ATTRIBUTES: readonly OptionAttribute[] = ATTRIBUTES.filter(
  (attribute): attribute is OptionAttribute => attribute.type === 'choice' && !DEDICATED.has(attribute.slug),
);

/** The single-choice chip groups ("at least"), by field name. */
export const ROOM_FIELDS = [
  { name: 'rooms', slug: 'number-of-rooms', label: 'Rooms', key: 'bedrooms' },
  { name: 'reception-rooms', slug: 'reception-rooms', label: 'Reception rooms', key: 'receptionRooms' },
  { name: 'bathrooms', slug: 'bathrooms', label: 'Bathrooms', key: 'bathrooms' },
  { name: 'parking-spaces', slug: 'parking-spaces', label: 'Parking spaces', key: 'parkingSpaces' },
] as const;

export const LEASEHOLD = { attribute: 'ownership', option: 'leashold' } as const;

const CONDITION_OPTIONS = new Set(optionSlugs('condition'));

function optionSlugs(slug: string): string[] {
  const attribute = ATTRIBUTES.find((candidate) => candidate.slug === slug);
  return attribute && 'options' in attribute ? attribute.options.map((option) => option.slug) : [];
}

/** Criteria the panel carries without showing them. */
export function carriedCriteria(criteria: SearchCriteria): Partial<SearchCriteria> {
  const { location, radiusMiles, bbox, polygon, text, added, sort, ranges, perPage } = criteria;
  return { location, radiusMiles, bbox, polygon, text, added, sort, ranges, perPage };
}

const pounds = (pence: number | undefined): string[] => (pence === undefined ? [] : [String(pence / 100)]);
const number = (value: number | undefined): string[] => (value === undefined ? [] : [String(value)]);
const one = (value: string | undefined): string[] => (value === undefined ? [] : [value]);

/** What every field of the panel shows for these criteria: field name -> values. */
export function fieldValues(criteria: SearchCriteria): Map<string, string[]> {
  const fields = new Map<string, string[]>([
    ['type', one(criteria.listingType)],
    ['category', criteria.categories.length > 0 ? [criteria.categories.join(',')] : []],
    ['price[min]', pounds(criteria.priceMin)],
    ['price[max]', pounds(criteria.priceMax)],
    ['meter[min]', number(criteria.areaMin)],
    ['meter[max]', number(criteria.areaMax)],
    ['tags', [...criteria.tags]],
    ['condition', [...criteria.conditions]],
    ['keywords', [...criteria.keywords]],
    ['lease-years', number(criteria.leaseYearsMin)],
  ]);
  for (const field of ROOM_FIELDS) fields.set(field.name, one(criteria[field.key]));
  for (const attribute of [...BOOLEAN_ATTRIBUTES, ...MULTI_ATTRIBUTES, ...CHOICE_ATTRIBUTES]) {
    fields.set(attribute.slug, [...(criteria.attributes[attribute.slug] ?? [])]);
  }
  return fields;
}

/** One field's first value, trimmed. */
function text(values: FormValues, name: string): string {
  const value = values.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function all(values: FormValues, name: string): string[] {
  return values
    .getAll(name)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter(Boolean);
}

const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  (choices as readonly string[]).includes(value) ? (value as T) : undefined;

export const PANEL_MESSAGES = {
  price: 'Enter a whole number of pounds',
  area: 'Enter a whole number of square metres',
  priceOrder: 'The minimum price is above the maximum',
  areaOrder: 'The minimum area is above the maximum',
} as const;

export type PanelResult = { criteria: SearchCriteria; errors: Record<string, string> };

/**
 * The criteria of a submitted panel. `carried` holds what the panel keeps without
 * showing (carriedCriteria of the page's criteria); the result is always page 1.
 */
export function panelCriteria(values: FormValues, carried: Partial<SearchCriteria> = {}): PanelResult {
  const errors: Record<string, string> = {};
  const criteria: SearchCriteria = { ...emptyCriteria(), ...withoutUndefined(carried), page: 1 };
  const type = text(values, 'type');
  if (isListingType(type)) criteria.listingType = type;
  criteria.categories = [...new Set(all(values, 'category').flatMap((value) => value.split(',')))]
    .map((slug) => slug.trim())
    .filter(Boolean);

  const bound = (name: string, message: string, scale: number): number | undefined => {
    const raw = text(values, name);
    if (raw === '') return undefined;
    const value = wholeNumber(raw);
    if (value === undefined) errors[name] = message;
    return value === undefined ? undefined : value * scale;
  };
  criteria.priceMin = bound('price[min]', PANEL_MESSAGES.price, 100);
  criteria.priceMax = bound('price[max]', PANEL_MESSAGES.price, 100);
  criteria.areaMin = bound('meter[min]', PANEL_MESSAGES.area, 1);
  criteria.areaMax = bound('meter[max]', PANEL_MESSAGES.area, 1);
  if (criteria.priceMin !== undefined && criteria.priceMax !== undefined && criteria.priceMin > criteria.priceMax) {
    errors['price[min]'] = PANEL_MESSAGES.priceOrder;
  }
  if (criteria.areaMin !== undefined && criteria.areaMax !== undefined && criteria.areaMin > criteria.areaMax) {
    errors['meter[min]'] = PANEL_MESSAGES.areaOrder;
  }

  criteria.tags = all(values, 'tags').filter((tag): tag is OfferTag => (OFFER_TAGS as readonly string[]).includes(tag));
  criteria.conditions = all(values, 'condition').filter((value) => CONDITION_OPTIONS.has(value));
  criteria.keywords = keywordsFrom(all(values, 'keywords'));
  for (const field of ROOM_FIELDS) criteria[field.key] = oneOf<RoomChoice>(ROOM_CHOICES, text(values, field.name));

  const attributes: Record<string, string[]> = {};
  for (const attribute of BOOLEAN_ATTRIBUTES) {
    if (text(values, attribute.slug) === BOOLEAN_TRUE) attributes[attribute.slug] = [BOOLEAN_TRUE];
  }
  for (const attribute of [...MULTI_ATTRIBUTES, ...CHOICE_ATTRIBUTES]) {
    const known = new Set(attribute.options.map((option) => option.slug));
    const chosen = [...new Set(all(values, attribute.slug).filter((value) => known.has(value)))];
    if (chosen.length > 0) attributes[attribute.slug] = attribute.type === 'choice' ? chosen.slice(0, 1) : chosen;
  }
  criteria.attributes = attributes;

  // Years of lease only mean something with leasehold chosen (the select shows only then).
  const years = wholeNumber(text(values, 'lease-years'));
  const leasehold = attributes[LEASEHOLD.attribute]?.includes(LEASEHOLD.option) ?? false;
  criteria.leaseYearsMin =
    leasehold && years !== undefined && years >= LEASE_YEARS.min && years <= LEASE_YEARS.max ? years : undefined;

  return { criteria: withValidSort(withoutUndefined(criteria) as SearchCriteria), errors };
}

/** A sort the search would refuse for these criteria falls back to the default. */
export function withValidSort(criteria: SearchCriteria): SearchCriteria {
  const needsLocation = criteria.sort === 'distance' && !criteria.location;
  const needsText = criteria.sort === 'relevance' && !criteria.text && criteria.keywords.length === 0;
  return needsLocation || needsText ? { ...criteria, sort: 'newest' } : criteria;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** Read-only form values from field values (the panel's state before anything is touched). */
export function valuesOf(fields: Map<string, string[]>): FormValues {
  return { get: (name) => fields.get(name)?.[0] ?? null, getAll: (name) => fields.get(name) ?? [] };
}

/** What the panel's other controls follow as the person changes the form. */
export type PanelSelection = {
  listingType: ListingType | undefined;
  /** '' for all, or comma-joined slugs. */
  category: string;
  price: { min: number | undefined; max: number | undefined };
  area: { min: number | undefined; max: number | undefined };
  leasehold: boolean;
};

export function panelSelection(values: FormValues): PanelSelection {
  const type = text(values, 'type');
  return {
    listingType: isListingType(type) ? type : undefined,
    category: text(values, 'category'),
    price: { min: wholeNumber(text(values, 'price[min]')), max: wholeNumber(text(values, 'price[max]')) },
    area: { min: wholeNumber(text(values, 'meter[min]')), max: wholeNumber(text(values, 'meter[max]')) },
    leasehold: all(values, LEASEHOLD.attribute).includes(LEASEHOLD.option),
  };
}

/** The fields of a new search (the home bar). */
export function emptyFieldValues(): Map<string, string[]> {
  return fieldValues(emptyCriteria());
}
