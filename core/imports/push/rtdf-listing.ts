// A listing pushed in Rightmove's Real Time Datafeed shape (contract/rtdf.ts) as the one
// feed listing every import format becomes (feeds/feed-listing.ts), so a push is mapped,
// checked, located and published exactly as a feed file's row is. RTDF's code tables
// differ from BLM's in places (status from 1, rent frequency as payments a year, furnished
// 3 'landlord flexible'); where they are the same (property type, price qualifier,
// tenure) the BLM tables are reused. Each problem names the request field it is about.
import type { RtdfProperty, RtdfSend } from '#contract/rtdf.ts';
import { BLM_PRICE_QUALIFIERS, BLM_TENURES } from '../feeds/blm-codes.ts';
import type { FeedListing, FeedMedia, FeedRentFrequency, FeedStatus } from '../feeds/feed-listing.ts';
import {
  councilTaxBand,
  lookup,
  normalisePostcode,
  type Problems,
  plainText,
  summaryOf,
} from '../feeds/field-values.ts';
import { BLM_PROPERTY_TYPES } from '../feeds/property-types.ts';
import { offerReference } from '../offer-reference.ts';

/** A problem with the field of the request it is about (`property.status`). */
export type FieldProblem = { field: string; message: string };

const STATUSES: ReadonlyMap<string, FeedStatus> = new Map([
  ['1', 'available'],
  ['2', 'sold-stc'],
  // SSTCM: sold subject to conclusion of missives, the Scottish sold-STC.
  ['3', 'sold-stc'],
  ['4', 'under-offer'],
  ['5', 'reserved'],
  ['6', 'let-agreed'],
]);

/** Payments a year; a daily rent becomes the weekly one (our periods have no day). */
const RENT_FREQUENCIES: ReadonlyMap<string, { frequency: FeedRentFrequency; factor: number }> = new Map([
  ['1', { frequency: 'annual', factor: 1 }],
  ['4', { frequency: 'quarterly', factor: 1 }],
  ['12', { frequency: 'monthly', factor: 1 }],
  ['52', { frequency: 'weekly', factor: 1 }],
  ['365', { frequency: 'weekly', factor: 7 }],
]);

const FURNISHINGS: ReadonlyMap<string, FeedListing['furnished']> = new Map([
  ['0', 'furnished'],
  ['1', 'part-furnished'],
  ['2', 'unfurnished'],
  ['3', 'flexible'],
]);

const MEDIA_KINDS: Record<number, FeedMedia['kind'] | null> = {
  1: 'photo',
  2: 'floor-plan',
  3: 'document',
  4: 'virtual-tour',
  // An audio tour has no place on our listing pages.
  5: null,
  6: 'document',
  7: 'document',
};

const SQUARE_FEET = 0.092_903;

/** The feed reference of a pushed listing: branch and agent_ref, as a BLM file's row of that branch has it. */
export const pushReference = (branchId: string, agentRef: string): string =>
  offerReference({ branch: branchId, reference: agentRef });

const raw = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

const blank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const yes = (value: unknown, otherwise: boolean): boolean => {
  if (value === null || value === undefined || value === '') return otherwise;
  return value === true || value === 1 || /^(1|true|y|yes)$/i.test(String(value));
};

