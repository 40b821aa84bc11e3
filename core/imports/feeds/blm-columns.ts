// Which BLM columns a file must have, and what a missing one reads as. Rightmove calls 25
// columns mandatory, but real exports leave some out (PRICE_QUALIFIER most often). Being
// strict about them would refuse a whole agency's stock over a column we can do without,
// so a file is refused only when no listing could be identified, priced or placed; every
// other missing column reads as its default, and the preview says so when that changes
// what is published.

export type BlmColumnCheck = {
  /** Columns without which no listing of the file can be imported. */
  missingRequired: string[];
  /** Sentences for the agency about the columns that read as their default. */
  warnings: string[];
};

/** Without a reference, a transaction and a price, no listing can be imported at all. */
const REQUIRED = ['AGENT_REF', 'TRANS_TYPE_ID', 'PRICE'] as const;

/** Any one of these says where a listing is; without all of them nothing can be placed. */
const PLACE_COLUMNS = ['POSTCODE1', 'TOWN', 'DISPLAY_ADDRESS', 'ADDRESS_1', 'ADDRESS_2', 'ADDRESS_3', 'ADDRESS_4'];

type OptionalColumn = {
  /** What a missing column reads as, as the raw text of a record; undefined reads as blank. */
  reads?: string;
  /** What the agency should know; null when leaving the column out changes nothing on the site. */
  warning: string | null;
};

/**
 * Rightmove's other mandatory columns, by what their absence means. Columns outside
 * Rightmove's mandatory list are read when present and never warned about.
 */
const OPTIONAL: Record<string, OptionalColumn> = {
  BRANCH_ID: { warning: null },
  STATUS_ID: { reads: '0', warning: 'listings are read as available' },
  CREATE_DATE: { warning: null },
  UPDATE_DATE: { warning: null },
  DISPLAY_ADDRESS: { warning: 'each listing shows its street, area and town from the address columns' },
  PUBLISHED_FLAG: { reads: '1', warning: 'every listing is published' },
  LET_RENT_FREQUENCY: { warning: 'rents are read as monthly' },
  BEDROOMS: { warning: 'listings show no number of bedrooms' },
  PRICE_QUALIFIER: {
    reads: '0',
    warning: 'prices are read without a qualifier (no “Guide price” or “Offers over”)',
  },
  PROP_SUB_ID: { warning: 'listings have no property type' },
  SUMMARY: { warning: null },
  DESCRIPTION: { warning: 'listings have no description' },
  NEW_HOME_FLAG: { reads: 'N', warning: 'listings are read as not new homes' },
};

/** The sentence for one missing column. */
const missingColumn = (field: string, meaning: string) => `The file has no ${field} column: ${meaning}`;

/** Checks a #DEFINITION#'s columns: what refuses the file, and what only warns. */
export function checkBlmColumns(fields: readonly string[]): BlmColumnCheck {
  const has = (field: string) => fields.includes(field);
  const missingRequired: string[] = REQUIRED.filter((field) => !has(field));
  if (!PLACE_COLUMNS.some(has)) missingRequired.push(`one of ${PLACE_COLUMNS.join(', ')}`);
  const warnings = Object.entries(OPTIONAL).flatMap(([field, { warning }]) =>
    has(field) || warning === null ? [] : [missingColumn(field, warning)],
  );
  if (!fields.some((field) => /^MEDIA_IMAGE_\d\d$/.test(field))) {
    warnings.push('The file has no photo columns (MEDIA_IMAGE_00 and on): listings have no photos from the file');
  }
  return { missingRequired, warnings };
}

/** The raw text a column the file lacks reads as; undefined when it reads as blank. */
export function missingColumnValue(field: string): string | undefined {
  return Object.hasOwn(OPTIONAL, field) ? OPTIONAL[field]?.reads : undefined;
}

/** The refusal of a file without the columns every listing needs. */
export function missingRequiredMessage(missing: readonly string[]): string {
  return `The file cannot be imported: its #DEFINITION# row lacks ${missing.join(', ')}, which every listing needs (its reference, sale or letting, price and where it is)`;
}
