// The columns of our CSV feed, for agencies whose software exports neither BLM nor Kyero:
// declared once, here, for the parser, the downloadable template and the help page.
import { csvDocument } from '#core/csv/csv-writer.ts';

export type CsvColumn = {
  name: string;
  /** A required column must be in the header; its value may still be blank where the description says so. */
  required: boolean;
  description: string;
  example: string;
  /** Other header names read as this column. */
  aliases?: readonly string[];
};

/** Separates the items of a list column (features, photo_urls, floor_plan_urls, brochure_urls, virtual_tour_urls). */
export const CSV_LIST_SEPARATOR = '|';

export const CSV_COLUMNS = [
  {
    name: 'reference',
    required: true,
    description: 'Your own reference for the property, unique among your listings.',
    example: 'DZ-1001',
  },
  {
    name: 'transaction',
    required: true,
    description: 'sale or letting.',
    example: 'sale',
  },
  {
    name: 'status',
    required: false,
    description: 'available (the default), sold-stc, under-offer, reserved, let-agreed, sold, let or withdrawn.',
    example: 'available',
  },
  {
    name: 'property_type',
    required: false,
    description:
      'One of our property types, such as detached, semi-detached, terraced, apartment, studio, bungalow, building-plot or office.',
    example: 'semi-detached',
  },
  {
    name: 'display_address',
    required: false,
    description:
      'The address as shown on the listing, usually street and area without the house number. Without this column, it is made from address_1 (without the number), address_2 and town.',
    example: 'Church Lane, Clifton, Bristol',
    aliases: ['title'],
  },
  { name: 'address_1', required: false, description: 'House number or name and street.', example: '14 Church Lane' },
  { name: 'address_2', required: false, description: 'Area or village.', example: 'Clifton' },
  { name: 'town', required: false, description: 'Town or city.', example: 'Bristol' },
  { name: 'postcode', required: false, description: 'Full postcode.', example: 'BS8 4AB' },
  { name: 'latitude', required: false, description: 'Decimal degrees, with longitude.', example: '51.4596' },
  { name: 'longitude', required: false, description: 'Decimal degrees, with latitude.', example: '-2.6111' },
  {
    name: 'price',
    required: true,
    description: 'In pounds, such as 425000 or 1150.50. Blank only when price_qualifier is poa.',
    example: '425000',
  },
  {
    name: 'price_qualifier',
    required: false,
    description:
      'none (the default), poa, guide-price, fixed-price, offers-in-excess-of, offers-in-region-of, sale-by-tender, from, shared-ownership, offers-over, part-buy-part-rent, shared-equity or coming-soon.',
    example: 'guide-price',
  },
  {
    name: 'rent_frequency',
    required: false,
    description: 'Lettings only: weekly, monthly (the default), quarterly or annual.',
    example: '',
  },
  { name: 'bedrooms', required: false, description: 'A whole number.', example: '3' },
  { name: 'bathrooms', required: false, description: 'A whole number.', example: '2' },
  { name: 'receptions', required: false, description: 'Reception rooms, a whole number.', example: '1' },
  { name: 'floor_area_sqm', required: false, description: 'Internal floor area in square metres.', example: '112' },
  { name: 'new_build', required: false, description: 'yes or no (the default).', example: 'no' },
  {
    name: 'furnished',
    required: false,
    description: 'Lettings: furnished, part-furnished, unfurnished or flexible.',
    example: '',
  },
  {
    name: 'tenure',
    required: false,
    description: 'freehold, leasehold, feudal, commonhold or share-of-freehold.',
    example: 'freehold',
  },
  { name: 'lease_years', required: false, description: 'Years left on the lease, for leaseholds.', example: '' },
  { name: 'council_tax_band', required: false, description: 'A to I.', example: 'D' },
  {
    name: 'summary',
    required: false,
    description: 'A sentence or two of plain text; the start of the description when blank.',
    example: 'A bright three-bedroom family home a short walk from Clifton Village.',
  },
  {
    name: 'description',
    required: false,
    description: 'The full description, as plain text or simple HTML.',
    example: '<p>A bright family home with a south-facing garden.</p><p>Close to schools and shops.</p>',
  },
  {
    name: 'features',
    required: false,
    description: `Bullet points, separated by ${CSV_LIST_SEPARATOR}.`,
    example: 'Gas central heating|South-facing garden|Off-street parking',
  },
  {
    name: 'photo_urls',
    required: false,
    description: `Photos in order, separated by ${CSV_LIST_SEPARATOR}: web addresses, or names of files in the same zip.`,
    example: 'front.jpg|https://images.example.com/dz-1001/kitchen.jpg',
  },
  {
    name: 'floor_plan_urls',
    required: false,
    description: `Floor plans, separated by ${CSV_LIST_SEPARATOR}: web addresses, or names of files in the same zip.`,
    example: 'floor-plan.png',
  },
  {
    name: 'brochure_urls',
    required: false,
    description: `Brochures (PDF), separated by ${CSV_LIST_SEPARATOR}: web addresses, or names of files in the same zip.`,
    example: 'brochure.pdf',
  },
  {
    name: 'epc_url',
    required: false,
    description:
      'The energy performance certificate or its chart (PDF or image): a web address, or the name of a file in the same zip.',
    example: 'epc.pdf',
  },
  {
    name: 'virtual_tour_urls',
    required: false,
    description: `Virtual tours, separated by ${CSV_LIST_SEPARATOR}: web addresses (http or https).`,
    example: 'https://tours.example.com/dz-1001',
  },
  { name: 'published', required: false, description: 'yes (the default) or no to hide the listing.', example: 'yes' },
] as const satisfies readonly CsvColumn[];

export type CsvColumnName = (typeof CSV_COLUMNS)[number]['name'];

/** A header cell as the column it names: case, spaces and hyphens do not matter. */
export function csvColumnNamed(header: string): CsvColumnName | undefined {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return CSV_COLUMNS.find((column: CsvColumn) => column.name === key || (column.aliases?.includes(key) ?? false))?.name;
}

/** The header row and one example row, for agencies to download and fill in. */
export function csvTemplate(): string {
  return csvDocument([CSV_COLUMNS.map((column) => column.name), CSV_COLUMNS.map((column) => column.example)]);
}
