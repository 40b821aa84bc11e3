// Rightmove BLM v3: round trips of varied listings, the file's structure (separators, line
// breaks, sections, versions, truncation) and each record's validation.
import { describe, expect, it } from 'vitest';
import {
  BLM_WRITER_FIELDS,
  type BlmRecord,
  blmView,
  makeBlmRecord,
  writeBlm,
} from '#tests/fixtures/feeds/blm-writer.ts';
import { makeListing } from '#tests/fixtures/feeds/listings.ts';
import { acceptedListings, allRows, chunked, failure } from '#tests/fixtures/feeds/sources.ts';
import { openBlm } from './blm.ts';
import { FeedError } from './feed-error.ts';

async function parse(text: string | Uint8Array, options: { chunkSize?: number; maxRecordLength?: number } = {}) {
  const feed = await openBlm(chunked(text, options.chunkSize ?? 13), options);
  return { header: feed.header, rows: await allRows(feed.rows) };
}

async function parseOne(record: BlmRecord) {
  const { rows } = await parse(writeBlm([record]));
  expect(rows).toHaveLength(1);
  return rows[0];
}

const listingOf = async (overrides: BlmRecord) => {
  const row = await parseOne({ ...makeBlmRecord(1), ...overrides });
  if (!row?.listing) throw new Error(`Rejected: ${row?.errors.join('; ')}`);
  return row.listing;
};

const errorsOf = async (overrides: BlmRecord) => (await parseOne({ ...makeBlmRecord(1), ...overrides }))?.errors;

