// The brochures and virtual tours an imported offer keeps. A brochure must be a PDF
// that passes the checks an uploaded energy certificate passes (check-pdf.ts: really a
// PDF, no active content, within the size and page limits); it is stored as sent and
// only ever served as a download. A tour is kept as its web address (http or https:
// the feed readers refuse anything else), shown as an external link.
import { sql } from 'drizzle-orm';
import { IMPORT_MEDIA_REASONS } from '#contract/import-media.ts';
import { looksLikePdf } from '#core/media/check-pdf.ts';
import { storeOfferUpload } from '#core/offers/offer-files.ts';
import type { Transaction } from '#db/client.ts';
import { offerFeedMedia } from '#db/schema/offers.ts';
import type { FeedMedia } from './feeds/feed-listing.ts';
import { keptFiles, virtualTours } from './media-items.ts';
import type { MediaSource } from './media-source.ts';
import { describeMediaFailure, readMediaBytes, UnusableFileError } from './media-source.ts';

export type FeedDocuments = {
  brochures: Array<{ storageKey: string; caption: string }>;
  tours: Array<{ url: string; caption: string }>;
  problems: string[];
};

export async function readFeedDocuments(source: MediaSource, media: readonly FeedMedia[]): Promise<FeedDocuments> {
  const documents: FeedDocuments = {
    brochures: [],
    tours: virtualTours(media).map((item) => ({ url: item.source, caption: item.caption ?? '' })),
    problems: [],
  };
  for (const file of keptFiles(media, ['brochure'])) {
    try {
      const bytes = await readMediaBytes(source.storage, source.importId, file.item.source, source.fetchUrl);
      if (!looksLikePdf(bytes)) throw new UnusableFileError(IMPORT_MEDIA_REASONS.notPdf);
      // The certificate's path for a PDF: checked, then stored byte for byte under documents/.
      const stored = await storeOfferUpload(source.storage, 'ecertificate', bytes, file.item.source);
      documents.brochures.push({ storageKey: stored.storageKey, caption: file.item.caption ?? '' });
    } catch (error) {
      documents.problems.push(
        describeMediaFailure(error, { kind: 'brochure', position: file.position, source: file.item.source }),
      );
    }
  }
  return documents;
}

/** The offer's brochures and tours swapped for the feed's. */
export async function replaceFeedDocuments(tx: Transaction, offerId: string, documents: FeedDocuments): Promise<void> {
  await tx.delete(offerFeedMedia).where(sql`${offerFeedMedia.offerId} = ${offerId}`);
  const rows = [
    ...documents.brochures.map((brochure, index) => ({
      offerId,
      kind: 'brochure' as const,
      position: index + 1,
      storageKey: brochure.storageKey,
      caption: brochure.caption.slice(0, 200),
    })),
    ...documents.tours.map((tour, index) => ({
      offerId,
      kind: 'virtual_tour' as const,
      position: index + 1,
      url: tour.url,
      caption: tour.caption.slice(0, 200),
    })),
  ];
  if (rows.length > 0) await tx.insert(offerFeedMedia).values(rows);
}
