// Kyero v3 XML feeds as feed listings, one <property> at a time. Kyero is made for
// overseas portals, so a UK feed must say its prices are in pounds (Kyero's default
// currency is the euro): a property priced in anything else is rejected.

import { buildYear } from './build-year.ts';
import { FeedError } from './feed-error.ts';
import type { FeedListing, FeedMedia, FeedRow, FeedTransaction } from './feed-listing.ts';
import { feedRow, type OpenedFeed, openRows } from './feed-rows.ts';
import { decodeFeedText } from './feed-text.ts';
import {
  coordinates,
  dateTime,
  decimal,
  lookup,
  mediaSource,
  normalisePostcode,
  optionalText,
  type Problems,
  poundsToPence,
  presentValues,
  requiredLookup,
  summaryOf,
  trimmed,
  webAddress,
  wholeNumber,
} from './field-values.ts';
import { kyeroPropertyType } from './property-types.ts';
import {
  DEFAULT_XML_LIMITS,
  readXmlRecords,
  type XmlElement,
  type XmlLimits,
  xmlDeclaredEncoding,
} from './xml-records.ts';

export type KyeroHeader = {
  /** <kyero><feed_version>; null when the feed leaves it out (version 3 is assumed). */
  feedVersion: string | null;
};

const PRICE_FREQUENCIES: ReadonlyMap<string, { transaction: FeedTransaction; rent: 'monthly' | 'weekly' | null }> =
  new Map([
    ['sale', { transaction: 'sale', rent: null }],
    ['month', { transaction: 'letting', rent: 'monthly' }],
    ['week', { transaction: 'letting', rent: 'weekly' }],
  ]);
const PRICE_FREQUENCY_NAMES = 'sale, month or week';

const FLAGS: ReadonlyMap<string, boolean> = new Map([
  ['0', false],
  ['1', true],
]);

const childOf = (element: XmlElement | undefined, name: string) =>
  element?.children.find((child) => child.name === name);

const textOf = (element: XmlElement | undefined, ...path: string[]): string | undefined => {
  const found = path.reduce<XmlElement | undefined>(childOf, element);
  return found?.text;
};

/** Kyero's multilingual fields (<desc><en>…</en><es>…</es></desc>): English, else the first language given. */
function inEnglish(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  if (element.children.length === 0) return element.text;
  const languages = element.children.filter((child) => trimmed(child.text) !== '');
  return (languages.find((child) => child.name === 'en') ?? languages[0])?.text;
}

/** Paths of the elements whose text was cut at the limit. */
function cutPaths(element: XmlElement, path = ''): string[] {
  const here = path === '' ? element.name : `${path}/${element.name}`;
  return [...(element.cut ? [here] : []), ...element.children.flatMap((child) => cutPaths(child, here))];
}

function flag(property: XmlElement, name: string, problems: Problems): boolean | null {
  return lookup(textOf(property, name), name, problems, FLAGS, { expected: '0 or 1' });
}

function images(property: XmlElement, problems: Problems): FeedMedia[] {
  const media: FeedMedia[] = [];
  childOf(property, 'images')
    ?.children.filter((child) => child.name === 'image')
    .forEach((image, n) => {
      const source = mediaSource(textOf(image, 'url'), `image ${n + 1} url`, problems);
      const tags = childOf(image, 'tags')?.children.map((tag) => trimmed(tag.text).toLowerCase()) ?? [];
      const caption = optionalText(inEnglish(childOf(image, 'title')), `image ${n + 1} title`, problems);
      const kind = tags.some((tag) => /^floor ?plans?$/.test(tag)) ? 'floor-plan' : 'photo';
      if (source !== null) media.push({ kind, source, caption });
    });
  return media;
}

/** Text cut at the limit would be published incomplete: each cut element is a problem. */
function reportCutText(property: XmlElement, limits: XmlLimits, problems: Problems): void {
  for (const path of cutPaths(property)) {
    problems.push(`${path} is longer than ${limits.maxTextLength.toLocaleString('en-GB')} characters`);
  }
}

/** Kyero's default currency is the euro, so a UK feed must name pounds (GBP) on every property. */
function checkPounds(property: XmlElement, problems: Problems): void {
  const currency = trimmed(textOf(property, 'currency')).toUpperCase();
  if (currency === '') problems.push('Missing mandatory field currency (prices must be in pounds, GBP)');
  else if (currency !== 'GBP') problems.push(`currency must be GBP (prices must be in pounds), not ${currency}`);
}

function kyeroLocation(property: XmlElement, problems: Problems): FeedListing['location'] {
  return coordinates(
    textOf(property, 'location', 'latitude'),
    textOf(property, 'location', 'longitude'),
    ['location/latitude', 'location/longitude'],
    problems,
  );
}

/** The energy band, A to G, from <energy_rating><consumption> or <energy_rating> itself; anything else is left out. */
function energyRatingOf(property: XmlElement): string | null {
  const energy = trimmed(textOf(property, 'energy_rating', 'consumption') ?? textOf(property, 'energy_rating'));
  return /^[A-G]$/i.test(energy) ? energy.toUpperCase() : null;
}