describe('openBlm', () => {
  it('reads back every field of varied listings written as BLM', async () => {
    const listings = Array.from({ length: 80 }, (_, i) => makeListing(i));
    const { header, rows } = await parse(writeBlm(listings));
    expect(header).toMatchObject({ version: '3', eof: '^', eor: '~', propertyCount: 80 });
    expect(header.generatedAt).toBe('2024-06-01T08:00:00.000Z');
    expect(rows.map((row) => row.row)).toEqual(listings.map((_, i) => i + 1));
    const parsed = acceptedListings(rows);
    parsed.forEach((listing, i) => {
      expect(listing).toEqual(blmView(listings[i] ?? makeListing(i)));
    });
    // The mix really is mixed: both transactions, POA prices, every media kind.
    expect(new Set(parsed.map((listing) => listing.transaction))).toEqual(new Set(['sale', 'letting']));
    expect(parsed.some((listing) => listing.pricePence === null && listing.priceQualifier === 'poa')).toBe(true);
    expect(new Set(parsed.flatMap((listing) => listing.media.map((media) => media.kind)))).toEqual(
      new Set(['photo', 'floor-plan', 'document', 'virtual-tour']),
    );
  });

  it('reads the same rows with other separators and CRLF line breaks, in chunks of any size', async () => {
    const listings = Array.from({ length: 12 }, (_, i) => makeListing(i));
    const expected = listings.map(blmView);
    const custom = { eof: '|', eor: '#', lineBreak: '\r\n' } as const;
    for (const chunkSize of [1, 5, 4096]) {
      const { header, rows } = await parse(writeBlm(listings, custom), { chunkSize });
      expect(header).toMatchObject({ eof: '|', eor: '#' });
      expect(acceptedListings(rows)).toEqual(expected);
    }
    expect(acceptedListings((await parse(writeBlm(listings, { lineBreak: '\r\n' }))).rows)).toEqual(expected);
  });

  it('keeps line breaks inside a description and counts physical lines', async () => {
    const description = '<p>First paragraph.</p>\r\n\r\n<p>Second\nparagraph.</p>';
    const records = [
      { ...makeBlmRecord(1), DESCRIPTION: 'One line' },
      { ...makeBlmRecord(2), DESCRIPTION: description },
      { ...makeBlmRecord(3), DESCRIPTION: 'One line' },
    ];
    const { rows } = await parse(writeBlm(records));
    expect(rows[1]?.listing?.description).toBe(description);
    // The header's 7 lines, #DEFINITION#, the field row and #DATA# come first.
    expect(rows.map((row) => row.line)).toEqual([11, 12, 16]);
  });

  it('reads a feed in Windows-1252', async () => {
    const text = writeBlm([{ ...makeBlmRecord(1), SUMMARY: 'Guide price £250,000 – café nearby' }]);
    const windows1252 = Uint8Array.from(text, (char) =>
      char === '£' ? 0xa3 : char === '–' ? 0x96 : char === 'é' ? 0xe9 : char.charCodeAt(0),
    );
    const { rows } = await parse(windows1252);
    expect(rows[0]?.listing?.summary).toBe('Guide price £250,000 – café nearby');
  });

  it('rejects a row with the wrong number of fields by its row number and keeps the others', async () => {
    const good = writeBlm([makeBlmRecord(1), makeBlmRecord(2), makeBlmRecord(3)]);
    const broken = good.replace(`${makeBlmRecord(2).AGENT_REF}^`, `${makeBlmRecord(2).AGENT_REF}^extra^`);
    const { rows } = await parse(broken);
    expect(rows.map((row) => row.listing?.reference ?? null)).toEqual([
      makeBlmRecord(1).AGENT_REF,
      null,
      makeBlmRecord(3).AGENT_REF,
    ]);
    expect(rows[1]).toMatchObject({
      row: 2,
      reference: makeBlmRecord(2).AGENT_REF,
      errors: [
        `This row has ${BLM_WRITER_FIELDS.length + 1} fields but #DEFINITION# lists ${BLM_WRITER_FIELDS.length}`,
      ],
    });
  });

  it('rejects a row with every reason at once', async () => {
    const errors = await errorsOf({
      AGENT_REF: '',
      PRICE: 'lots',
      BEDROOMS: 'three',
      TRANS_TYPE_ID: '9',
      STATUS_ID: 'x',
      CREATE_DATE: '2024-02-30 10:00:00',
      UPDATE_DATE: 'yesterday',
      PUBLISHED_FLAG: 'yes',
      MEDIA_IMAGE_00: 'javascript:alert(1)',
      MEDIA_VIRTUAL_TOUR_00: 'tour.html',
      COUNCIL_TAX_BAND: 'Z',
      LATITUDE: '51.5',
      LONGITUDE: '',
    });
    expect(errors).toEqual([
      'Missing mandatory field AGENT_REF',
      'TRANS_TYPE_ID must be one of 1 (sale), 2 (letting), not 9',
      'STATUS_ID must be one of 0 (available), 1 (sold-stc), 2 (sold-stc), 3 (under-offer), 4 (reserved), 5 (let-agreed), 6 (sold), 7 (let), not x',
      'PUBLISHED_FLAG must be 0 or 1, not yes',
      'PRICE must be a whole number of pounds (pence may follow a point, as in 950.50)',
      'MEDIA_IMAGE_00 must be a web address (http or https) or the name of a file in the zip',
      'MEDIA_VIRTUAL_TOUR_00 must be a web address starting with http:// or https://',
      'LATITUDE and LONGITUDE must be given together, or both left blank',
      'BEDROOMS must be a whole number from 0 to 999',
      'COUNCIL_TAX_BAND must be a band from A to I',
      'CREATE_DATE must be a date and time such as 2024-05-31 14:30:00',
      'UPDATE_DATE must be a date and time such as 2024-05-31 14:30:00',
    ]);
  });

  it('needs a price unless it is on application, which may be 0 or blank', async () => {
    expect(await errorsOf({ PRICE: '', PRICE_QUALIFIER: '2' })).toEqual([
      'Missing mandatory field PRICE (it may be blank only with PRICE_QUALIFIER 1, POA)',
    ]);
    expect((await listingOf({ PRICE: '0', PRICE_QUALIFIER: '1' })).pricePence).toBeNull();
    expect((await listingOf({ PRICE: '', PRICE_QUALIFIER: '1' })).pricePence).toBeNull();
    expect((await listingOf({ PRICE: '1250.5', TRANS_TYPE_ID: '2' })).pricePence).toBe(125_050);
  });

  it('converts UK times to UTC instants, in summer and in winter', async () => {
    const listing = await listingOf({ CREATE_DATE: '2024-01-15 09:30:00', UPDATE_DATE: '2024-07-01 09:30:00' });
    expect(listing.createdAt).toBe('2024-01-15T09:30:00.000Z');
    expect(listing.updatedAt).toBe('2024-07-01T08:30:00.000Z');
  });

  it('ignores fields it does not know and reads LIVING_ROOMS as receptions', async () => {
    const fields = [...BLM_WRITER_FIELDS.filter((field) => field !== 'RECEPTIONS'), 'LIVING_ROOMS', 'PORTAL_SECRET'];
    const record = { ...makeBlmRecord(1), LIVING_ROOMS: '2', PORTAL_SECRET: 'x' };
    const { rows } = await parse(writeBlm([record], { fields }));
    expect(rows[0]?.listing?.receptions).toBe(2);
  });

  it('reads MEDIA_IMAGE_60 as the energy performance graph, not a photo', async () => {
    const fields = [...BLM_WRITER_FIELDS, 'MEDIA_IMAGE_60', 'MEDIA_IMAGE_TEXT_60'];
    const record = { ...makeBlmRecord(2), MEDIA_IMAGE_60: 'epc.png', MEDIA_IMAGE_TEXT_60: 'EPC' };
    const { rows } = await parse(writeBlm([record], { fields }));
    expect(rows[0]?.listing?.media.at(-1)).toEqual({ kind: 'document', source: 'epc.png', caption: 'EPC', epc: true });
  });

  it('skips a record longer than the limit without holding it, and goes on', async () => {
    const long = { ...makeBlmRecord(2), DESCRIPTION: 'x'.repeat(50_000) };
    const { rows } = await parse(writeBlm([makeBlmRecord(1), long, makeBlmRecord(3)]), {
      chunkSize: 1000,
      maxRecordLength: 20_000,
    });
    expect(rows.map((row) => row.errors)).toEqual([[], ['This row is longer than 20,000 characters'], []]);
  });

  it('rejects a description over 100,000 characters', async () => {
    expect(await errorsOf({ DESCRIPTION: 'x'.repeat(100_001) })).toEqual([
      'DESCRIPTION is longer than 100,000 characters',
    ]);
  });
});

