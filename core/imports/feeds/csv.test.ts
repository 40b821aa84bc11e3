// Our CSV feed: the template, round trips, the header's rules and each row's validation.
import { describe, expect, it } from 'vitest';
import { csvView, writeCsv } from '#tests/fixtures/feeds/csv-writer.ts';
import { makeListing } from '#tests/fixtures/feeds/listings.ts';
import { acceptedListings, allRows, chunked, failure } from '#tests/fixtures/feeds/sources.ts';
import { openCsv } from './csv.ts';
import { CSV_COLUMNS, csvTemplate } from './csv-columns.ts';
import { FeedError } from './feed-error.ts';

async function parse(text: string, chunkSize = 9) {
  const feed = await openCsv(chunked(text, chunkSize));
  return { header: feed.header, rows: await allRows(feed.rows) };
}

const refusal = async (text: string) => {
  const error = await failure(parse(text));
  expect(error).toBeInstanceOf(FeedError);
  return error.message;
};

const REQUIRED = { reference: 'A1', transaction: 'sale', display_address: 'Mill Lane, York', price: '250000' };

/** One row of the required columns and `values`. */
async function rowOf(values: Record<string, string>) {
  const columns = [...new Set([...Object.keys(REQUIRED), ...Object.keys(values)])];
  const { rows } = await parse(writeCsv([{ ...REQUIRED, ...values }], { columns }));
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe('csvTemplate', () => {
  it('has every column once, and its example row parses to one valid listing', async () => {
    const template = csvTemplate();
    expect(template.split('\r\n')[0]).toBe(CSV_COLUMNS.map((column) => column.name).join(','));
    const { header, rows } = await parse(template);
    expect(header.columns).toEqual(CSV_COLUMNS.map((column) => column.name));
    expect(acceptedListings(rows)).toEqual([
      expect.objectContaining({
        reference: 'DZ-1001',
        transaction: 'sale',
        propertyType: 'semi-detached',
        pricePence: 42_500_000,
        priceQualifier: 'guide-price',
        address: {
          line1: '14 Church Lane',
          line2: 'Clifton',
          town: 'Bristol',
          postcode: 'BS8 4AB',
          region: null,
          country: null,
        },
        features: ['Gas central heating', 'South-facing garden', 'Off-street parking'],
        media: [
          { kind: 'photo', source: 'front.jpg', caption: null },
          { kind: 'photo', source: 'https://images.example.com/dz-1001/kitchen.jpg', caption: null },
          { kind: 'floor-plan', source: 'floor-plan.png', caption: null },
          { kind: 'document', source: 'brochure.pdf', caption: null },
          { kind: 'document', source: 'epc.pdf', caption: null, epc: true },
          { kind: 'virtual-tour', source: 'https://tours.example.com/dz-1001', caption: null },
        ],
      }),
    ]);
  });
});

describe('openCsv', () => {
  it('reads back varied listings written as CSV, with a BOM and either line break', async () => {
    const listings = Array.from({ length: 60 }, (_, i) => makeListing(i));
    for (const options of [{ bom: true }, { lineBreak: '\n' as const }]) {
      const { rows } = await parse(writeCsv(listings, options));
      expect(rows.map((row) => row.row)).toEqual(listings.map((_, i) => i + 1));
      expect(acceptedListings(rows)).toEqual(listings.map(csvView));
    }
  });

  it('counts lines across quoted line breaks and skips empty rows', async () => {
    const text =
      'reference,transaction,display_address,price,description\r\nA1,sale,York,1,"one\r\ntwo"\r\n\r\n,,,,\r\nA2,sale,York,2,x\r\n';
    const { rows } = await parse(text);
    expect(rows.map((row) => [row.row, row.line, row.reference])).toEqual([
      [1, 2, 'A1'],
      [2, 6, 'A2'],
    ]);
    expect(rows[0]?.listing?.description).toBe('one\r\ntwo');
  });

  it('accepts header names in any case, with spaces, and title for display_address', async () => {
    const { rows } = await parse('Reference,Transaction,Title,Price,Property Type\nA1,Sale,York,100,Semi Detached\n');
    expect(rows[0]?.listing).toMatchObject({
      displayAddress: 'York',
      transaction: 'sale',
      propertyType: 'semi-detached',
    });
  });

  it('splits the list columns on |, dropping blanks', async () => {
    const listing = (
      await rowOf({
        features: ' Garden | |Garage|',
        photo_urls: 'a.jpg|https://img.example.com/b.jpg||photos/c.jpg',
        floor_plan_urls: 'plan.pdf',
        brochure_urls: 'brochure.pdf|https://docs.example.com/b.pdf',
        epc_url: 'epc.png',
        virtual_tour_urls: 'https://tours.example.com/1',
      })
    )?.listing;
    expect(listing?.features).toEqual(['Garden', 'Garage']);
    expect(listing?.media.map((media) => `${media.kind} ${media.source}`)).toEqual([
      'photo a.jpg',
      'photo https://img.example.com/b.jpg',
      'photo photos/c.jpg',
      'floor-plan plan.pdf',
      'document brochure.pdf',
      'document https://docs.example.com/b.pdf',
      'document epc.png',
      'virtual-tour https://tours.example.com/1',
    ]);
    expect(listing?.media.find((media) => media.source === 'epc.png')?.epc).toBe(true);
  });

  it('reads our words for status, qualifier, frequency, furnishing and tenure, as people type them', async () => {
    const listing = (
      await rowOf({
        transaction: 'letting',
        status: 'Let Agreed',
        price_qualifier: 'offers_over',
        rent_frequency: 'Weekly',
        furnished: 'part furnished',
        tenure: 'Share of freehold',
        published: 'no',
        new_build: 'Yes',
      })
    )?.listing;
    expect(listing).toMatchObject({
      transaction: 'letting',
      status: 'let-agreed',
      priceQualifier: 'offers-over',
      rentFrequency: 'weekly',
      furnished: 'part-furnished',
      tenure: 'share-of-freehold',
      published: false,
      newBuild: true,
    });
    expect((await rowOf({ transaction: 'letting' }))?.listing?.rentFrequency).toBe('monthly');
    expect((await rowOf({ transaction: 'sale', rent_frequency: 'weekly' }))?.listing?.rentFrequency).toBeNull();
  });

  it('rejects a row with every reason at once and keeps the others', async () => {
    const columns = [
      'reference',
      'transaction',
      'display_address',
      'price',
      'status',
      'property_type',
      'photo_urls',
      'bedrooms',
    ];
    const text = writeCsv(
      [
        { reference: 'A1', transaction: 'sale', display_address: 'York', price: '1' },
        {
          reference: '',
          transaction: 'swap',
          display_address: 'York',
          price: '£1,00',
          status: 'gone',
          property_type: 'castle',
          photo_urls: 'ok.jpg|../../etc/passwd',
          bedrooms: '-1',
        },
        { reference: 'A3', transaction: 'sale', display_address: 'York', price: '£1,250,000' },
      ],
      { columns },
    );
    const { rows } = await parse(text);
    expect(rows.map((row) => row.listing?.pricePence ?? null)).toEqual([100, null, 125_000_000]);
    expect(rows[1]).toMatchObject({ row: 2, line: 3, reference: null });
    expect(rows[1]?.errors).toEqual([
      'Missing mandatory field reference',
      'transaction must be sale or letting, not swap',
      'status must be one of available, sold-stc, under-offer, reserved, let-agreed, sold, let, withdrawn, not gone',
      'property_type must be one of our property types, such as semi-detached or apartment, not castle',
      'price must be a whole number of pounds (pence may follow a point, as in 950.50)',
      'bedrooms must be a whole number from 0 to 999',
      'photo_urls must be a web address (http or https) or the name of a file in the zip',
    ]);
  });

  it('rejects a row with more or fewer fields than the header, but not trailing empty cells', async () => {
    const text =
      'reference,transaction,display_address,price\r\nA1,sale,York,1,,\r\nA2,sale,York\r\nA3,sale,York,3,extra\r\n';
    const { rows } = await parse(text);
    expect(rows.map((row) => row.errors)).toEqual([
      [],
      ['This row has 3 fields but the header has 4'],
      ['This row has 5 fields but the header has 4'],
    ]);
  });
});

describe('openCsv refuses files that are wrong as a whole', () => {
  it('names repeated columns and the missing columns every listing needs', async () => {
    expect(await refusal('reference,transaction,display_address,price,Town,town\r\n')).toMatch(
      /^The CSV header has town more than once/,
    );
    expect(await refusal('reference,town\r\nA1,York\r\n')).toBe(
      'The CSV file cannot be imported: its header lacks transaction, price, which every listing needs (line 1)',
    );
    expect(await refusal('reference,transaction,price,bedrooms\r\nA1,sale,1,2\r\n')).toBe(
      'The CSV file cannot be imported: its header lacks one of display_address, address_1, address_2, town, postcode, which every listing needs (line 1)',
    );
  });
});

describe('openCsv reads what it can of a file with unknown or missing columns', () => {
  it('ignores columns it does not know, with a warning naming them', async () => {
    const feed = await openCsv(
      chunked(
        'reference,transaction,display_address,price,colour,Garden Size\r\nA1,sale,"Mill Lane, York",1,red,big\r\n',
      ),
    );
    expect(acceptedListings(await allRows(feed.rows)).map((listing) => listing.reference)).toEqual(['A1']);
    expect(feed.warnings).toEqual([
      'The file has columns we do not read: colour, Garden Size. Their values are left out; the CSV template lists the columns we read',
    ]);
  });

  it('makes the display address from the address columns when display_address is left out', async () => {
    const feed = await openCsv(
      chunked(
        'reference,transaction,price,address_1,address_2,town\r\nA1,sale,1,14 Church Lane,Clifton,Bristol\r\nA2,sale,1,,,\r\n',
      ),
    );
    const rows = await allRows(feed.rows);
    expect(rows[0]?.listing?.displayAddress).toBe('Church Lane, Clifton, Bristol');
    expect(rows[1]?.errors).toEqual([
      'address_1, address_2 and town are all blank: the listing has no address to show',
    ]);
    expect(feed.warnings).toEqual([
      'The file has no display_address column: each listing shows its street, area and town from address_1, address_2 and town',
    ]);
  });

  it('refuses an empty file and a quote left open', async () => {
    expect(await refusal('')).toBe('The CSV file is empty: it needs a header row naming its columns');
    expect(await refusal('reference,transaction,display_address,price\r\nA1,sale,"York,1\r\n')).toMatch(
      /^The CSV file is malformed: /,
    );
  });
});
