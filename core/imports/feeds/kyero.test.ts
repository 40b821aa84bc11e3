// Kyero v3 XML: round trips, per-property validation, and the refusals that keep a
// hostile XML file from reading local files or exhausting memory.
import { describe, expect, it } from 'vitest';
import { billionLaughs, kyeroPropertyXml, kyeroView, writeKyero } from '#tests/fixtures/feeds/kyero-writer.ts';
import { makeListing } from '#tests/fixtures/feeds/listings.ts';
import { acceptedListings, allRows, chunked, failure } from '#tests/fixtures/feeds/sources.ts';
import { FeedError } from './feed-error.ts';
import { openKyero } from './kyero.ts';
import { DEFAULT_XML_LIMITS, type XmlLimits } from './xml-records.ts';

async function parse(xml: string, limits?: XmlLimits, chunkSize = 11) {
  const feed = await openKyero(chunked(xml, chunkSize), limits);
  return { header: feed.header, rows: await allRows(feed.rows) };
}

const refusal = async (xml: string, limits?: XmlLimits) => {
  const error = await failure(parse(xml, limits));
  expect(error).toBeInstanceOf(FeedError);
  return error.message;
};

/** A feed of one property whose XML is edited by `edit`. */
const oneProperty = (edit: (xml: string) => string) => `<root>${edit(kyeroPropertyXml(makeListing(3)))}</root>`;

describe('openKyero', () => {
  it('reads back varied listings written as Kyero XML', async () => {
    const listings = Array.from({ length: 40 }, (_, i) => makeListing(i));
    const { header, rows } = await parse(writeKyero(listings));
    expect(header).toEqual({ feedVersion: '3' });
    expect(rows.map((row) => [row.row, row.reference])).toEqual(
      listings.map((listing, i) => [i + 1, listing.reference]),
    );
    expect(acceptedListings(rows)).toEqual(listings.map(kyeroView));
  });

  it('takes the English description, else the first language given', async () => {
    const listing = makeListing(4);
    const spanishFirst = await parse(writeKyero([listing], { spanishFirst: true }));
    expect(spanishFirst.rows[0]?.listing?.description).toBe(listing.description);
    const noEnglish = await parse(
      oneProperty((xml) =>
        xml.replace(/<desc>[\s\S]*<\/desc>/, '<desc><de></de><es>Casa bonita</es><fr>Belle maison</fr></desc>'),
      ),
    );
    expect(noEnglish.rows[0]?.listing).toMatchObject({ description: 'Casa bonita', summary: 'Casa bonita' });
  });

  it('keeps a description given as CDATA, even one that mentions a DOCTYPE', async () => {
    const html = '<!DOCTYPE html><p>Sea views & more</p>';
    const { rows } = await parse(
      oneProperty((xml) => xml.replace(/<desc>[\s\S]*<\/desc>/, `<desc><en><![CDATA[${html}]]></en></desc>`)),
    );
    expect(rows[0]?.listing).toMatchObject({ description: html, summary: 'Sea views & more' });
  });

  it('maps price_freq to the transaction and rent frequency', async () => {
    const frequencyOf = async (value: string) => {
      const { rows } = await parse(oneProperty((xml) => xml.replace(/<price_freq>\w+</, `<price_freq>${value}<`)));
      const listing = rows[0]?.listing;
      return listing ? [listing.transaction, listing.rentFrequency] : rows[0]?.errors;
    };
    expect(await frequencyOf('sale')).toEqual(['sale', null]);
    expect(await frequencyOf('month')).toEqual(['letting', 'monthly']);
    expect(await frequencyOf('week')).toEqual(['letting', 'weekly']);
    expect(await frequencyOf('fortnight')).toEqual(['price_freq must be sale, month or week, not fortnight']);
  });

  it('rejects a property priced in another currency and keeps the others', async () => {
    const xml = writeKyero([makeListing(1), makeListing(2)]).replace(
      '<currency>GBP</currency>',
      '<currency>EUR</currency>',
    );
    const { rows } = await parse(xml);
    expect(rows.map((row) => row.errors)).toEqual([['currency must be GBP (prices must be in pounds), not EUR'], []]);
    expect(rows[0]?.reference).toBe(makeListing(1).reference);
    const noCurrency = await parse(oneProperty((xml) => xml.replace(/<currency>GBP<\/currency>/, '')));
    expect(noCurrency.rows[0]?.errors).toEqual(['Missing mandatory field currency (prices must be in pounds, GBP)']);
  });

  it('takes a property without a town when its postcode or coordinates say where it is', async () => {
    const { rows } = await parse(oneProperty((property) => property.replace(/<town>[^<]*<\/town>/, '')));
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.listing?.address.town).toBeNull();
  });

  it('rejects a property with every reason at once, naming its line', async () => {
    const xml = oneProperty((property) =>
      property
        .replace(/<ref>[^<]*<\/ref>/, '')
        .replace(/<id>[^<]*<\/id>/, '')
        .replace(/<price>[^<]*</, '<price>cheap<')
        .replace(/<beds>[^<]*</, '<beds>many<')
        .replace(/<town>[^<]*<\/town>/, '')
        .replace(/<postcode>[^<]*<\/postcode>/, '')
        .replace(/<location>.*?<\/location>/s, '')
        .replace(/<date>[^<]*</, '<date>2024-13-01 10:00:00<'),
    );
    const { rows } = await parse(xml);
    expect(rows[0]).toMatchObject({ row: 1, line: 1, reference: null });
    expect(rows[0]?.errors).toEqual([
      'Missing mandatory field ref (or id)',
      'price must be a whole number of pounds (pence may follow a point, as in 950.50)',
      'Missing mandatory field town (or a postcode, or location/latitude and location/longitude)',
      'beds must be a whole number from 0 to 999',
      'date must be a date and time such as 2024-05-31 14:30:00',
    ]);
  });

  it('refuses another feed version, another root element and malformed XML', async () => {
    expect(await refusal(writeKyero([makeListing(1)], { version: '2' }))).toBe(
      'Kyero feed version 2 is not supported: only version 3 can be imported',
    );
    expect(await refusal('<?xml version="1.0"?>\n<rss><channel/></rss>')).toBe(
      "The XML file's root element must be <root>, not <rss> (line 2)",
    );
    expect(await refusal('<root><property><ref>A1</ref></property>')).toMatch(/^The XML file is not well-formed: /);
    expect(await refusal('<root><property><ref>&nbsp;</ref></property></root>')).toMatch(/not well-formed/);
    expect(await refusal('')).toBe('The XML file has no root element <root> (line 1)');
  });
});

