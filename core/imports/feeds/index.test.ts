// The entry point: formats recognised by content, and each format parsed through it.
import { afterEach, describe, expect, it } from 'vitest';
import { makeBlmRecord, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { writeCsv } from '#tests/fixtures/feeds/csv-writer.ts';
import { writeKyero } from '#tests/fixtures/feeds/kyero-writer.ts';
import { makeListing } from '#tests/fixtures/feeds/listings.ts';
import { allRows, chunked, failure } from '#tests/fixtures/feeds/sources.ts';
import { zipOnDisk } from '#tests/fixtures/feeds/zip-writer.ts';
import { csvTemplate, detectFormat, FeedError, openFeedZip, parseFeed, parseFeedFile } from './index.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const cleanups: Array<() => void> = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('detectFormat', () => {
  it('goes by content before the name', () => {
    expect(detectFormat('export.txt', bytes(writeBlm([makeBlmRecord(1)])))).toBe('blm');
    expect(detectFormat('feed.csv', bytes(`\ufeff  \r\n${writeBlm([makeBlmRecord(1)])}`))).toBe('blm');
    expect(detectFormat('feed.blm', bytes(writeKyero([makeListing(1)])))).toBe('kyero');
    expect(detectFormat('listings.xml', bytes(csvTemplate()))).toBe('csv');
    expect(detectFormat('listings.txt', bytes('"Reference",transaction\r\n'))).toBe('csv');
  });

  it('falls back on the extension, and refuses what it cannot recognise', () => {
    expect(detectFormat('feed.BLM', bytes(''))).toBe('blm');
    expect(detectFormat('props.csv', bytes('ref;price\n'))).toBe('csv');
    expect(detectFormat('notes.txt', bytes('id,price\n'))).toBe('csv');
    expect(() => detectFormat('photo.jpg', Uint8Array.from([0xff, 0xd8, 0xff]))).toThrow(
      new FeedError('photo.jpg is not a feed we can read: upload a Rightmove BLM, Kyero XML or CSV file'),
    );
  });
});

describe('parseFeedFile', () => {
  it('parses each format from a stream, whatever the file is called', async () => {
    const listing = makeListing(6);
    const files: Array<[string, string, string]> = [
      ['feed.txt', writeBlm([listing]), 'blm'],
      ['feed.dat', writeKyero([listing]), 'kyero'],
      ['feed.csv', writeCsv([listing]), 'csv'],
    ];
    for (const [name, text, format] of files) {
      const feed = await parseFeedFile(name, chunked(text, 1000));
      expect(feed.format).toBe(format);
      const rows = await allRows(feed.rows);
      expect(rows.map((row) => [row.reference, row.listing?.pricePence])).toEqual([
        [listing.reference, listing.pricePence],
      ]);
    }
  });

  it('gives the header of each format', async () => {
    const blm = await parseFeed('blm', chunked(writeBlm([makeBlmRecord(1)])));
    expect(blm.format === 'blm' && blm.header.propertyCount).toBe(1);
    const kyero = await parseFeed('kyero', chunked(writeKyero([])));
    expect(kyero.format === 'kyero' && kyero.header.feedVersion).toBe('3');
    expect(await allRows(kyero.rows)).toEqual([]);
  });

  it('parses the feed of a zip upload', async () => {
    const { path, remove } = zipOnDisk([{ name: 'upload/listings.csv', data: csvTemplate() }]);
    cleanups.push(remove);
    const zip = await openFeedZip(path);
    cleanups.unshift(() => zip.close());
    const feed = await parseFeedFile(zip.feedName, zip.readFeed());
    expect(feed.format).toBe('csv');
    expect((await allRows(feed.rows)).map((row) => row.reference)).toEqual(['DZ-1001']);
  });

  it('refuses a file of another kind', async () => {
    const error = await failure(parseFeedFile('notes.txt', chunked('Dear agent,\nplease find attached')));
    expect(error.message).toBe('notes.txt is not a feed we can read: upload a Rightmove BLM, Kyero XML or CSV file');
  });
});
