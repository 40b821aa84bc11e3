// Feed files as agency software really writes them (tests/fixtures/feeds/*.blm, *.xml):
// Windows-1252 and ISO-8859-1 bytes, UTF-8 with a byte order mark, UTF-16 from
// spreadsheets, declared separators, line breaks inside fields, and optional columns left
// out. Each is read into the right characters, never mojibake, and every row is kept.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeCsv } from '#tests/fixtures/feeds/csv-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { acceptedListings, allRows, chunked, failure } from '#tests/fixtures/feeds/sources.ts';
import { openBlm } from './blm.ts';
import { FeedError } from './feed-error.ts';
import type { FeedListing } from './feed-listing.ts';
import { parseFeedFile } from './index.ts';
import { openKyero } from './kyero.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/feeds/${name}`, import.meta.url));

/** Signs of text decoded in the wrong encoding: the replacement character and UTF-8 read as Latin-1. */
const MOJIBAKE = /\ufffd|Ã.|Â[£ ]|â€/;

const textsOf = (listing: FeedListing) =>
  [listing.displayAddress, listing.summary, listing.description, ...listing.features, listing.address.line1 ?? ''].join(
    '\n',
  );

async function parsed(name: string, bytes: Uint8Array, chunkSize = 11) {
  const feed = await parseFeedFile(name, chunked(bytes, chunkSize));
  return { warnings: feed.warnings, rows: await allRows(feed.rows) };
}

describe('a Windows-1252 BLM with CRLF line breaks', () => {
  it('reads pound signs, accents, curly quotes and dashes, in any chunk size', async () => {
    for (const size of [1, 7, 4096]) {
      const { rows } = await parsed('windows-1252.blm', fixture('windows-1252.blm'), size);
      const [sale, letting] = acceptedListings(rows);
      expect(sale?.displayAddress).toBe('Café Row, Ancoats, Manchester');
      expect(sale?.summary).toBe('Guide price £250,000 – a “bijou” flat near the café');
      expect(sale?.features).toEqual([
        'Service charge £1,200 a year',
        'Renée’s favourite – a sunny balcony',
        'Close to the crèche',
      ]);
      expect(letting?.summary).toBe('£950 pcm – naïve décor, great views');
      for (const listing of [sale, letting]) expect(textsOf(listing as FeedListing)).not.toMatch(MOJIBAKE);
    }
  });

  it('keeps the CRLF and the bare LF inside a description, and counts lines across them', async () => {
    const { rows } = await parsed('windows-1252.blm', fixture('windows-1252.blm'));
    expect(rows[0]?.listing?.description).toBe('<p>A bright flat.</p>\r\n<p>Ground rent £250 a year;\nno chain.</p>');
    // Header (7 lines), #DEFINITION#, the field row and #DATA# come first; row 1 spans 3 lines.
    expect(rows.map((row) => row.line)).toEqual([11, 14]);
  });
});

describe('a UTF-8 BLM with a byte order mark, other separators and no PRICE_QUALIFIER column', () => {
  it('imports every row with no qualifier, and warns about each missing column once', async () => {
    const { warnings, rows } = await parsed('no-price-qualifier.blm', fixture('no-price-qualifier.blm'));
    const listings = acceptedListings(rows);
    expect(listings.map((listing) => [listing.reference, listing.priceQualifier, listing.pricePence])).toEqual([
      ['NOQ-1', 'none', 325_000_00],
      ['NOQ-2', 'none', 210_000_00],
    ]);
    expect(listings[0]?.summary).toBe('A three-bedroom house at £325,000.');
    expect(listings.every((listing) => listing.newBuild === false && listing.media.length === 0)).toBe(true);
    expect(warnings).toEqual([
      'The file has no PRICE_QUALIFIER column: prices are read without a qualifier (no “Guide price” or “Offers over”)',
      'The file has no NEW_HOME_FLAG column: listings are read as not new homes',
      'The file has no photo columns (MEDIA_IMAGE_00 and on): listings have no photos from the file',
    ]);
  });
});

describe('a UTF-8 BLM with a stray Windows-1252 byte pasted from a word processor', () => {
  it('reads the stray byte as Windows-1252 and every other character as UTF-8', async () => {
    const text = fixture('no-price-qualifier.blm')
      .toString('utf8')
      .replace('Three bedrooms', 'Renée\u0000s three bedrooms');
    // U+0000 stands for the byte 92 (a Windows-1252 right quote) in the UTF-8 bytes.
    const bytes = Buffer.from(text, 'utf8').map((byte) => (byte === 0 ? 0x92 : byte));
    for (const size of [1, 3, 4096]) {
      const { rows } = await parsed('feed.blm', bytes, size);
      const [first, second] = acceptedListings(rows);
      expect(first?.features[0]).toBe('Renée’s three bedrooms');
      // The pound sign after the stray byte is still UTF-8's, not "Â£".
      expect(first?.summary).toBe('A three-bedroom house at £325,000.');
      expect(second?.description).toBe('A terraced house in the Northern Quarter.');
    }
  });
});

