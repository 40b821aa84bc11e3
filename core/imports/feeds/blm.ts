// Rightmove BLM v3 (and 3i) feeds as feed listings, one record at a time: a 50 MB file is
// never held in memory. A file that is wrong as a whole throws a FeedError; a record that
// is wrong becomes a rejected row with every reason, and the other records go on.
import {
  BLM_FURNISHINGS,
  BLM_NEW_HOME,
  BLM_PRICE_QUALIFIERS,
  BLM_PUBLISHED,
  BLM_RENT_FREQUENCIES,
  BLM_STATUSES,
  BLM_TENURES,
  BLM_TRANSACTIONS,
} from './blm-codes.ts';
import { checkBlmColumns, missingColumnValue, missingRequiredMessage } from './blm-columns.ts';
import { type BlmHeader, type BlmReadOptions, MAX_BLM_RECORD_LENGTH, readBlm } from './blm-reader.ts';
import { FeedError } from './feed-error.ts';
import type { FeedAddress, FeedListing, FeedMedia, FeedRow, FeedTransaction } from './feed-listing.ts';
import { feedRow, type OpenedFeed, openRows } from './feed-rows.ts';
import { decodeFeedText } from './feed-text.ts';
import {
  coordinates,
  councilTaxBand,
  dateTime,
  lookup,
  mediaSource,
  normalisePostcode,
  optionalText,
  type Problems,
  presentValues,
  requiredLookup,
  requiredText,
  trimmed,
  webAddress,
  wholeNumber,
} from './field-values.ts';
import { askingPrice, listingTexts } from './price-and-texts.ts';
import { BLM_PROPERTY_TYPES } from './property-types.ts';

export type { BlmHeader } from './blm-reader.ts';

const FEATURE_FIELDS = Array.from({ length: 10 }, (_, index) => `FEATURE${index + 1}`);

const MEDIA_KINDS: Record<string, FeedMedia['kind']> = {
  IMAGE: 'photo',
  FLOOR_PLAN: 'floor-plan',
  DOCUMENT: 'document',
  VIRTUAL_TOUR: 'virtual-tour',
};

type MediaColumn = { field: string; kind: FeedMedia['kind']; value: number; caption: string; epc: boolean };

/** Where each field is in a record, worked out once per file. */
type Layout = { fields: readonly string[]; index: ReadonlyMap<string, number>; media: MediaColumn[] };

function layoutOf(fields: readonly string[]): Layout {
  const index = new Map(fields.map((name, at) => [name, at]));
  const media: MediaColumn[] = [];
  fields.forEach((field, value) => {
    const match = /^MEDIA_(IMAGE|FLOOR_PLAN|DOCUMENT|VIRTUAL_TOUR)_(\d\d)$/.exec(field);
    if (!match) return;
    const [, type = '', number = ''] = match;
    // MEDIA_IMAGE_60 and _61 are reserved for the energy performance graphs, MEDIA_DOCUMENT_50 for the certificate.
    const graph = type === 'IMAGE' && (number === '60' || number === '61');
    const kind = graph ? 'document' : MEDIA_KINDS[type];
    const epc = graph || (type === 'DOCUMENT' && number === '50');
    if (kind) media.push({ field, kind, value, caption: `MEDIA_${type}_TEXT_${number}`, epc });
  });
  return { fields, index, media };
}

/** '12' and 'High Street' make '12 High Street'; 'Rose Cottage' and 'Mill Lane' make 'Rose Cottage, Mill Lane'. */
function addressLine(first: string, second: string): string | null {
  if (first === '' || second === '') return first || second || null;
  return /^(flat |unit )?\d+[a-z]?$/i.test(first) ? `${first} ${second}` : `${first}, ${second}`;
}

type FieldReader = (field: string) => string | undefined;

/** Reads a record's fields by name; a field the file does not define reads as its default (blm-columns.ts). */
function fieldReader(values: readonly string[], layout: Layout): FieldReader {
  return (field) => {
    const at = layout.index.get(field);
    return at === undefined ? missingColumnValue(field) : values[at];
  };
}