describe('openBlm refuses files that are wrong as a whole', () => {
  const refusal = async (text: string) => {
    const error = await failure(parse(text));
    expect(error).toBeInstanceOf(FeedError);
    return error;
  };

  it('names the columns every listing needs that the definition lacks, and only those', async () => {
    const fields = BLM_WRITER_FIELDS.filter((field) => !['BRANCH_ID', 'MEDIA_IMAGE_00', 'PRICE'].includes(field));
    const error = await refusal(writeBlm([makeBlmRecord(1)], { fields }));
    expect(error.message).toBe(
      'The file cannot be imported: its #DEFINITION# row lacks PRICE, which every listing needs (its reference, sale or letting, price and where it is)',
    );
    const placeless = BLM_WRITER_FIELDS.filter(
      (field) => !/^(AGENT_REF|POSTCODE1|TOWN|DISPLAY_ADDRESS|ADDRESS_\d)$/.test(field),
    );
    expect((await refusal(writeBlm([makeBlmRecord(1)], { fields: placeless }))).message).toMatch(
      /lacks AGENT_REF, one of POSTCODE1, TOWN, DISPLAY_ADDRESS, ADDRESS_1, ADDRESS_2, ADDRESS_3, ADDRESS_4, which/,
    );
  });

  it('reads a missing optional column as its default, with a warning when that shows on the site', async () => {
    const left = ['BRANCH_ID', 'STATUS_ID', 'PUBLISHED_FLAG', 'PRICE_QUALIFIER', 'DISPLAY_ADDRESS', 'CREATE_DATE'];
    const fields = BLM_WRITER_FIELDS.filter((field) => !left.includes(field));
    const record = {
      ...makeBlmRecord(2),
      ADDRESS_2: 'Mill Lane',
      ADDRESS_3: 'Clifton',
      ADDRESS_4: '',
      TOWN: 'Bristol',
    };
    const feed = await openBlm(chunked(writeBlm([record], { fields })));
    const [listing] = acceptedListings(await allRows(feed.rows));
    expect(listing).toMatchObject({
      branch: null,
      status: 'available',
      published: true,
      priceQualifier: 'none',
      displayAddress: 'Mill Lane, Clifton, Bristol',
      createdAt: null,
    });
    expect(feed.warnings).toEqual([
      'The file has no STATUS_ID column: listings are read as available',
      'The file has no DISPLAY_ADDRESS column: each listing shows its street, area and town from the address columns',
      'The file has no PUBLISHED_FLAG column: every listing is published',
      'The file has no PRICE_QUALIFIER column: prices are read without a qualifier (no “Guide price” or “Offers over”)',
    ]);
  });

  it('refuses versions other than 3 and 3i', async () => {
    const error = await refusal(writeBlm([makeBlmRecord(1)], { version: '2' }));
    expect(error.message).toBe('BLM version 2 is not supported: only versions 3 and 3i can be imported (line 2)');
    expect((error as FeedError).line).toBe(2);
    const { header, rows } = await parse(writeBlm([makeBlmRecord(1)], { version: '3i' }));
    expect(header.version).toBe('3i');
    expect(rows).toHaveLength(1);
  });

  it('refuses a file that ends before #END#, after reading the rows it has', async () => {
    const feed = await openBlm(chunked(writeBlm([makeBlmRecord(1), makeBlmRecord(2)], { end: false })));
    const seen: string[] = [];
    const error = await failure(
      (async () => {
        for await (const row of feed.rows) seen.push(row.listing?.reference ?? '');
      })(),
    );
    expect(seen).toEqual([makeBlmRecord(1).AGENT_REF, makeBlmRecord(2).AGENT_REF]);
    expect(error.message).toMatch(/^The file ends before #END#: it may be truncated/);
    const cut = writeBlm([makeBlmRecord(1), makeBlmRecord(2)]);
    expect((await refusal(cut.slice(0, cut.length - 400))).message).toMatch(/^The file ends before #END#/);
  });

  it('refuses a file that is not BLM, or whose sections are broken', async () => {
    expect((await refusal('reference,price\nA1,100\n')).message).toBe(
      'This is not a BLM file: it must start with #HEADER# (line 1)',
    );
    expect((await refusal("#HEADER#\nVersion : 3\nEOF : '^'\n")).message).toMatch(/must be followed by #DEFINITION#/);
    expect((await refusal("#HEADER#\nVersion : 3\nEOF : '^'\nEOR : '^'\n#DEFINITION#\n")).message).toMatch(
      /must be different characters/,
    );
    expect((await refusal("#HEADER#\nVersion : 3\nEOF : '^'\n#DEFINITION#\n")).message).toMatch(/must give the EOR/);
    expect((await refusal("#HEADER#\nVersion : 3\nEOF : 'ab'\nEOR : '~'\n#DEFINITION#\n")).message).toMatch(
      /The EOF separator must be one character/,
    );
    const twice = writeBlm([makeBlmRecord(1)], { fields: [...BLM_WRITER_FIELDS, 'TOWN'] });
    expect((await refusal(twice)).message).toMatch(/lists TOWN more than once/);
  });
});
