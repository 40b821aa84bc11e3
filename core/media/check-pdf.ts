// Energy certificates and message attachments may be PDFs. A PDF is a program as much
// as a document, so one is kept only when it really is a PDF from its first byte (a
// file with something else in front is a polyglot), its content can be inspected (not
// encrypted, nothing damaged), it carries no active content anywhere in the file
// (pdf-active-content.ts, over every object pdf-objects.ts finds), and Mozilla's pdf.js
// opens it with a sensible number of pages. Such a file is refused, never rewritten:
// the person is told why and can save a plain copy, and what we store is exactly what
// they sent. It is stored byte for byte and only ever served as an attachment
// (server/plugins/storage-files.ts). docs/decisions/0019 says why this way.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OFFER_FILE_LIMITS, OFFER_FILE_MESSAGES } from '#contract/offer-files.ts';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import { HttpError } from '#core/errors.ts';
import { findActiveContent } from './pdf-active-content.ts';
import { readPdfObjects } from './pdf-objects.ts';

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

/** The page count of an acceptable PDF; throws UnacceptablePdfError (422) or a 413 otherwise. */
export async function checkPdf(
  bytes: Buffer,
  maxPages: number = OFFER_FILE_LIMITS.pdfPages,
): Promise<{ pages: number }> {
  if (bytes.length > OFFER_FILE_LIMITS.pdfBytes) {
    throw new HttpError(413, OFFER_FILE_MESSAGES.pdfTooBig, { code: 'file_too_large' });
  }
  if (!looksLikePdf(bytes)) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
  await assertPlain(bytes);
  const pages = await pageCount(bytes);
  if (pages > maxPages) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.pdfPages);
  return { pages };
}

async function assertPlain(bytes: Buffer): Promise<void> {
  const { objects, encrypted, damaged } = await readPdfObjects(bytes);
  // Encrypted strings and streams cannot be read, so nothing in them could be checked.
  if (encrypted) throw new UnacceptablePdfError(UPLOAD_MESSAGES.encryptedPdf, 'pdf_encrypted');
  if (damaged) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
  const features = findActiveContent(objects);
  if (features.length > 0) throw new UnacceptablePdfError(UPLOAD_MESSAGES.activePdf, 'pdf_active_content', features);
}

async function pageCount(bytes: Buffer): Promise<number> {
  // pdf.js takes ownership of the array it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
    return document.numPages;
  } catch (error) {
    if (error instanceof UnacceptablePdfError) throw error;
    throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
  } finally {
    await task.destroy();
  }
}
