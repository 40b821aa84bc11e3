// Our CSV feed (columns in csv-columns.ts) as feed listings, streamed row by row. The
// header's rules (what refuses a file, what only warns) are in csv-header.ts.

import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { PRICE_QUALIFIERS } from '#contract/price-facts.ts';
import { CSV_LIST_SEPARATOR, type CsvColumnName } from './csv-columns.ts';
import { checkCsvHeader } from './csv-header.ts';
import { FeedError } from './feed-error.ts';
import type {
  FeedAddress,
  FeedFurnishing,
  FeedListing,
  FeedMedia,
  FeedPriceQualifier,
  FeedRentFrequency,
  FeedStatus,
  FeedTenure,
  FeedTransaction,
} from './feed-listing.ts';
import { feedRow, type OpenedFeed, openRows } from './feed-rows.ts';
import { decodeFeedText } from './feed-text.ts';
import {
  coordinates,
  councilTaxBand,
  decimal,
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
import { isCategorySlug } from './property-types.ts';

export type CsvHeader = {
  /** The file's columns in file order; null for a column with a blank header, which is ignored. */
  columns: Array<CsvColumnName | null>;
};

/** A row is a few KB; a longer one is a broken quote swallowing the rest of the file. */
const MAX_ROW_LENGTH = 1_000_000;

/** The values a CSV column accepts, written as in the template. */
function choices<T extends string>(...values: T[]): { table: ReadonlyMap<string, T>; expected: string } {
  return { table: new Map(values.map((value) => [value, value])), expected: `one of ${values.join(', ')}` };
}

const TRANSACTIONS: ReadonlyMap<string, FeedTransaction> = new Map([
  ['sale', 'sale'],
  ['sales', 'sale'],
  ['letting', 'letting'],
  ['lettings', 'letting'],
  ['let', 'letting'],
  ['rent', 'letting'],
]);
const STATUSES = choices<FeedStatus>(
  'available',
  'sold-stc',
  'under-offer',
  'reserved',
  'let-agreed',
  'sold',
  'let',
  'withdrawn',
);
const QUALIFIERS = choices<FeedPriceQualifier>('none', ...PRICE_QUALIFIERS);
const FREQUENCIES = choices<FeedRentFrequency>('weekly', 'monthly', 'quarterly', 'annual');
const FURNISHINGS = choices<FeedFurnishing>('furnished', 'part-furnished', 'unfurnished', 'flexible');
const TENURES = choices<FeedTenure>('freehold', 'leasehold', 'feudal', 'commonhold', 'share-of-freehold');
const YES_NO: ReadonlyMap<string, boolean> = new Map([
  ['yes', true],
  ['y', true],
  ['true', true],
  ['1', true],
  ['no', false],
  ['n', false],
  ['false', false],
  ['0', false],
]);

/** 'Sold STC' and 'sold_stc' are how people type sold-stc. */
const slugged = (raw: string | undefined) =>
  trimmed(raw)
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const listItems = (raw: string | undefined) => presentValues(trimmed(raw).split(CSV_LIST_SEPARATOR));

type CellReader = (column: CsvColumnName) => string | undefined;

/** One of our category slugs, typed any way a person types it; null when the cell is blank or names none. */
function csvPropertyType(get: CellReader, problems: Problems) {
  const type = slugged(get('property_type'));
  if (type === '') return null;
  if (isCategorySlug(type)) return type;
  problems.push(`property_type must be one of our property types, such as semi-detached or apartment, not ${type}`);
  return null;
}

function csvListing(get: CellReader, problems: Problems): FeedListing | null {
  const reference = requiredText(get('reference'), 'reference', problems);
  const transaction = requiredLookup(get('transaction'), 'transaction', problems, TRANSACTIONS, {
    expected: 'sale or letting',
  });
  const choose = <T>(column: CsvColumnName, { table, expected }: { table: ReadonlyMap<string, T>; expected: string }) =>
    lookup(slugged(get(column)), column, problems, table, { expected });
  const status = choose('status', STATUSES) ?? 'available';
  const displayAddress =
    get('display_address') === undefined
      ? addressToDisplay(get, problems)
      : requiredText(get('display_address'), 'display_address', problems);
  const propertyType = csvPropertyType(get, problems);
  const priceQualifier = choose('price_qualifier', QUALIFIERS) ?? 'none';
  const pricePence = askingPrice(get('price'), 'price', priceQualifier, problems, 'when price_qualifier is poa');
  const texts = listingTexts(
    { raw: get('description'), field: 'description' },
    { raw: get('summary'), field: 'summary' },
    problems,
  );
  const listing = {
    branch: null,
    status,
    published: lookup(get('published'), 'published', problems, YES_NO, { expected: 'yes or no' }) ?? true,
    propertyType,
    address: csvAddress(get, problems),
    location: coordinates(get('latitude'), get('longitude'), ['latitude', 'longitude'], problems),
    pricePence,
    priceQualifier,
    rentFrequency: transaction === 'letting' ? (choose('rent_frequency', FREQUENCIES) ?? 'monthly') : null,
    bedrooms: wholeNumber(get('bedrooms'), 'bedrooms', problems),
    bathrooms: wholeNumber(get('bathrooms'), 'bathrooms', problems),
    receptions: wholeNumber(get('receptions'), 'receptions', problems),
    floorAreaSqm: decimal(get('floor_area_sqm'), 'floor_area_sqm', problems, 0, 1_000_000),
    plotAreaSqm: null,
    newBuild: lookup(get('new_build'), 'new_build', problems, YES_NO, { expected: 'yes or no' }) ?? false,
    furnished: choose('furnished', FURNISHINGS),
    tenure: choose('tenure', TENURES),
    leaseYearsRemaining: wholeNumber(get('lease_years'), 'lease_years', problems, 9_999),
    councilTaxBand: councilTaxBand(get('council_tax_band'), 'council_tax_band', problems),
    energyRating: null,
    pool: null,
    externalUrl: null,
    summary: texts.summary,
    description: texts.description,
    features: listItems(get('features')),
    media: csvListingMedia(get, problems),
    createdAt: null,
    updatedAt: null,
  };
  if (problems.length > 0 || reference === null || transaction === null || displayAddress === null) return null;
  return { reference, transaction, displayAddress, ...listing };
}

/** Photos, floor plans, brochures, the energy certificate and virtual tours, in that order. */
function csvListingMedia(get: CellReader, problems: Problems): FeedListing['media'] {
  return [
    ...csvMedia(get, 'photo', 'photo_urls', problems),
    ...csvMedia(get, 'floor-plan', 'floor_plan_urls', problems),
    ...csvMedia(get, 'document', 'brochure_urls', problems),
    ...csvMedia(get, 'document', 'epc_url', problems).map((item) => ({ ...item, epc: true as const })),
    ...listItems(get('virtual_tour_urls')).flatMap((item) => {
      const source = webAddress(item, 'virtual_tour_urls', problems);
      return source === null ? [] : [{ kind: 'virtual-tour' as const, source, caption: null }];
    }),
  ];
}

/** For a file without display_address: the street (without the house number), area and town. */
function addressToDisplay(get: CellReader, problems: Problems): string | null {
  const street = trimmed(get('address_1')).replace(/^(flat |unit )?\d+[a-z]?,?\s+/i, '');
  const shown = presentValues([street, get('address_2'), get('town')]).join(', ');
  if (shown === '') problems.push('address_1, address_2 and town are all blank: the listing has no address to show');
  return shown || null;
}

function csvAddress(get: CellReader, problems: Problems): FeedAddress {
  return {
    line1: optionalText(get('address_1'), 'address_1', problems),
    line2: optionalText(get('address_2'), 'address_2', problems),
    town: optionalText(get('town'), 'town', problems),
    postcode: normalisePostcode(trimmed(get('postcode'))),
    region: null,
    country: null,
  };
}

/** A column listing web addresses (or names of files in the zip), as media of one kind without captions. */
function csvMedia(get: CellReader, kind: FeedMedia['kind'], column: CsvColumnName, problems: Problems): FeedMedia[] {
  return listItems(get(column)).flatMap((item) => {
    const source = mediaSource(item, column, problems);
    return source === null ? [] : [{ kind, source, caption: null }];
  });
}

function dataRow(row: number, line: number, values: string[], columns: Array<CsvColumnName | null>) {
  const problems: Problems = [];
  const at = new Map(columns.flatMap((column, index) => (column === null ? [] : [[column, index] as const])));
  const get = (column: CsvColumnName) => {
    const index = at.get(column);
    return index === undefined ? undefined : values[index];
  };
  const reference = trimmed(get('reference')) || null;
  // Spreadsheets pad rows with empty cells; only values beyond the header are a mistake.
  if (values.length > columns.length && values.slice(columns.length).some((value) => trimmed(value) !== '')) {
    problems.push(`This row has ${values.length} fields but the header has ${columns.length}`);
  } else if (values.length < columns.length) {
    problems.push(`This row has ${values.length} fields but the header has ${columns.length}`);
  }
  if (problems.length > 0) return feedRow(row, line, reference, null, problems);
  return feedRow(row, line, reference, csvListing(get, problems), problems);
}

/** Line breaks inside quoted values: the record takes that many more lines than one. */
const lineBreaksIn = (values: readonly string[]) =>
  values.reduce((count, value) => count + (value.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** Reads a CSV feed up to its header: repeated columns, or missing ones every listing needs, are refused with a FeedError. */
export function openCsv(source: AsyncIterable<Uint8Array>): Promise<OpenedFeed<CsvHeader>> {
  return openRows<CsvHeader>(async function* (announce) {
    const input = Readable.from(decodeFeedText(source));
    const parser = parse({
      bom: true,
      relax_column_count: true,
      max_record_size: MAX_ROW_LENGTH,
    });
    input.on('error', (error) => parser.destroy(error));
    input.pipe(parser);
    let columns: Array<CsvColumnName | null> | undefined;
    let row = 0;
    // csv-parse miscounts CRLF inside quotes, so lines are counted here: empty lines are
    // not skipped by the parser but below, after counting them.
    let nextLine = 1;
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        const line = nextLine;
        nextLine += 1 + lineBreaksIn(record);
        if (record.every((value) => trimmed(value) === '')) continue;
        if (columns === undefined) {
          const checked = checkCsvHeader(record, line);
          columns = checked.columns;
          announce({ columns }, checked.warnings);
          continue;
        }
        row += 1;
        yield dataRow(row, line, record, columns);
      }
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      const message =
        error.code === 'CSV_MAX_RECORD_SIZE'
          ? `A row of the CSV is longer than ${MAX_ROW_LENGTH.toLocaleString('en-GB')} characters: is a quote left open?`
          : `The CSV file is malformed: ${error.message.replace(/ at line \d+.*$/s, '')}`;
      const line = error.lines;
      throw new FeedError(message, typeof line === 'number' ? line : null, { cause: error });
    } finally {
      input.destroy();
    }
    if (columns === undefined) throw new FeedError('The CSV file is empty: it needs a header row naming its columns');
  });
}
