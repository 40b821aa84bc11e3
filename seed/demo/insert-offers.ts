// Writing generated offers: the demo seed and the bulk generator store them the same way.
import { refreshDerivedColumns } from '#core/offers/derived-columns.ts';
import type { GeneratedOffer } from './generate-offer.ts';
import { ATTRIBUTE_VALUE_COLUMNS, type Executor, insertRows, OFFER_COLUMNS, PHOTO_COLUMNS } from './insert.ts';

export type InsertBatchSizes = { offers: number; rows: number };
export type InsertedCounts = { offers: number; photos: number; attributeValues: number };

/**
 * Inserts the offers, then their attribute and photo rows (`rows` at a time), then fills
 * the offers' derived columns, which read those rows. Run it inside one transaction.
 */
export async function insertGeneratedOffers(
  tx: Executor,
  generated: readonly GeneratedOffer[],
  batchSizes: InsertBatchSizes,
): Promise<InsertedCounts> {
  const attributes = generated.flatMap((g) => g.attributes);
  const photos = generated.flatMap((g) => g.photos);
  await insertRows(
    tx,
    'offers',
    OFFER_COLUMNS,
    generated.map((g) => g.offer),
    batchSizes.offers,
  );
  await insertRows(tx, 'offer_attribute_values', ATTRIBUTE_VALUE_COLUMNS, attributes, batchSizes.rows);
  await insertRows(tx, 'offer_photos', PHOTO_COLUMNS, photos, batchSizes.rows);
  await refreshDerivedColumns(
    tx,
    generated.map((g) => String(g.offer.id)),
  );
  // Key order as the demo seed has always recorded it in seed_runs.detail.
  return { offers: generated.length, photos: photos.length, attributeValues: attributes.length };
}
