// What every parser hands back: the file's own description (BLM header, Kyero version,
// CSV columns), known before the first row, and the rows as they are read.
import type { FeedListing, FeedRow } from './feed-listing.ts';

export type OpenedFeed<H> = {
  header: H;
  /** Rows in file order. Iterate to the end, or call return(), so the source is closed. */
  rows: AsyncGenerator<FeedRow, void, undefined>;
};

/**
 * Starts a parser and reads until it has described the file, so a file that is wrong as a
 * whole (not a feed, a version we cannot read, missing columns) is refused here, before
 * the caller sees any row. The parser announces the description before its first row.
 */
export async function openRows<H>(
  parse: (announce: (header: H) => void) => AsyncGenerator<FeedRow, void, undefined>,
): Promise<OpenedFeed<H>> {
  const announced: { header?: H } = {};
  const rows = parse((header) => {
    announced.header = header;
  });
  const first = await rows.next();
  if (announced.header === undefined) {
    await rows.return();
    throw new Error('A feed parser must describe the file before its first row');
  }
  async function* all(): AsyncGenerator<FeedRow, void, undefined> {
    if (first.done) return;
    yield first.value;
    yield* rows;
  }
  return { header: announced.header, rows: all() };
}

export function feedRow(
  row: number,
  line: number | null,
  reference: string | null,
  listing: FeedListing | null,
  problems: string[],
): FeedRow {
  if (listing === null || problems.length > 0) {
    return { row, line, reference, listing: null, errors: problems.length > 0 ? problems : ['This row is invalid'] };
  }
  return { row, line, reference, listing, errors: [] };
}