/** A date the software sends (ISO 8601, or 'YYYY-MM-DD HH:MM:SS' taken as UTC); null when unreadable. */
function instant(value: string | null | undefined): string | null {
  const text = blank(value);
  if (!text) return null;
  const time = Date.parse(/^\d{4}-\d\d-\d\d \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Runs one field's reader, noting its problems with the field's name. */
function at<T>(field: string, problems: FieldProblem[], read: (found: Problems) => T): T {
  const found: Problems = [];
  const value = read(found);
  for (const message of found) problems.push({ field, message });
  return value;
}

function priceOf(property: RtdfProperty, transaction: FeedListing['transaction'], problems: FieldProblem[]) {
  const info = property.price_information;
  const priceQualifier =
    at('property.price_information.price_qualifier', problems, (found) =>
      lookup(raw(info.price_qualifier), 'price_qualifier', found, BLM_PRICE_QUALIFIERS),
    ) ?? 'none';
  const rent =
    transaction === 'letting'
      ? at('property.price_information.rent_frequency', problems, (found) =>
          lookup(raw(info.rent_frequency) ?? '12', 'rent_frequency', found, RENT_FREQUENCIES),
        )
      : null;
  const pounds = info.price * (rent?.factor ?? 1);
  const pricePence = pounds === 0 && priceQualifier === 'poa' ? null : Math.round(pounds * 100);
  return { priceQualifier, pricePence, rentFrequency: rent?.frequency ?? null };
}

function addressOf(property: RtdfProperty): Pick<FeedListing, 'address' | 'displayAddress' | 'location'> {
  const { address } = property;
  const postcode = [blank(address.postcode_1), blank(address.postcode_2)].filter(Boolean).join(' ');
  const { latitude: lat, longitude: lon } = address;
  return {
    displayAddress: address.display_address,
    address: {
      line1: blank(address.house_name_number),
      // The lines after the first, as BLM's ADDRESS_2 to ADDRESS_4: where locate.ts looks for the town.
      line2: [address.address_2, address.address_3, address.address_4].map(blank).filter(Boolean).join(', ') || null,
      town: blank(address.town),
      postcode: normalisePostcode(postcode),
      region: null,
      country: null,
    },
    location: typeof lat === 'number' && typeof lon === 'number' && !(lat === 0 && lon === 0) ? { lat, lon } : null,
  };
}

function floorArea(details: RtdfProperty['details']): number | null {
  const area = details.internal_area;
  if (!area) return null;
  const unit = raw(details.internal_area_unit);
  if (unit === '1') return Math.round(area * SQUARE_FEET * 10) / 10;
  return unit === undefined || unit === '2' ? area : null;
}

function mediaOf(property: RtdfProperty): FeedMedia[] {
  return [...(property.media ?? [])]
    .map((item, index) => ({ item, order: item.sort_order ?? index }))
    .sort((a, b) => a.order - b.order)
    .flatMap(({ item }) => {
      const kind = MEDIA_KINDS[item.media_type];
      // Types 6 and 7 are the energy performance certificate and its graph.
      const epc = item.media_type === 6 || item.media_type === 7 ? { epc: true as const } : {};
      return kind ? [{ kind, source: item.media_url, caption: blank(item.caption), ...epc }] : [];
    });
}

function detailsOf(property: RtdfProperty, problems: FieldProblem[]) {
  const { details } = property;
  const description = details.description;
  return {
    summary: blank(details.summary) ? plainText(details.summary ?? '') : summaryOf(description),
    description,
    features: (details.features ?? []).map((feature) => feature.trim()).filter(Boolean),
    bedrooms: details.bedrooms ?? null,
    bathrooms: details.bathrooms ?? null,
    receptions: details.reception_rooms ?? null,
    floorAreaSqm: floorArea(details),
    furnished: at('property.details.furnished_type', problems, (found) =>
      lookup(raw(details.furnished_type), 'furnished_type', found, FURNISHINGS),
    ),
    councilTaxBand: at('property.details.council_tax_band', problems, (found) =>
      councilTaxBand(raw(details.council_tax_band), 'council_tax_band', found),
    ),
  };
}

/** The pushed listing as a feed listing, or every problem of its fields. */
export function rtdfListing(
  request: RtdfSend,
): { listing: FeedListing; problems: [] } | { listing: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const { branch, property } = request;
  const transaction = branch.channel === 1 ? 'sale' : 'letting';
  const status = STATUSES.get(String(property.status)) ?? 'available';
  const propertyType = at('property.property_type', problems, (found) =>
    lookup(raw(property.property_type), 'property_type', found, BLM_PROPERTY_TYPES, {
      expected: 'a Rightmove property type code (PROP_SUB_ID)',
    }),
  );
  const info = property.price_information;
  const listing: FeedListing = {
    reference: property.agent_ref,
    branch: branch.branch_id,
    transaction,
    status,
    published: yes(property.published, true),
    propertyType,
    ...addressOf(property),
    ...priceOf(property, transaction, problems),
    ...detailsOf(property, problems),
    plotAreaSqm: null,
    newBuild: yes(property.new_home, false),
    tenure: at('property.price_information.tenure_type', problems, (found) =>
      // A tenure code we have no meaning for (6, which we could not find in RTDF's
      // published tables, or a newer one) is a listing without a tenure, as in a BLM
      // file: refusing the whole listing over a descriptive field helps no one.
      lookup(raw(info.tenure_type), 'tenure_type', found, BLM_TENURES, { unknown: 'null' }),
    ),
    leaseYearsRemaining: info.tenure_unexpired_years ?? null,
    energyRating: null,
    pool: null,
    externalUrl: null,
    media: mediaOf(property),
    createdAt: instant(property.create_date),
    updatedAt: instant(property.update_date),
  };
  return problems.length > 0 ? { listing: null, problems } : { listing, problems: [] };
}
