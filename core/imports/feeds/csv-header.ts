// The header of our CSV feed: which column each cell names. A file is refused only when
// no listing of it could be imported (a column repeated, or one every listing needs left
// out); a column we do not know is left out with a warning, so a spreadsheet with an
// extra column of notes still imports, and a misspelt column is not lost unnoticed.
import { CSV_COLUMNS, type CsvColumnName, csvColumnNamed } from './csv-columns.ts';
import { FeedError } from './feed-error.ts';
import { trimmed } from './field-values.ts';

export type CsvHeaderCheck = {
  /** The file's columns in file order; null for a blank or unknown header, whose values are ignored. */
  columns: Array<CsvColumnName | null>;
  warnings: string[];
};

/** Any one of these says where a listing is. */
const PLACE_COLUMNS: readonly CsvColumnName[] = ['display_address', 'address_1', 'address_2', 'town', 'postcode'];

const missingRequiredMessage = (missing: readonly string[]) =>
  `The CSV file cannot be imported: its header lacks ${missing.join(', ')}, which every listing needs`;

/** The columns of a header row, with what the agency should know about them; a FeedError when it cannot be imported. */
export function checkCsvHeader(header: readonly string[], line: number): CsvHeaderCheck {
  const named = header.map((cell) => (trimmed(cell) === '' ? null : csvColumnNamed(cell)));
  const known = named.filter((column): column is CsvColumnName => typeof column === 'string');
  const repeated = known.filter((column, at) => known.indexOf(column) !== at);
  if (repeated.length > 0) {
    throw new FeedError(`The CSV header has ${[...new Set(repeated)].join(', ')} more than once`, line);
  }
  const missing: string[] = CSV_COLUMNS.filter((column) => column.required && !known.includes(column.name)).map(
    ({ name }) => name,
  );
  if (!PLACE_COLUMNS.some((column) => known.includes(column))) missing.push(`one of ${PLACE_COLUMNS.join(', ')}`);
  if (missing.length > 0) throw new FeedError(missingRequiredMessage(missing), line);
  const warnings: string[] = [];
  const unknown = header.filter((cell, at) => named[at] === undefined && trimmed(cell) !== '').map(trimmed);
  if (unknown.length > 0) {
    warnings.push(
      `The file has columns we do not read: ${unknown.join(', ')}. Their values are left out; the CSV template lists the columns we read`,
    );
  }
  if (!known.includes('display_address')) {
    warnings.push(
      'The file has no display_address column: each listing shows its street, area and town from address_1, address_2 and town',
    );
  }
  return { columns: named.map((column) => column ?? null), warnings };
}
