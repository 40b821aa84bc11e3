// Every BLM code table, read through the parser: each code in a record of its own, the
// expected meanings written out here rather than taken from the tables under test.
import { describe, expect, it } from 'vitest';
import { type BlmRecord, makeBlmRecord, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { acceptedListings, allRows, chunked } from '#tests/fixtures/feeds/sources.ts';
import { openBlm } from './blm.ts';
import type { FeedListing } from './feed-listing.ts';
import { BLM_PROPERTY_TYPES, isCategorySlug } from './property-types.ts';

/** The listing read from a sale (or letting) record with each value of `field`. */
async function readEach(field: string, codes: readonly string[], base: BlmRecord = makeBlmRecord(1)) {
  const feed = await openBlm(chunked(writeBlm(codes.map((code) => ({ ...base, [field]: code }))), 4096));
  return acceptedListings(await allRows(feed.rows));
}

const pick = <K extends keyof FeedListing>(listings: FeedListing[], key: K) => listings.map((listing) => listing[key]);

const letting = { ...makeBlmRecord(2), TRANS_TYPE_ID: '2', PRICE: '1200', LET_RENT_FREQUENCY: '1' };

describe('BLM code tables', () => {
  it('TRANS_TYPE_ID', async () => {
    expect(pick(await readEach('TRANS_TYPE_ID', ['1', '2']), 'transaction')).toEqual(['sale', 'letting']);
  });

  it('STATUS_ID', async () => {
    const codes = ['0', '1', '2', '3', '4', '5', '6', '7'];
    expect(pick(await readEach('STATUS_ID', codes), 'status')).toEqual([
      'available',
      'sold-stc',
      'sold-stc',
      'under-offer',
      'reserved',
      'let-agreed',
      'sold',
      'let',
    ]);
  });

  it('PRICE_QUALIFIER, with codes we do not know read as none', async () => {
    const codes = ['0', '1', '2', '3', '4', '5', '6', '7', '9', '10', '11', '12', '16', '99', ''];
    expect(
      pick(await readEach('PRICE_QUALIFIER', codes, { ...makeBlmRecord(1), PRICE: '100' }), 'priceQualifier'),
    ).toEqual([
      'none',
      'poa',
      'guide-price',
      'fixed-price',
      'offers-in-excess-of',
      'offers-in-region-of',
      'sale-by-tender',
      'from',
      'shared-ownership',
      'offers-over',
      'part-buy-part-rent',
      'shared-equity',
      'coming-soon',
      'none',
      'none',
    ]);
  });

  it('LET_RENT_FREQUENCY for lettings, monthly when blank, ignored for sales', async () => {
    expect(pick(await readEach('LET_RENT_FREQUENCY', ['0', '1', '2', '3', '5', ''], letting), 'rentFrequency')).toEqual(
      ['weekly', 'monthly', 'quarterly', 'annual', 'weekly', 'monthly'],
    );
    const sale = { ...makeBlmRecord(1), TRANS_TYPE_ID: '1' };
    expect(pick(await readEach('LET_RENT_FREQUENCY', ['0', '9'], sale), 'rentFrequency')).toEqual([null, null]);
  });

  it('LET_FURN_ID, with not specified and unknown codes read as null', async () => {
    expect(pick(await readEach('LET_FURN_ID', ['0', '1', '2', '3', '4', '8', ''], letting), 'furnished')).toEqual([
      'furnished',
      'part-furnished',
      'unfurnished',
      null,
      'flexible',
      null,
      null,
    ]);
  });

  it('TENURE_TYPE_ID', async () => {
    expect(pick(await readEach('TENURE_TYPE_ID', ['1', '2', '3', '4', '5', '6', '']), 'tenure')).toEqual([
      'freehold',
      'leasehold',
      'feudal',
      'commonhold',
      'share-of-freehold',
      null,
      null,
    ]);
  });

  it('PUBLISHED_FLAG and NEW_HOME_FLAG', async () => {
    expect(pick(await readEach('PUBLISHED_FLAG', ['0', '1']), 'published')).toEqual([false, true]);
    expect(pick(await readEach('NEW_HOME_FLAG', ['Y', 'y', 'N', '']), 'newBuild')).toEqual([true, true, false, false]);
  });

  it('PROP_SUB_ID, the most specific of our slugs, with unknown codes read as null and not an error', async () => {
    const codes = [
      '1',
      '2',
      '3',
      '4',
      '7',
      '8',
      '9',
      '11',
      '12',
      '22',
      '23',
      '28',
      '29',
      '52',
      '56',
      '110',
      '178',
      '208',
      '0',
      '9999',
    ];
    expect(pick(await readEach('PROP_SUB_ID', codes), 'propertyType')).toEqual([
      'terraced',
      'end-of-terrace',
      'semi-detached',
      'detached',
      'ground-floor-flat',
      'apartment',
      'studio',
      'maisonette',
      'bungalow',
      'town-house',
      'cottage',
      'apartment',
      'penthouse',
      'farmhouse',
      'duplex',
      'building-plot',
      'office',
      'pub',
      null,
      null,
    ]);
  });

  it('maps every PROP_SUB_ID to a category that exists', () => {
    const unknown = [...BLM_PROPERTY_TYPES].filter(([, slug]) => !isCategorySlug(slug));
    expect(unknown).toEqual([]);
  });
});
