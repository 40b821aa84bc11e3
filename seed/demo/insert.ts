// Bulk inserts that keep the statement count low (PGlite runs behind one connection):
// each batch of rows travels as one JSON parameter and is expanded by jsonb_to_recordset.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** Column name -> PostgreSQL type, in insert order. */
type Columns = Readonly<Record<string, string>>;

export const OFFER_COLUMNS = {
  id: 'uuid',
  slug: 'text',
  title: 'text',
  description: 'text',
  listing_type: 'text',
  category_id: 'integer',
  user_id: 'uuid',
  status: 'text',
  price: 'bigint',
  price_period: 'text',
  lat: 'double precision',
  lon: 'double precision',
  location_name: 'text',
  place_id: 'integer',
  tags: 'text[]',
  links: 'jsonb',
  visible_from: 'timestamptz',
  published_at: 'timestamptz',
  bumped_at: 'timestamptz',
  expires_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const satisfies Columns;

export const ATTRIBUTE_VALUE_COLUMNS = {
  offer_id: 'uuid',
  attribute_id: 'integer',
  value: 'text',
  value_number: 'bigint',
} as const satisfies Columns;

export const PHOTO_COLUMNS = {
  offer_id: 'uuid',
  kind: 'text',
  position: 'integer',
  storage_key: 'text',
  widths: 'integer[]',
  width: 'integer',
  height: 'integer',
  alt: 'text',
  created_at: 'timestamptz',
} as const satisfies Columns;

type RowOf<C extends Columns> = { [K in keyof C]: unknown };
export type OfferRow = RowOf<typeof OFFER_COLUMNS>;
export type AttributeValueRow = RowOf<typeof ATTRIBUTE_VALUE_COLUMNS>;
export type PhotoRow = RowOf<typeof PHOTO_COLUMNS>;

/** Inserts rows in batches of `batchSize`, one statement per batch. */
export async function insertRows<C extends Columns>(
  db: Executor,
  table: 'offers' | 'offer_attribute_values' | 'offer_photos',
  columns: C,
  rows: ReadonlyArray<RowOf<C>>,
  batchSize = 2_000,
): Promise<void> {
  const names = Object.keys(columns);
  const list = sql.raw(names.join(', '));
  const definitions = sql.raw(names.map((name) => `${name} ${columns[name]}`).join(', '));
  for (let start = 0; start < rows.length; start += batchSize) {
    const json = JSON.stringify(rows.slice(start, start + batchSize));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${list}) select ${list} from jsonb_to_recordset(${json}::jsonb) as t(${definitions})`,
    );
  }
}