describe('openKyero refuses hostile XML', () => {
  it('refuses any DOCTYPE, so no entity is ever expanded or fetched', async () => {
    const started = Date.now();
    expect(await refusal(billionLaughs())).toBe(
      'The XML file may not contain a DOCTYPE or entity declarations (line 1)',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    const external =
      '<?xml version="1.0"?><!DOCTYPE root [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><root><property><ref>&xxe;</ref></property></root>';
    expect(await refusal(external)).toMatch(/may not contain a DOCTYPE/);
    expect(await refusal('<!DOCTYPE root><root/>')).toMatch(/may not contain a DOCTYPE/);
    // Past the check of the text before the first element, the XML parser refuses it too.
    expect(await refusal('<!-- <b> --><!DOCTYPE root><root/>')).toMatch(/may not contain a DOCTYPE/);
  });

  it('refuses deep nesting and overlong text, and cuts a long field to a row error', async () => {
    const limits = { ...DEFAULT_XML_LIMITS, maxTokenLength: 50_000, maxTextLength: 1_000 };
    const deep = `<root><property>${'<a>'.repeat(20)}${'</a>'.repeat(20)}</property></root>`;
    expect(await refusal(deep)).toBe('The XML file nests elements more than 12 deep (line 1)');
    const huge = oneProperty((xml) => xml.replace('<en>', `<en>${'x'.repeat(60_000)}`));
    expect(await refusal(huge, limits)).toMatch(/^The XML file has a text or tag longer than 50,000 characters/);
    const long = oneProperty((xml) => xml.replace('<desc>\n<en>', `<desc><en>${'x'.repeat(2_000)}`));
    const { rows } = await parse(long, limits, 500);
    expect(rows[0]?.errors).toEqual(['property/desc/en is longer than 1,000 characters']);
    const many = `<root><property>${'<feature/>'.repeat(30)}</property></root>`;
    expect(await refusal(many, { ...limits, maxElementsPerRecord: 20 })).toMatch(/holds more than 20 elements/);
  });
});
