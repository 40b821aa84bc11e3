// The one entry point for agency feeds: recognise the format from the file's first bytes
// (names lie: '.txt' BLM files and '.xml' CSVs both happen) and parse it into feed rows.
import { type BlmHeader, openBlm } from './blm.ts';
import { byteOrderMark, peek } from './byte-peek.ts';
import { type CsvHeader, openCsv } from './csv.ts';
import { csvColumnNamed } from './csv-columns.ts';
import { FeedError } from './feed-error.ts';
import type { FeedFormat } from './feed-listing.ts';
import type { OpenedFeed } from './feed-rows.ts';
import { type KyeroHeader, openKyero } from './kyero.ts';

export type { BlmHeader } from './blm.ts';
export type { CsvHeader } from './csv.ts';
export { CSV_COLUMNS, type CsvColumn, csvTemplate } from './csv-columns.ts';
export { FeedError } from './feed-error.ts';
export type * from './feed-listing.ts';
export type { OpenedFeed } from './feed-rows.ts';
export type { KyeroHeader } from './kyero.ts';
export { FEED_ZIP_LIMITS, type FeedZip, type FeedZipLimits, openFeedZip } from './zip.ts';

export type ParsedFeed =
  | ({ format: 'blm' } & OpenedFeed<BlmHeader>)
  | ({ format: 'kyero' } & OpenedFeed<KyeroHeader>)
  | ({ format: 'csv' } & OpenedFeed<CsvHeader>);

/** How many bytes detectFormat looks at. */
export const SNIFF_BYTES = 4096;

const BY_EXTENSION: Record<string, FeedFormat> = { blm: 'blm', xml: 'kyero', csv: 'csv' };

/**
 * The format of a feed from its first bytes (SNIFF_BYTES are plenty), falling back on the
 * file name's extension only when the content says nothing.
 */
export function detectFormat(fileName: string, firstBytes: Uint8Array): FeedFormat {
  // Latin-1 reads any bytes; only ASCII markers are looked for. UTF-16 (with its byte
  // order mark, as spreadsheets save "Unicode text") is read as such.
  const mark = byteOrderMark(firstBytes);
  const start = new TextDecoder(mark === 'utf-16le' || mark === 'utf-16be' ? mark : 'latin1')
    .decode(firstBytes.subarray(0, SNIFF_BYTES))
    .replace(/^(\u00ef\u00bb\u00bf|\ufeff)?\s*/, '');
  if (start.startsWith('#HEADER#')) return 'blm';
  if (start.startsWith('<')) return 'kyero';
  const firstLine = start.split(/\r?\n|\r/, 1)[0] ?? '';
  const cells = firstLine.split(',').map((cell) => cell.replace(/^\s*"?|"?\s*$/g, ''));
  if (cells.length > 1 && cells.some((cell) => csvColumnNamed(cell) !== undefined)) return 'csv';
  const byName = BY_EXTENSION[fileName.split('.').at(-1)?.toLowerCase() ?? ''];
  if (byName) return byName;
  throw new FeedError(`${fileName} is not a feed we can read: upload a Rightmove BLM, Kyero XML or CSV file`);
}

export async function parseFeed(format: FeedFormat, source: AsyncIterable<Uint8Array>): Promise<ParsedFeed> {
  switch (format) {
    case 'blm':
      return { format, ...(await openBlm(source)) };
    case 'kyero':
      return { format, ...(await openKyero(source)) };
    case 'csv':
      return { format, ...(await openCsv(source)) };
  }
}

/** Detects the format of an uploaded feed and parses it. */
export async function parseFeedFile(fileName: string, source: AsyncIterable<Uint8Array>): Promise<ParsedFeed> {
  const peeked = await peek(source, SNIFF_BYTES);
  return parseFeed(detectFormat(fileName, peeked.head), peeked.source);
}