function blmListing(values: readonly string[], layout: Layout, problems: Problems): FeedListing | null {
  const get = fieldReader(values, layout);
  const reference = requiredText(get('AGENT_REF'), 'AGENT_REF', problems);
  const branch = layout.index.has('BRANCH_ID') ? requiredText(get('BRANCH_ID'), 'BRANCH_ID', problems) : null;
  const transaction = requiredLookup(get('TRANS_TYPE_ID'), 'TRANS_TYPE_ID', problems, BLM_TRANSACTIONS);
  const status = requiredLookup(get('STATUS_ID'), 'STATUS_ID', problems, BLM_STATUSES);
  const published = requiredLookup(get('PUBLISHED_FLAG'), 'PUBLISHED_FLAG', problems, BLM_PUBLISHED, {
    expected: '0 or 1',
  });
  const displayAddress = layout.index.has('DISPLAY_ADDRESS')
    ? requiredText(get('DISPLAY_ADDRESS'), 'DISPLAY_ADDRESS', problems)
    : addressToDisplay(get, problems);
  const price = blmPrice(get, transaction, problems);
  const propertyCode = wholeNumber(get('PROP_SUB_ID'), 'PROP_SUB_ID', problems, 99_999);
  const furnishing = lookup(get('LET_FURN_ID'), 'LET_FURN_ID', problems, BLM_FURNISHINGS, { unknown: 'null' });
  const texts = listingTexts(
    { raw: get('DESCRIPTION'), field: 'DESCRIPTION' },
    { raw: get('SUMMARY'), field: 'SUMMARY' },
    problems,
  );
  const media = blmMedia(values, layout, get, problems);
  const listing = {
    branch,
    propertyType: propertyCode === null ? null : (BLM_PROPERTY_TYPES.get(String(propertyCode)) ?? null),
    address: blmAddress(get, problems),
    location: coordinates(get('LATITUDE'), get('LONGITUDE'), ['LATITUDE', 'LONGITUDE'], problems),
    ...price,
    bedrooms: wholeNumber(get('BEDROOMS'), 'BEDROOMS', problems),
    bathrooms: wholeNumber(get('BATHROOMS'), 'BATHROOMS', problems),
    receptions:
      get('RECEPTIONS') === undefined
        ? wholeNumber(get('LIVING_ROOMS'), 'LIVING_ROOMS', problems)
        : wholeNumber(get('RECEPTIONS'), 'RECEPTIONS', problems),
    floorAreaSqm: null,
    plotAreaSqm: null,
    newBuild: lookup(get('NEW_HOME_FLAG'), 'NEW_HOME_FLAG', problems, BLM_NEW_HOME, { expected: 'Y or N' }) ?? false,
    furnished: furnishing === 'unspecified' ? null : furnishing,
    tenure: lookup(get('TENURE_TYPE_ID'), 'TENURE_TYPE_ID', problems, BLM_TENURES, { unknown: 'null' }),
    leaseYearsRemaining: wholeNumber(get('TENURE_UNEXPIRED_YEARS'), 'TENURE_UNEXPIRED_YEARS', problems, 9_999),
    councilTaxBand: councilTaxBand(get('COUNCIL_TAX_BAND'), 'COUNCIL_TAX_BAND', problems),
    energyRating: null,
    pool: null,
    externalUrl: null,
    summary: texts.summary,
    description: texts.description,
    features: presentValues(FEATURE_FIELDS.map(get)),
    media,
    createdAt: dateTime(get('CREATE_DATE'), 'CREATE_DATE', problems),
    updatedAt: dateTime(get('UPDATE_DATE'), 'UPDATE_DATE', problems),
  };
  if (problems.length > 0 || reference === null || transaction === null || status === null || published === null) {
    return null;
  }
  return { reference, transaction, status, published, displayAddress: displayAddress ?? '', ...listing };
}

type BlmPrice = Pick<FeedListing, 'pricePence' | 'priceQualifier' | 'rentFrequency'>;

/** The price with its qualifier, and for lettings how often the rent is due (monthly unless said). */
function blmPrice(get: FieldReader, transaction: FeedTransaction | null, problems: Problems): BlmPrice {
  // A qualifier Rightmove adds later must not cost the listing: it shows without one.
  const priceQualifier =
    lookup(get('PRICE_QUALIFIER'), 'PRICE_QUALIFIER', problems, BLM_PRICE_QUALIFIERS, { unknown: 'null' }) ?? 'none';
  const pricePence = askingPrice(get('PRICE'), 'PRICE', priceQualifier, problems, 'with PRICE_QUALIFIER 1, POA');
  const rentFrequency =
    transaction === 'letting'
      ? (lookup(get('LET_RENT_FREQUENCY'), 'LET_RENT_FREQUENCY', problems, BLM_RENT_FREQUENCIES) ?? 'monthly')
      : null;
  return { pricePence, priceQualifier, rentFrequency };
}

