// The one shape every agency feed (Rightmove BLM, Kyero XML, our CSV) is parsed into.
// The import service maps it onto offers without knowing which format it came from, so
// nothing here is format-specific: codes are already translated, money is in pence,
// dates are UTC instants, and a field a format cannot express is null (or its default).
import type { PriceQualifier } from '#contract/price-facts.ts';

export type FeedFormat = 'blm' | 'kyero' | 'csv';

export type FeedTransaction = 'sale' | 'letting';

export type FeedStatus =
  | 'available'
  | 'sold-stc'
  | 'under-offer'
  | 'reserved'
  | 'let-agreed'
  | 'sold'
  | 'let'
  | 'withdrawn';

/** Rightmove's price qualifiers, with its default: none. */
export type FeedPriceQualifier = 'none' | PriceQualifier;

export type FeedRentFrequency = 'weekly' | 'monthly' | 'quarterly' | 'annual';
export type FeedFurnishing = 'furnished' | 'part-furnished' | 'unfurnished' | 'flexible';
export type FeedTenure = 'freehold' | 'leasehold' | 'feudal' | 'commonhold' | 'share-of-freehold';

export type FeedMedia = {
  kind: 'photo' | 'floor-plan' | 'document' | 'virtual-tour';
  /** An absolute http(s) URL, or a bare file name to look up in the feed's zip. */
  source: string;
  caption: string | null;
  /** A document the feed marks as the energy performance certificate or its graph. */
  epc?: true;
};

export type FeedAddress = {
  line1: string | null;
  line2: string | null;
  town: string | null;
  /** As given, upper-cased, with one space between outward and inward codes. */
  postcode: string | null;
  /** County or province. */
  region: string | null;
  /** As the feed names it ('Spain', 'United Kingdom'); null when the format has no country. */
  country: string | null;
};

export type FeedListing = {
  /** The feed's own id of the listing: BLM AGENT_REF, Kyero ref (else id), CSV reference. */
  reference: string;
  /** BLM BRANCH_ID; null for formats without branches. */
  branch: string | null;
  transaction: FeedTransaction;
  status: FeedStatus;
  /** BLM PUBLISHED_FLAG; true for Kyero and CSV unless the CSV says otherwise. */
  published: boolean;
  /** A category slug of contract/categories.ts (a child where one fits), or null when unknown. */
  propertyType: string | null;
  displayAddress: string;
  address: FeedAddress;
  location: { lat: number; lon: number } | null;
  /** Pounds in the feed become integer pence; null when there is no price (POA). */
  pricePence: number | null;
  priceQualifier: FeedPriceQualifier;
  /** Lettings only; null for sales. */
  rentFrequency: FeedRentFrequency | null;
  bedrooms: number | null;
  bathrooms: number | null;
  receptions: number | null;
  floorAreaSqm: number | null;
  /** Kyero surface_area/plot; null elsewhere. */
  plotAreaSqm: number | null;
  newBuild: boolean;
  furnished: FeedFurnishing | null;
  tenure: FeedTenure | null;
  leaseYearsRemaining: number | null;
  /** 'A' to 'I' ('I' exists in Wales only). */
  councilTaxBand: string | null;
  /** Energy efficiency rating 'A' to 'G' when the feed gives it (Kyero energy_rating). */
  energyRating: string | null;
  /** The year it was built (Kyero build_year); absent or null when the format does not say. */
  buildYear?: number | null;
  /** Kyero pool; null when the format does not say. */
  pool: boolean | null;
  /** The listing's own page on the agency's site, when the feed gives one (Kyero url). */
  externalUrl: string | null;
  /** Plain text. Formats without a summary get the start of the description. */
  summary: string;
  /** The feed's HTML or text as given: our side sanitises it before showing it. */
  description: string;
  /** Bullet points in feed order, blanks dropped. */
  features: string[];
  /** In feed order. */
  media: FeedMedia[];
  /** ISO 8601 instants in UTC; feeds give UK local time, converted here. */
  createdAt: string | null;
  updatedAt: string | null;
};

/**
 * One data row of a feed: a listing, or every reason it was rejected.
 * `row` counts data rows from 1 (BLM records, Kyero <property> elements, CSV lines after
 * the header); `line` is the physical line the row starts on, when known. A rejected row
 * keeps the reference and branch it names, when they can be read: its listing stays
 * as it is, rather than being withdrawn by a full feed.
 */
export type FeedRow =
  | { row: number; line: number | null; reference: string | null; listing: FeedListing; errors: [] }
  | {
      row: number;
      line: number | null;
      reference: string | null;
      branch: string | null;
      listing: null;
      errors: string[];
    };
