// A 50 MB feed goes through the parser in small chunks while the heap stays far below the
// file's size: nothing holds the file, only the record being read.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { blmChunks, blmRecordFromListing } from '#tests/fixtures/feeds/blm-writer.ts';
import { makeListing } from '#tests/fixtures/feeds/listings.ts';
import { rechunked } from '#tests/fixtures/feeds/sources.ts';
import { openBlm } from './blm.ts';

// Only memory that survives a collection says what the parser keeps.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const RECORDS = 18_000;
const MB = 1024 * 1024;

describe('openBlm on a large feed', () => {
  it('reads a 50 MB file in 16 KB chunks with the heap growing by far less than the file', async () => {
    let bytes = 0;
    async function* counted() {
      const records = blmChunks(RECORDS, (i) => blmRecordFromListing(makeListing(i, { paragraphs: 17 })));
      for await (const chunk of rechunked(records, 16 * 1024)) {
        bytes += chunk.length;
        yield chunk;
      }
    }
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    let growth = 0;
    let rows = 0;
    let accepted = 0;
    const feed = await openBlm(counted());
    for await (const row of feed.rows) {
      rows += 1;
      if (row.listing) accepted += 1;
      if (rows % 3000 === 0) {
        collectGarbage();
        growth = Math.max(growth, process.memoryUsage().heapUsed - before);
      }
    }
    expect(bytes).toBeGreaterThan(50 * MB);
    expect(feed.header.propertyCount).toBe(RECORDS);
    expect(rows).toBe(RECORDS);
    expect(accepted).toBe(RECORDS);
    expect(growth).toBeLessThan(30 * MB);
  });
});
