import type { Photo } from '#contract/offers.ts';

export type PhotoRow = { storage_key: string; widths: number[]; width: number; height: number; alt: string };

/** A stored photo as <img> needs it: the largest rendition and a srcset of all widths. */
export function photoView(assetBase: string, row: PhotoRow): Photo {
  const widths = [...row.widths].sort((a, b) => a - b);
  const urlOf = (width: number): string => `${assetBase}/${row.storage_key}-${width}.webp`;
  const largest = widths.at(-1) ?? row.width;
  return {
    url: urlOf(largest),
    srcset: widths.map((width) => `${urlOf(width)} ${width}w`).join(', '),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}
