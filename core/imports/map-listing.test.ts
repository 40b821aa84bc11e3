// A feed listing as an offer: rents per week or per month, long leases, market states,
// listings to take off the site, and the reasons a listing cannot be an offer.

import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeBySlug } from '#contract/attributes.ts';
import { type Catalogue, getCatalogue } from '#core/catalogue/read.ts';
import { gazetteerGeocoder } from '#core/places/geocoder.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { acceptedListings, allRows, chunked } from '#tests/fixtures/feeds/sources.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import type { FeedListing } from './feeds/feed-listing.ts';
import { openKyero } from './feeds/kyero.ts';
import { geocoderLocator } from './locate.ts';
import { type Locate, mapListing } from './map-listing.ts';

let catalogue: Catalogue;
const manchester = async () => ({ lat: 53.48, lon: -2.24, name: 'Manchester', warning: null });
const nowhere = async () => null;

const t = testAppForFile();

beforeAll(async () => {
  catalogue = await getCatalogue(t.database.db);
});

const map = (changes: Partial<FeedListing>, locate: Locate = manchester) =>
  mapListing(importableListing(1, 'MAP-1', changes), catalogue, locate);
const attribute = (mapped: Awaited<ReturnType<typeof map>>, id: number) =>
  mapped.listing?.input.attributes.find((item) => item.id === id)?.value;

