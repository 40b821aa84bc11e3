// The public shape of a stored photo (contract/offers.ts Photo): the largest rendition
// as `url`, every rendition in `srcset` so the browser picks the width it needs.
import type { Photo } from '#contract/offers.ts';
import { renditionKey } from './process-photo.ts';

/** assetBase is where storage is served, e.g. '/storage' or 'https://cdn.example/storage'. */
export function photoUrls(
  assetBase: string,
  storageKey: string,
  widths: readonly number[],
  width: number,
  height: number,
  alt: string,
): Photo {
  const base = assetBase.replace(/\/+$/, '');
  const sorted = [...widths].sort((a, b) => a - b);
  const urlOf = (w: number): string => `${base}/${renditionKey(storageKey, w)}`;
  const largest = sorted[sorted.length - 1] ?? width;
  return {
    url: urlOf(largest),
    srcset: sorted.map((w) => `${urlOf(w)} ${w}w`).join(', '),
    width,
    height,
    alt,
  };
}

/** The address of a stored file (a PDF document) under the asset base. */
export function storedFileUrl(assetBase: string, key: string): string {
  return `${assetBase.replace(/\/+$/, '')}/${key}`;
}
