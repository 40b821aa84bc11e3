// What every parser hands back: the file's own description (BLM header, Kyero version,
// CSV columns), known before the first row, and the rows as they are read.
import type { FeedListing, FeedRow } from './feed-listing.ts';

export type OpenedFeed<H> = {
  header: H;
  /**
   * What the agency should know about the file as a whole that refuses nothing, such as a
   * missing column read as its default: shown with the preview.
   */
  warnings: string[];
  /** Rows in file order. Iterate to the end, or call return(), so the source is closed. */
  rows: AsyncGenerator<FeedRow, void, undefined>;
};

/**
 * Starts a parser and reads until it has described the file, so a file that is wrong as a
 * whole (not a feed, a version we cannot read, missing columns) is refused here, before
 * the caller sees any row. The parser announces the description before its first row.
 */
export async function openRows<H>(
  parse: (announce: (header: H, warnings?: string[]) => void) => AsyncGenerator<FeedRow, void, undefined>,
): Promise<OpenedFeed<H>> {
  const announced: { header?: H; warnings: string[] } = { warnings: [] };
  const rows = parse((header, warnings = []) => {
    announced.header = header;
    announced.warnings = warnings;
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
  return { header: announced.header, warnings: announced.warnings, rows: all() };
}

export function feedRow(
  row: number,
  line: number | null,
  reference: string | null,
  listing: FeedListing | null,
  problems: string[],
  branch: string | null = null,
): FeedRow {
  if (listing === null || problems.length > 0) {
    const errors = problems.length > 0 ? problems : ['This row is invalid'];
    return { row, line, reference, branch, listing: null, errors };
  }
  return { row, line, reference, listing, errors: [] };
}
