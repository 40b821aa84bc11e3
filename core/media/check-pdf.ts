// Energy certificates and message attachments may be PDFs. A PDF is a program as much
// as a document, so one is kept only when it really is a PDF from its first byte (a
// file with something else in front is a polyglot), its content can be inspected (not
// encrypted, nothing damaged), it carries no active content anywhere in the file
// (pdf-active-content.ts, over every object pdf-objects.ts finds), and Mozilla's pdf.js
// opens it with a sensible number of pages (pdf-inspection.ts, in a worker thread).
// Such a file is refused, never rewritten: the person is told why and can save a plain
// copy, and what we store is exactly what they sent. It is stored byte for byte and only ever served as an attachment
// (server/plugins/storage-files.ts). docs/decisions/0019 says why this way.
import { OFFER_FILE_LIMITS, OFFER_FILE_MESSAGES } from '#contract/offer-files.ts';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import { HttpError } from '#core/errors.ts';
import { imagePool } from './image-pool.ts';
import { inspectPdfInWorker } from './pdf-worker-client.ts';

const PDF_MAGIC = Buffer.from('%PDF-');

export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

type PdfRefusal = 'unacceptable_pdf' | 'pdf_active_content' | 'pdf_encrypted';

export class UnacceptablePdfError extends HttpError {
  override name = 'UnacceptablePdfError';
  /** What was found (for logs and tests; the message stays plain). */
  readonly detail: string[];

  constructor(message: string, code: PdfRefusal = 'unacceptable_pdf', detail: string[] = []) {
    super(422, message, { code, errors: { ecertificate: [message] } });
    this.detail = detail;
  }
}

/**
 * The page count of an acceptable PDF; throws UnacceptablePdfError (422), a 413, or a
 * 503 when the media pool is full. The content is read in the PDF worker thread, through
 * the same bounded pool as pictures (image-pool.ts): parsing a large file costs seconds
 * of CPU, which must neither stall other requests nor pile up.
 */
export async function checkPdf(
  bytes: Buffer,
  maxPages: number = OFFER_FILE_LIMITS.pdfPages,
  options: { timeoutMs?: number } = {},
): Promise<{ pages: number }> {
  if (bytes.length > OFFER_FILE_LIMITS.pdfBytes) {
    throw new HttpError(413, OFFER_FILE_MESSAGES.pdfTooBig, { code: 'file_too_large' });
  }
  if (!looksLikePdf(bytes)) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
  const verdict = await imagePool.run(() => inspectPdfInWorker(bytes, options.timeoutMs));
  if (verdict.kind === 'encrypted') throw new UnacceptablePdfError(UPLOAD_MESSAGES.encryptedPdf, 'pdf_encrypted');
  if (verdict.kind === 'unreadable') throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
  if (verdict.kind === 'active') {
    throw new UnacceptablePdfError(UPLOAD_MESSAGES.activePdf, 'pdf_active_content', verdict.features);
  }
  if (verdict.pages > maxPages) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.pdfPages);
  return { pages: verdict.pages };
}
