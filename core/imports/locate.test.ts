// Locating imported listings from the strongest evidence: the postcode before the town,
// a town accepted only near its postcode, the town read from the address lines when the
// town field is empty, and a flag on every place the address does not settle.
import { describe, expect, it } from 'vitest';
import { kilometres } from '#core/places/distance.ts';
import { gazetteerGeocoder } from '#core/places/geocoder.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { isStreetLine, townClues } from './address-towns.ts';
import type { FeedAddress, FeedListing } from './feeds/feed-listing.ts';
import { geocoderLocator } from './locate.ts';

const t = testAppForFile();

const NO_ADDRESS: FeedAddress = { line1: null, line2: null, town: null, postcode: null, region: null, country: null };
const listing = (address: Partial<FeedAddress>, changes: Partial<FeedListing> = {}) =>
  importableListing(1, 'LOC-1', { displayAddress: '', address: { ...NO_ADDRESS, ...address }, ...changes });
const locate = (address: Partial<FeedAddress>, changes: Partial<FeedListing> = {}) =>
  geocoderLocator(gazetteerGeocoder(t.database.db))(listing(address, changes));

const S80 = { lat: 53.29205, lon: -1.14928 };
const HARROGATE = { lat: 53.99, lon: -1.54 };

describe('locating by the postcode first', () => {
  it('takes a town that agrees with the postcode, and names the listing by it', async () => {
    const place = await locate({ town: 'Headingley', postcode: 'LS6 3HN' });
    expect(place).toMatchObject({ name: 'Headingley', warning: null });
    expect(place?.lat).toBeCloseTo(53.819, 2);
  });

  it('picks among places of one name the one near the postcode', async () => {
    const yorkshire = await locate({ town: 'Richmond', postcode: 'DL10 7AE' });
    expect(yorkshire).toMatchObject({ name: 'Richmond', warning: null });
    expect(yorkshire?.lat).toBeCloseTo(54.41, 1);
    const london = await locate({ town: 'Richmond', postcode: 'TW9 1DN' });
    expect(london).toMatchObject({ name: 'Richmond', warning: null });
    expect(london?.lat).toBeCloseTo(51.47, 1);
  });

  it('corrects a misspelt town the postcode confirms', async () => {
    expect(await locate({ town: 'Slouhg', postcode: 'SL1 4XD' })).toMatchObject({ name: 'Slough', warning: null });
  });

  it('places a town far from its postcode by the postcode, and flags it naming both', async () => {
    // Bassetlaw is the council district; the gazetteer's nearest spelling is Bassett, Southampton.
    const place = await locate({ town: 'Bassetlaw', postcode: 'S80 2AA' });
    expect(place).not.toBeNull();
    expect(kilometres(place ?? S80, S80)).toBeLessThan(1);
    expect(place?.name).toBe('Worksop');
    expect(place?.warning).toBe(
      'Location uncertain: the town “Bassetlaw” matches Bassett, Southampton, 262 km from the postcode; the postcode S80 2AA says Worksop. Placed by the postcode, around Worksop: correct the town in your software, or leave this listing out.',
    );
  });

  it('takes an address line near the postcode when the town field contradicts it', async () => {
    const place = await locate(
      { town: 'Bassetlaw', line1: '7 Bridge Street', postcode: 'S80 2AA' },
      {
        displayAddress: 'Bridge Street, Worksop',
      },
    );
    expect(place).toMatchObject({ name: 'Worksop', warning: null });
  });

  it('keeps the name of a town it does not know when nothing contradicts the postcode', async () => {
    expect(await locate({ town: 'Scrooby Top', postcode: 'S80 2AA' })).toMatchObject({
      name: 'Scrooby Top',
      warning: null,
    });
  });

  it('falls back to the town for a postcode of no known district', async () => {
    expect(await locate({ town: 'Leeds', postcode: 'ZZ9 9ZZ' })).toMatchObject({ name: 'Leeds', warning: null });
  });
});

describe('locating by name without a postcode', () => {
  it('flags a town known only by a near spelling', async () => {
    const place = await locate({ town: 'Harrogte' });
    expect(kilometres(place ?? { lat: 0, lon: 0 }, HARROGATE)).toBeLessThan(5);
    expect(place?.name).toBe('Harrogate');
    expect(place?.warning).toMatch(
      /^Location uncertain: “Harrogte” is not a place we know; the closest name is Harrogate/,
    );
  });

  it('prefers a place the display address names exactly to a guess at a misspelt town', async () => {
    const place = await locate({ town: 'Harrogte' }, { displayAddress: 'Cold Bath Road, Harrogate' });
    expect(place).toMatchObject({ name: 'Harrogate', warning: null });
  });

  it('flags a name several places far apart share, unless a county says which', async () => {
    const newport = await locate({ town: 'Newport' });
    expect(newport?.warning).toMatch(
      /^Location uncertain: there are several places called “Newport” \(Newport, Wales; /,
    );
    const wight = await locate({ town: 'Newport', region: 'Isle of Wight' });
    expect(wight).toMatchObject({ name: 'Newport', warning: null });
    expect(wight?.lat).toBeCloseTo(50.7, 1);
  });

  it('gives no place when nothing in the address names one', async () => {
    expect(await locate({ line1: 'Rose Cottage, Mill Lane' }, { displayAddress: 'Mill Lane' })).toBeNull();
  });
});

describe('an empty town field', () => {
  it('takes the town from the address lines in order: ADDRESS_2, ADDRESS_3, ADDRESS_4, then the display address', async () => {
    const lines = listing(
      { line1: 'Rose Cottage, Mill Lane', line2: 'Headingley, Leeds' },
      { displayAddress: 'Mill Lane, Headingley' },
    );
    expect(townClues(lines).map((clue) => clue.text)).toEqual(['Headingley', 'Leeds']);
    expect(await locate({ line1: '14 Otley Road', line2: 'Headingley, Leeds', postcode: 'LS6 3HN' })).toMatchObject({
      name: 'Headingley',
      warning: null,
    });
    expect(
      await locate({ line1: 'Rose Cottage, Mill Lane' }, { displayAddress: 'Mill Lane, Harrogate' }),
    ).toMatchObject({ name: 'Harrogate', warning: null });
  });

  it('never takes a street line for a town, even one a town is named like', async () => {
    expect(isStreetLine('Queen Street')).toBe(true);
    expect(isStreetLine('22 Harrogate Road')).toBe(true);
    expect(isStreetLine('Flat 3')).toBe(true);
    expect(isStreetLine('Headingley')).toBe(false);
    // "Otley Road" is near Otley in spelling, but a road: the postcode names the place.
    const place = await locate({ line1: '14 Otley Road', postcode: 'LS6 3HN' }, { displayAddress: 'Otley Road' });
    expect(place?.name).not.toBe('Otley');
    expect(place?.warning).toBeNull();
  });

  it('names a listing with coordinates by its address lines too', async () => {
    const place = await locate(
      { line1: '14 Otley Road', line2: 'Headingley' },
      { location: { lat: 53.82, lon: -1.58 }, displayAddress: 'Otley Road, Headingley' },
    );
    expect(place).toEqual({ lat: 53.82, lon: -1.58, name: 'Headingley', warning: null });
  });
});