describe('a line break between the last separator and the record separator', () => {
  it('is not read as one more field', async () => {
    const text = fixture('no-price-qualifier.blm').toString('utf8').replaceAll('|*\n', '|\r\n*\n');
    const { rows } = await parsed('feed.blm', new TextEncoder().encode(text));
    expect(acceptedListings(rows).map((listing) => listing.reference)).toEqual(['NOQ-1', 'NOQ-2']);
  });
});

describe('a Kyero feed in the encoding its XML declaration names', () => {
  it('reads ISO-8859-1', async () => {
    const { rows } = await parsed('feed.xml', fixture('kyero-iso-8859-1.xml'));
    const [listing] = acceptedListings(rows);
    expect(listing?.description).toBe("Detached house - £425,000, near the café and the crèche. Renée's garden.");
    expect(listing?.features).toEqual(['Piscine chauffée', 'Cuisine équipée']);
  });

  const declared = (encoding: string) =>
    fixture('kyero-iso-8859-1.xml').toString('latin1').replace('ISO-8859-1', encoding);

  it('reads ISO-8859-15, where A4 is the euro sign', async () => {
    // Written as U+00A4 so that the Latin-1 encoder writes the byte A4.
    const xml = declared('ISO-8859-15').replace('near the café', 'near the café (\u00a45 a coffee)');
    const { rows } = await parsed('feed.xml', Buffer.from(xml, 'latin1'));
    expect(acceptedListings(rows)[0]?.description).toContain('near the café (€5 a coffee)');
  });

  it('reads windows-1252 curly quotes', async () => {
    const bytes = Buffer.from(declared('windows-1252').replace("Renée's", 'Renée\u0092s'), 'latin1');
    const { rows } = await parsed('feed.xml', bytes);
    expect(acceptedListings(rows)[0]?.description).toContain('Renée’s garden');
  });

  it('reads UTF-8 even when the declaration wrongly says ISO-8859-1', async () => {
    const bytes = Buffer.from(fixture('kyero-iso-8859-1.xml').toString('latin1'), 'utf8');
    const { rows } = await parsed('feed.xml', bytes);
    expect(acceptedListings(rows)[0]?.description).toContain('£425,000, near the café');
  });

  it('refuses an encoding it cannot read, naming it, instead of guessing', async () => {
    const error = await failure(openKyero(chunked(Buffer.from(declared('x-klingon'), 'latin1'))));
    expect(error).toBeInstanceOf(FeedError);
    expect(error.message).toBe(
      'The file says its characters are in x-klingon, an encoding we cannot read: save it as UTF-8 and upload it again (line 1)',
    );
  });
});

describe('a Kyero property with only what places and prices it', () => {
  it('is imported: Kyero has no columns to miss, and every other element is optional', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><root><property><ref>K-MIN</ref><price>180000</price>
      <currency>GBP</currency><price_freq>sale</price_freq><town>Manchester</town></property></root>`;
    const { warnings, rows } = await parsed('feed.xml', new TextEncoder().encode(xml));
    expect(warnings).toEqual([]);
    expect(acceptedListings(rows)[0]).toMatchObject({ reference: 'K-MIN', pricePence: 180_000_00, media: [] });
  });
});

describe('UTF-16 with a byte order mark, as spreadsheets save “Unicode text”', () => {
  const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const utf16be = (text: string) => utf16le(text).swap16();

  it('reads a CSV and a BLM whatever their names say', async () => {
    const listing = importableListing(1, 'U16-1', { summary: 'Guide price £250,000 – café' });
    for (const bytes of [utf16le(writeCsv([listing])), utf16be(writeCsv([listing]))]) {
      const { rows } = await parsed('export.txt', bytes);
      expect(acceptedListings(rows)[0]?.summary).toBe('Guide price £250,000 – café');
    }
    const blm = fixture('no-price-qualifier.blm').toString('utf8').replace('\ufeff', '');
    const { rows } = await parsed('export.txt', utf16le(blm), 5);
    expect(acceptedListings(rows)[0]?.summary).toBe('A three-bedroom house at £325,000.');
  });
});

describe('openBlm', () => {
  it('reads the Windows-1252 fixture as a stream of one-byte chunks', async () => {
    const feed = await openBlm(chunked(fixture('windows-1252.blm'), 1));
    expect(feed.warnings).toEqual([]);
    expect(acceptedListings(await allRows(feed.rows))).toHaveLength(2);
  });
});
