import type { Photo } from '#contract/offers.ts';
import { photoUrls } from '#core/media/photo-urls.ts';

/** A photo row as SQL returns it (snake_case, from offer_photos). */
export type PhotoRow = { storage_key: string; widths: number[]; width: number; height: number; alt: string };

export function photoView(assetBase: string, row: PhotoRow): Photo {
  return photoUrls(assetBase, row.storage_key, row.widths, row.width, row.height, row.alt);
}