/** Where the property is: its address as the feed gives it, its coordinates, and the address to show. */
function kyeroPlace(property: XmlElement, text: (name: string) => string | null, problems: Problems) {
  const town = text('town');
  const postcode = normalisePostcode(trimmed(textOf(property, 'postcode')));
  const location = kyeroLocation(property, problems);
  // The town says where the property is only when nothing else does.
  if (town === null && postcode === null && location === null) {
    problems.push('Missing mandatory field town (or a postcode, or location/latitude and location/longitude)');
  }
  const locationDetail = text('location_detail');
  const region = text('province');
  return {
    displayAddress: presentValues([locationDetail ?? '', town ?? '', region ?? '']).join(', '),
    address: { line1: null, line2: locationDetail, town, postcode, region, country: text('country') },
    location,
  };
}

function kyeroListing(property: XmlElement, limits: XmlLimits, problems: Problems): FeedListing | null {
  reportCutText(property, limits, problems);
  const text = (name: string) => optionalText(textOf(property, name), name, problems);
  const reference = text('ref') ?? text('id');
  if (reference === null) problems.push('Missing mandatory field ref (or id)');
  const frequency = requiredLookup(textOf(property, 'price_freq'), 'price_freq', problems, PRICE_FREQUENCIES, {
    expected: PRICE_FREQUENCY_NAMES,
  });
  checkPounds(property, problems);
  if (trimmed(textOf(property, 'price')) === '') problems.push('Missing mandatory field price');
  const price = poundsToPence(textOf(property, 'price'), 'price', problems);
  const place = kyeroPlace(property, text, problems);
  const description = optionalText(inEnglish(childOf(property, 'desc')), 'desc', problems) ?? '';
  const partOwnership = flag(property, 'part_ownership', problems);
  const listing = {
    branch: null,
    status: 'available' as const,
    published: true,
    propertyType: kyeroPropertyType(trimmed(textOf(property, 'type'))),
    ...place,
    // Kyero has no 'price on application' but 0 says the same.
    pricePence: price === 0 ? null : price,
    priceQualifier: price === 0 ? ('poa' as const) : partOwnership ? ('shared-ownership' as const) : ('none' as const),
    rentFrequency: frequency?.rent ?? null,
    bedrooms: wholeNumber(textOf(property, 'beds'), 'beds', problems),
    bathrooms: wholeNumber(textOf(property, 'baths'), 'baths', problems),
    receptions: null,
    floorAreaSqm: decimal(textOf(property, 'surface_area', 'built'), 'surface_area/built', problems, 0, 1_000_000),
    plotAreaSqm: decimal(textOf(property, 'surface_area', 'plot'), 'surface_area/plot', problems, 0, 100_000_000),
    newBuild: flag(property, 'new_build', problems) ?? false,
    furnished: null,
    tenure: flag(property, 'leasehold', problems) ? ('leasehold' as const) : null,
    leaseYearsRemaining: null,
    councilTaxBand: null,
    energyRating: energyRatingOf(property),
    pool: flag(property, 'pool', problems),
    buildYear: buildYear(textOf(property, 'build_year')),
    externalUrl: webAddress(inEnglish(childOf(property, 'url')), 'url', problems),
    summary: summaryOf(description),
    description,
    features: presentValues(childOf(property, 'features')?.children.map((feature) => feature.text) ?? []),
    media: images(property, problems),
    createdAt: null,
    updatedAt: dateTime(textOf(property, 'date'), 'date', problems),
  };
  if (problems.length > 0 || reference === null || frequency === null) return null;
  return { reference, transaction: frequency.transaction, ...listing };
}

function propertyRow(row: number, property: XmlElement, limits: XmlLimits): FeedRow {
  const problems: Problems = [];
  const reference = trimmed(textOf(property, 'ref')) || trimmed(textOf(property, 'id')) || null;
  return feedRow(row, property.line, reference, kyeroListing(property, limits, problems), problems);
}

/**
 * Reads a Kyero v3 feed up to its first property. A DOCTYPE (and so any entity), another
 * root element, another feed version or malformed XML is refused with a FeedError.
 */
export function openKyero(
  source: AsyncIterable<Uint8Array>,
  limits: XmlLimits = DEFAULT_XML_LIMITS,
): Promise<OpenedFeed<KyeroHeader>> {
  return openRows<KyeroHeader>(async function* (announce) {
    let announced = false;
    let row = 0;
    for await (const element of readXmlRecords(
      decodeFeedText(source, { declaredEncoding: xmlDeclaredEncoding }),
      'root',
      limits,
    )) {
      if (element.name === 'kyero' && !announced) {
        const version = trimmed(textOf(element, 'feed_version')) || null;
        if (version !== null && version !== '3') {
          throw new FeedError(`Kyero feed version ${version} is not supported: only version 3 can be imported`);
        }
        announce({ feedVersion: version });
        announced = true;
      } else if (element.name === 'property') {
        if (!announced) announce({ feedVersion: null });
        announced = true;
        row += 1;
        yield propertyRow(row, element, limits);
      }
    }
    if (!announced) announce({ feedVersion: null });
  });
}