describe('mapping a feed listing onto an offer', () => {
  it('keeps weekly and monthly rents as the feed gives them, and makes monthly rents of quarterly ones', async () => {
    const letting = { transaction: 'letting' as const, tenure: null, pricePence: 360_000 };
    const weekly = await map({ ...letting, rentFrequency: 'weekly' });
    expect(weekly.listing?.input).toMatchObject({ price: 360_000, price_period: 'week' });
    expect(attribute(weekly, 1)).toBe('rent');
    const monthly = await map({ ...letting, rentFrequency: 'monthly' });
    expect(monthly.listing?.input).toMatchObject({ price: 360_000, price_period: 'month' });
    // The site has no quarterly period: a quarter's rent becomes its monthly share.
    const quarterly = await map({ ...letting, rentFrequency: 'quarterly' });
    expect(quarterly.listing?.input).toMatchObject({ price: 120_000, price_period: 'month' });
    // The period is the one source: 'per-month' is written from it when the offer is saved.
    expect(attribute(quarterly, 5)).toBeUndefined();
  });

  it('keeps a 999-year lease as the longest lease the catalogue states', async () => {
    const mapped = await map({ tenure: 'leasehold', leaseYearsRemaining: 999 });
    expect(mapped.errors).toEqual([]);
    expect(attribute(mapped, 19)).toBe('200');
    expect(attribute(mapped, 15)).toEqual(['leashold']);
  });

  it('carries the market state, and takes withdrawn or unpublished listings off the site', async () => {
    expect((await map({ status: 'sold-stc' })).listing).toMatchObject({ marketStatus: 'sold_stc', live: true });
    expect((await map({ status: 'withdrawn' })).listing?.live).toBe(false);
    expect((await map({ published: false })).listing?.live).toBe(false);
  });

  it('names every reason a listing cannot be an offer', async () => {
    expect((await map({ propertyType: null }, nowhere)).errors).toEqual([
      'The property type is missing or not one we know',
      'The town is not a place we know: give a UK town, or latitude and longitude',
    ]);
    expect((await map({ propertyType: 'building-plot', transaction: 'letting' })).errors).toEqual([
      'Building plot cannot be listed to rent here',
    ]);
  });

  it('places a listing with a UK postcode and no coordinates around its postcode district, named by its town', async () => {
    const locate = geocoderLocator(gazetteerGeocoder(t.database.db));
    const address = (changes: Partial<FeedListing['address']>) => ({
      address: { line1: null, line2: null, town: null, postcode: null, region: null, country: null, ...changes },
    });
    const headingley = await map({ ...address({ postcode: 'LS6 3HN', town: 'Headingley' }) }, locate);
    expect(headingley.listing?.input.location).toMatchObject({ name: 'Headingley' });
    expect(headingley.listing?.input.location.lat).toBeCloseTo(53.819, 2);
    expect(headingley.listing?.input.location.lon).toBeCloseTo(-1.567, 2);
    // No town, and a display address that is a street: the postcode alone places it, named by the town it is in.
    const bare = await map({ displayAddress: 'Wellington Place', ...address({ postcode: 'LS1 4AP' }) }, locate);
    expect(bare.listing?.input.location).toMatchObject({ name: 'Leeds' });
    expect(bare.listing?.input.title).toMatch(/, Leeds$/);
    expect(bare.listing?.input.location.lat).toBeCloseTo(53.797, 2);
    // A postcode of no known district falls back to the town.
    const unknown = await map({ ...address({ postcode: 'ZZ9 9ZZ', town: 'Leeds' }) }, locate);
    expect(unknown.listing?.input.location).toMatchObject({ name: 'Leeds' });
  });

  it('shows the summary once: left out when the description already says it, a lead paragraph otherwise', async () => {
    const occurrences = (text: string, part: string) => text.split(part).length - 1;
    const described = async (summary: string, description: string) =>
      (await map({ summary, description, features: [] })).listing?.input.description ?? '';
    // Kyero and CSV make the summary from the description's start: it is in the description already.
    const html = '<p><strong>A bright family home</strong> close to the park.</p><p>Three bedrooms.</p>';
    expect(occurrences(await described('A bright family home close to the park.', html), 'bright family home')).toBe(1);
    // A BLM summary cut short with an ellipsis, and one in other spacing and case.
    const text = 'Spacious detached house with a large garden, a double garage and views over the valley.';
    expect(occurrences(await described('Spacious detached house with a large garden...', text), 'Spacious')).toBe(1);
    expect(occurrences(await described('SPACIOUS  detached house with a large garden, a double', text), 'garden')).toBe(
      1,
    );
    // A summary of its own leads the description, once.
    const own = await described('Chain free, viewing recommended.', text);
    expect(own).toBe(`<p>Chain free, viewing recommended.</p>\n<p>${text}</p>`);
  });

  it("keeps a Kyero listing's pool, energy rating, plot size and build year", async () => {
    const xml = await readFile(new URL('../../tests/fixtures/feeds/kyero-pool-plot.xml', import.meta.url));
    const [villa, plot] = acceptedListings(await allRows((await openKyero(chunked(xml, 64))).rows));
    if (!villa || !plot) throw new Error('the fixture has two listings');
    const mapped = await mapListing(villa, catalogue, manchester);
    expect(mapped.errors).toEqual([]);
    const attributeValue = (slug: string) => {
      const id = attributeBySlug(slug)?.id;
      return mapped.listing?.input.attributes.find((item) => item.id === id)?.value;
    };
    // A Spanish-style chalet is a detached house; its category is a child of houses.
    expect(mapped.listing?.input.category_id).toBe(catalogue.bySlug.get('detached')?.id);
    expect(attributeValue('dodatkowe')).toEqual(['garage', 'air-conditioning']);
    expect(mapped.listing?.input.description).toContain('<li>Heated swimming pool</li>');
    // A pool the bullet points do not mention becomes one of them.
    const unlisted = await mapListing({ ...villa, features: [] }, catalogue, manchester);
    expect(unlisted.listing?.input.description).toContain('<li>Swimming pool</li>');
    expect(attributeValue('year-built')).toBe('1980-1999');
    expect(attributeValue('meter')).toBe('212');
    expect(mapped.listing?.epcRating).toBe('B');
    expect(mapped.listing?.input.description).toContain('<li>Plot of 1,450 m²</li>');
    // Land has no floor: its plot is its area.
    const land = await mapListing(plot, catalogue, manchester);
    const landArea = attributeBySlug('meter')?.id;
    expect(land.listing?.input.attributes).toContainEqual({ id: landArea, value: '2300' });
    expect(land.listing?.input.description).not.toContain('Plot of');
  });

  it('carries the price qualifier to stand before the price, and none for none', async () => {
    expect((await map({ priceQualifier: 'guide-price' })).listing?.priceQualifier).toBe('guide-price');
    expect((await map({ priceQualifier: 'offers-over' })).listing?.priceQualifier).toBe('offers-over');
    expect((await map({ priceQualifier: 'none' })).listing?.priceQualifier).toBeNull();
    expect((await map({ energyRating: 'H' })).listing?.epcRating).toBeNull();
  });

  it('names a listing filed under a main category by a singular noun in its title', async () => {
    const title = async (propertyType: string, bedrooms: number | null = 3) =>
      (await map({ propertyType, bedrooms })).listing?.input.title;
    expect(await title('house')).toBe('3 bed house, Manchester');
    expect(await title('flat', 2)).toBe('2 bed flat, Manchester');
    expect(await title('commercial', null)).toBe('Commercial property, Manchester');
    expect(await title('retirement', 1)).toBe('1 bed retirement property, Manchester');
    expect(await title('detached')).toBe('3 bed detached, Manchester');
  });
});

describe('a listing whose place is uncertain', () => {
  it('carries the warning with the listing, and leaves a listing placed without doubt as it was', async () => {
    const doubtful = async () => ({ lat: 53.29, lon: -1.15, name: 'Worksop', warning: 'Location uncertain: …' });
    const flagged = await map({}, doubtful);
    expect(flagged.listing).toMatchObject({ locationWarning: 'Location uncertain: …' });
    expect(flagged.listing?.input.title).toMatch(/, Worksop$/);
    // No key at all: the hash of a listing placed without doubt is the one it had before warnings existed.
    expect(Object.keys((await map({})).listing ?? {})).not.toContain('locationWarning');
  });
});
