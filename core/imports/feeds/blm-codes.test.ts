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
    const codes = ['0', '1', '2', '3', '4', '5', '6', '7', '9', '10', '11', '12', '15', '16', '99', ''];
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
      'offers-invited',
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

  it('PROP_SUB_ID, every published code, with the types we have no category for read as null and not an error', async () => {
    // Rightmove's name of each code, then the category it must land in.
    const table: Array<[code: string, rightmove: string, slug: string | null]> = [
      ['0', 'not specified', null],
      ['1', 'terraced house', 'terraced'],
      ['2', 'end of terrace house', 'end-of-terrace'],
      ['3', 'semi-detached house', 'semi-detached'],
      ['4', 'detached house', 'detached'],
      ['5', 'mews house', 'house'],
      ['6', 'cluster house', 'house'],
      ['7', 'ground floor flat', 'ground-floor-flat'],
      ['8', 'flat', 'apartment'],
      ['9', 'studio flat', 'studio'],
      ['10', 'ground floor maisonette', 'maisonette'],
      ['11', 'maisonette', 'maisonette'],
      ['12', 'bungalow', 'bungalow'],
      ['13', 'terraced bungalow', 'bungalow'],
      ['14', 'semi-detached bungalow', 'bungalow'],
      ['15', 'detached bungalow', 'bungalow'],
      ['16', 'mobile home', 'static-caravan'],
      ['17', 'hotel (older tables)', 'hotel'],
      ['18', 'guest house (older tables)', 'guest-house'],
      ['19', 'commercial property (older tables)', 'commercial'],
      ['20', 'land (residential)', 'land'],
      ['21', 'link detached house', 'detached'],
      ['22', 'town house', 'town-house'],
      ['23', 'cottage', 'cottage'],
      ['24', 'chalet', 'bungalow'],
      ['25', 'character property', 'house'],
      ['26', 'house (unspecified)', 'house'],
      ['27', 'villa', 'detached'],
      ['28', 'apartment', 'apartment'],
      ['29', 'penthouse', 'penthouse'],
      ['30', 'finca', 'farmhouse'],
      ['43', 'barn conversion', 'house'],
      ['44', 'serviced apartment', 'apartment'],
      ['45', 'parking', null],
      ['46', 'sheltered housing', 'retirement'],
      ['47', 'retirement property', 'retirement'],
      ['48', 'house share', 'room'],
      ['49', 'flat share', 'room'],
      ['50', 'park home', 'park-home'],
      ['51', 'garages', null],
      ['52', 'farm house', 'farmhouse'],
      ['53', 'equestrian facility', 'land'],
      ['56', 'duplex', 'duplex'],
      ['59', 'triplex', 'flat'],
      ['62', 'longère', 'farmhouse'],
      ['65', 'gîte', 'holiday-cottage'],
      ['68', 'barn', 'conversion-opportunity'],
      ['71', 'trulli', 'house'],
      ['74', 'mill', 'house'],
      ['77', 'ruins', 'refurbishment-project'],
      ['80', 'restaurant', 'restaurant-cafe'],
      ['83', 'café', 'restaurant-cafe'],
      ['86', 'mill (commercial)', 'commercial'],
      ['92', 'castle', 'house'],
      ['95', 'village house', 'house'],
      ['101', 'cave house', 'house'],
      ['104', 'cortijo', 'farmhouse'],
      ['107', 'farm land', 'agricultural-land'],
      ['110', 'plot', 'building-plot'],
      ['113', 'country house', 'house'],
      ['116', 'stone house', 'house'],
      ['117', 'caravan', 'caravan'],
      ['118', 'lodge', 'holiday-lodge'],
      ['119', 'log cabin', 'holiday-lodge'],
      ['120', 'manor house', 'detached'],
      ['121', 'stately home', 'detached'],
      ['125', 'off-plan', 'new-build'],
      ['128', 'semi-detached villa', 'semi-detached'],
      ['131', 'detached villa', 'detached'],
      ['134', 'bar / nightclub', 'pub'],
      ['137', 'shop', 'retail'],
      ['140', 'riad', 'house'],
      ['141', 'house boat', null],
      ['142', 'hotel room', 'hotel'],
      ['143', 'block of apartments', 'flat'],
      ['144', 'private halls', 'room'],
      ['178', 'office', 'office'],
      ['181', 'business park', 'office'],
      ['184', 'serviced office', 'office'],
      ['187', 'retail property (high street)', 'retail'],
      ['190', 'retail property (out of town)', 'retail'],
      ['193', 'convenience store', 'retail'],
      ['196', 'garages (commercial)', 'commercial'],
      ['199', 'hairdresser / barber shop', 'retail'],
      ['202', 'hotel', 'hotel'],
      ['205', 'petrol station', 'commercial'],
      ['208', 'post office', 'retail'],
      ['211', 'pub', 'pub'],
      ['214', 'workshop & retail space', 'industrial'],
      ['217', 'distribution warehouse', 'warehouse'],
      ['220', 'factory', 'industrial'],
      ['223', 'heavy industrial', 'industrial'],
      ['226', 'industrial park', 'industrial'],
      ['229', 'light industrial', 'industrial'],
      ['232', 'storage', 'warehouse'],
      ['235', 'showroom', 'retail'],
      ['238', 'warehouse', 'warehouse'],
      ['241', 'land (commercial)', 'land'],
      ['244', 'commercial development', 'development-site'],
      ['247', 'industrial development', 'development-site'],
      ['250', 'residential development', 'development-site'],
      ['253', 'commercial property', 'commercial'],
      ['256', 'data centre', 'commercial'],
      ['259', 'farm', 'agricultural-land'],
      ['262', 'healthcare facility', 'commercial'],
      ['265', 'marine property', 'commercial'],
      ['268', 'mixed use', 'commercial'],
      ['271', 'research & development facility', 'commercial'],
      ['274', 'science park', 'office'],
      ['277', 'guest house', 'guest-house'],
      ['280', 'hospitality', 'hotel-bb'],
      ['283', 'leisure facility', 'commercial'],
      ['298', 'takeaway', 'restaurant-cafe'],
      ['301', 'childcare facility', 'commercial'],
      ['304', 'smallholding', 'agricultural-land'],
      ['307', 'place of worship', 'commercial'],
      ['310', 'trade counter', 'industrial'],
      ['511', 'coach house', 'house'],
      ['512', 'house of multiple occupation', 'house'],
      ['535', 'sports facilities', 'commercial'],
      ['538', 'spa', 'commercial'],
      ['541', 'campsite & holiday village', 'campsite'],
      ['544', 'retail property (shopping centre)', 'retail'],
      ['547', 'retail property (park)', 'retail'],
      ['550', 'retail property (pop-up)', 'retail'],
      ['9999', 'no such code', null],
    ];
    const read = pick(
      await readEach(
        'PROP_SUB_ID',
        table.map(([code]) => code),
      ),
      'propertyType',
    );
    expect(table.map(([code, rightmove], n) => [code, rightmove, read[n]])).toEqual(table);
  });

  it('maps every PROP_SUB_ID to a category that exists', () => {
    const unknown = [...BLM_PROPERTY_TYPES].filter(([, slug]) => !isCategorySlug(slug));
    expect(unknown).toEqual([]);
  });
});
