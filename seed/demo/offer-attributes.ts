// Attribute rows (offer_attribute_values) for a demo offer: only the attributes that
// apply to its listing type and root category (attributesFor), values drawn from the
// property. Booleans are stored only when true; multi-choice lists give one row each.
import { type AttributeDefinition, attributesFor, BOOLEAN_TRUE } from '#contract/attributes.ts';
import type { Property } from './property.ts';
import type { Random } from './random.ts';

export type AttributeValue = { attributeId: number; value: string; valueNumber: number | null };

const counted = (n: number | null): string | null => (n === null || n < 1 ? null : n >= 5 ? '5+' : String(n));
const FLOOR_LIMIT = 10;

export function attributeValuesFor(random: Random, p: Property, price: number | null): AttributeValue[] {
  const values: AttributeValue[] = [];
  const add = (attributeId: number, value: string | null, valueNumber: number | null = null): void => {
    if (value !== null) values.push({ attributeId, value, valueNumber });
  };
  const flag = (attributeId: number, probability: number): void => {
    if (random.chance(probability)) add(attributeId, BOOLEAN_TRUE);
  };
  for (const attribute of attributesFor(p.listingType, p.root)) {
    switch (attribute.slug) {
      case 'na-raty':
        flag(attribute.id, 0.06);
        break;
      case 'reception-rooms':
        add(attribute.id, counted(p.receptions));
        break;
      case 'meter':
        add(attribute.id, String(p.areaM2), p.areaM2);
        break;
      case 'per-month':
        // Demo rents are monthly; a wanted ad states a monthly budget when it seeks a let.
        if (p.listingType === 'rent' || p.wanted === 'rent') add(attribute.id, BOOLEAN_TRUE);
        break;
      case 'negotiable':
        flag(attribute.id, 0.2);
        break;
      case 'rachunki-wliczone':
        flag(attribute.id, p.root === 'room' ? 0.7 : 0.06);
        break;
      case 'new-build':
        if (p.newBuild) add(attribute.id, BOOLEAN_TRUE);
        break;
      case 'floor':
        add(attribute.id, p.floor);
        break;
      case 'floors-in-building':
        add(
          attribute.id,
          p.floorsInBuilding === null ? null : p.floorsInBuilding >= FLOOR_LIMIT ? '10+' : String(p.floorsInBuilding),
        );
        break;
      case 'number-of-rooms':
        add(attribute.id, counted(p.bedrooms));
        break;
      case 'condition':
        add(attribute.id, p.condition);
        break;
      case 'bathrooms':
        add(attribute.id, counted(p.bathrooms));
        break;
      case 'parking-spaces':
        add(attribute.id, counted(p.parking));
        break;
      case 'ownership':
        for (const slug of p.ownership) add(attribute.id, slug);
        break;
      case 'dodatkowe':
        for (const slug of p.extras) add(attribute.id, slug);
        break;
      case 'blisko':
        for (const slug of p.nearby) add(attribute.id, slug);
        break;
      case 'year-built':
        add(attribute.id, p.yearBuilt);
        break;
      case 'lease-years':
        if (p.leaseYears !== null && p.ownership.includes('leashold'))
          add(attribute.id, String(p.leaseYears), p.leaseYears);
        break;
      case 'available-now':
        flag(attribute.id, 0.5);
        break;
      case 'deposit':
        // Five weeks' rent, the legal cap on most English tenancies.
        if (price !== null) {
          const deposit = Math.round((price * 12) / 52 / 100) * 5 * 100;
          add(attribute.id, String(deposit), deposit);
        }
        break;
      case 'council-tax-band':
        add(attribute.id, councilTaxBand(random, p));
        break;
      default:
        assertHandled(attribute);
    }
  }
  return values;
}

function councilTaxBand(random: Random, p: Property): string | null {
  if (p.lettingRooms !== null) return random.pick(['e', 'f', 'g', 'h']);
  const size = (p.bedrooms ?? 1) + (p.root === 'house' ? 1 : 0);
  const index = Math.max(0, Math.min(7, Math.round(size * 0.9 + random.float(-1.2, 1.2))));
  return 'abcdefgh'[index] ?? null;
}

function assertHandled(attribute: AttributeDefinition): void {
  throw new Error(`Demo seed: no values for attribute ${attribute.id} (${attribute.slug})`);
}
