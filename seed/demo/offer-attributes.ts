// Attribute rows (offer_attribute_values) for a demo offer: only the attributes that
// apply to its listing type and root category (attributesFor), values drawn from the
// property. Booleans are stored only when true; multi-choice lists give one row each.
import { type AttributeDefinition, attributesFor, BOOLEAN_TRUE } from '#contract/attributes.ts';
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

export type AttributeValue = { attributeId: number; value: string; valueNumber: number | null };

const FLOOR_LIMIT = 10;

type Row = { value: string; valueNumber: number | null };

const counted = (n: number | null): string | null => (n === null || n < 1 ? null : n >= 5 ? '5+' : String(n));
/** One row, or none when the property has no value for it. */
const one = (value: string | null, valueNumber: number | null = null): Row[] =>
  value === null ? [] : [{ value, valueNumber }];
/** A row per chosen slug of a multi-choice attribute. */
const each = (slugs: readonly string[]): Row[] => slugs.map((value) => ({ value, valueNumber: null }));
const yes = (when: boolean): Row[] => one(when ? BOOLEAN_TRUE : null);

/** Yes/no attributes the property does not decide: the chance that the advertiser ticked them. */
const TICKED_BY_CHANCE: Readonly<Record<string, (p: Property) => number>> = {
  'na-raty': () => 0.06,
  negotiable: () => 0.2,
  'rachunki-wliczone': (p) => (p.root === 'room' ? 0.7 : 0.06),
  'available-now': () => 0.5,
};

/** Attributes read straight off the property (and, for the deposit, the monthly rent). */
const FROM_PROPERTY: Readonly<Record<string, (p: Property, rent: number | null) => Row[]>> = {
  'reception-rooms': (p) => one(counted(p.receptions)),
  meter: (p) => one(String(p.areaM2), p.areaM2),
  // Demo rents are monthly; a wanted ad states a monthly budget when it seeks a let.
  'per-month': (p) => yes(p.listingType === 'rent' || p.wanted === 'rent'),
  'new-build': (p) => yes(p.newBuild),
  floor: (p) => one(p.floor),
  'floors-in-building': (p) =>
    one(p.floorsInBuilding === null ? null : p.floorsInBuilding >= FLOOR_LIMIT ? '10+' : String(p.floorsInBuilding)),
  'number-of-rooms': (p) => one(counted(p.bedrooms)),
  condition: (p) => one(p.condition),
  bathrooms: (p) => one(counted(p.bathrooms)),
  'parking-spaces': (p) => one(counted(p.parking)),
  ownership: (p) => each(p.ownership),
  dodatkowe: (p) => each(p.extras),
  blisko: (p) => each(p.nearby),
  'year-built': (p) => one(p.yearBuilt),
  'lease-years': (p) =>
    p.leaseYears !== null && p.ownership.includes('leashold') ? one(String(p.leaseYears), p.leaseYears) : [],
  deposit: (_p, rent) => {
    if (rent === null) return [];
    // Five weeks' rent, the legal cap on most English tenancies.
    const deposit = Math.round((rent * 12) / 52 / 100) * 5 * 100;
    return one(String(deposit), deposit);
  },
};

export function attributeValuesFor(random: Random, p: Property, price: number | null): AttributeValue[] {
  return attributesFor(p.listingType, p.root).flatMap((attribute) =>
    rowsFor(random, attribute, p, price).map((row) => ({ attributeId: attribute.id, ...row })),
  );
}

function rowsFor(random: Random, attribute: AttributeDefinition, p: Property, price: number | null): Row[] {
  const ticked = TICKED_BY_CHANCE[attribute.slug];
  if (ticked) return yes(random.chance(ticked(p)));
  const fromProperty = FROM_PROPERTY[attribute.slug];
  if (fromProperty) return fromProperty(p, price);
  if (attribute.slug === 'council-tax-band') return one(councilTaxBand(random, p));
  return assertHandled(attribute);
}

function councilTaxBand(random: Random, p: Property): string | null {
  if (p.lettingRooms !== null) return random.pick(['e', 'f', 'g', 'h']);
  const size = (p.bedrooms ?? 1) + (p.root === 'house' ? 1 : 0);
  const index = Math.max(0, Math.min(7, Math.round(size * 0.9 + random.float(-1.2, 1.2))));
  return 'abcdefgh'[index] ?? null;
}

function assertHandled(attribute: AttributeDefinition): never {
  throw new Error(`Demo seed: no values for attribute ${attribute.id} (${attribute.slug})`);
}