/** The record's pictures, plans, documents and tours, each with its caption; blank columns give none. */
function blmMedia(values: readonly string[], layout: Layout, get: FieldReader, problems: Problems): FeedMedia[] {
  const media: FeedMedia[] = [];
  for (const column of layout.media) {
    const raw = values[column.value];
    const source =
      column.kind === 'virtual-tour'
        ? webAddress(raw, column.field, problems)
        : mediaSource(raw, column.field, problems);
    const caption = optionalText(get(column.caption), column.caption, problems);
    if (source !== null)
      media.push({ kind: column.kind, source, caption, ...(column.epc ? { epc: true as const } : {}) });
  }
  return media;
}

/** For a file without DISPLAY_ADDRESS: the street, area and town, without the house number, as agents show them. */
function addressToDisplay(get: FieldReader, problems: Problems): string | null {
  const shown = presentValues([get('ADDRESS_2'), get('ADDRESS_3'), get('ADDRESS_4'), get('TOWN')]).join(', ');
  if (shown === '')
    problems.push('ADDRESS_2, ADDRESS_3, ADDRESS_4 and TOWN are all blank: the listing has no address to show');
  return shown || null;
}

/** ADDRESS_1 and _2 make the first line, _3 and _4 the second; the postcode comes in two halves. */
function blmAddress(get: FieldReader, problems: Problems): FeedAddress {
  return {
    line1: addressLine(trimmed(get('ADDRESS_1')), trimmed(get('ADDRESS_2'))),
    line2: presentValues([get('ADDRESS_3'), get('ADDRESS_4')]).join(', ') || null,
    town: optionalText(get('TOWN'), 'TOWN', problems),
    postcode: normalisePostcode(`${trimmed(get('POSTCODE1'))} ${trimmed(get('POSTCODE2'))}`),
    region: null,
    country: null,
  };
}

function recordRow(row: number, line: number, values: string[], layout: Layout): FeedRow {
  const problems: Problems = [];
  // Each record ends with EOF before EOR, which leaves one empty value at the end (or only
  // a line break, which some software writes before EOR).
  if (values.length === layout.fields.length + 1 && trimmed(values.at(-1)) === '') values.pop();
  const reference = rawField(values, layout, 'AGENT_REF');
  const branch = rawField(values, layout, 'BRANCH_ID');
  if (values.length !== layout.fields.length) {
    const count = trimmed(values.at(-1)) === '' ? values.length - 1 : values.length;
    problems.push(`This row has ${count} fields but #DEFINITION# lists ${layout.fields.length}`);
    return feedRow(row, line, reference, null, problems, branch);
  }
  return feedRow(row, line, reference, blmListing(values, layout, problems), problems, branch);
}

/** A field of a row that may be broken, as written (null when absent or empty). */
function rawField(values: readonly string[], layout: Layout, name: string): string | null {
  const at = layout.index.get(name);
  return (at === undefined ? '' : trimmed(values[at])) || null;
}

/**
 * Reads a BLM feed up to its first record: the header comes back at once, with warnings
 * about the columns read as their defaults, and a file that is not a BLM v3 feed, or
 * lacks a column every listing needs, is refused here with a FeedError.
 */
export function openBlm(
  source: AsyncIterable<Uint8Array>,
  options: BlmReadOptions = {},
): Promise<OpenedFeed<BlmHeader>> {
  return openRows<BlmHeader>(async function* (announce) {
    let layout: Layout | undefined;
    for await (const event of readBlm(decodeFeedText(source), options)) {
      if (event.kind === 'start') {
        const columns = checkBlmColumns(event.fields);
        if (columns.missingRequired.length > 0) throw new FeedError(missingRequiredMessage(columns.missingRequired));
        layout = layoutOf(event.fields);
        announce(event.header, columns.warnings);
      } else if (layout === undefined) {
        throw new Error('A BLM record came before the #DEFINITION# row');
      } else if (event.kind === 'too-long') {
        const limit = (options.maxRecordLength ?? MAX_BLM_RECORD_LENGTH).toLocaleString('en-GB');
        yield feedRow(event.row, event.line, null, null, [`This row is longer than ${limit} characters`]);
      } else {
        yield recordRow(event.row, event.line, event.values, layout);
      }
    }
  });
}
