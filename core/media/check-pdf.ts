// Energy certificates may be PDFs. A PDF is a program as much as a document, so one is
// kept only when it really is a PDF from its first byte (a file with something else in
// front is a polyglot), Mozilla's pdf.js can open it, it has a sensible number of pages,
// and it carries no active content: no scripts (document, open or page actions), no
// embedded files and no form fields. It is then stored byte for byte and only ever
// served as an attachment (server/plugins/storage-files.ts).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OFFER_FILE_LIMITS, OFFER_FILE_MESSAGES } from '#contract/offer-files.ts';
import { HttpError } from '#core/errors.ts';

const PDF_MAGIC = Buffer.from('%PDF-');

export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

export class UnacceptablePdfError extends HttpError {
  override name = 'UnacceptablePdfError';

  constructor(message: string) {
    super(422, message, { code: 'unacceptable_pdf', errors: { ecertificate: [message] } });
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
  // pdf.js takes ownership of the array it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    let document: Awaited<typeof task.promise>;
    try {
      document = await task.promise;
    } catch {
      throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
    }
    const pages = document.numPages;
    if (pages < 1) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.badPdf);
    if (pages > maxPages) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.pdfPages);
    const [scripts, attachments, fields] = await Promise.all([
      document.getJSActions(),
      document.getAttachments(),
      document.getFieldObjects(),
    ]);
    let active = hasEntries(scripts) || hasEntries(attachments) || hasEntries(fields);
    for (let number = 1; !active && number <= pages; number += 1) {
      const page = await document.getPage(number);
      active = hasEntries(await page.getJSActions());
      // Links that launch programs, run scripts or carry files are annotations of the page.
      if (!active) active = (await page.getAnnotations()).some(isActiveAnnotation);
    }
    if (active) throw new UnacceptablePdfError(OFFER_FILE_MESSAGES.activePdf);
    return { pages };
  } finally {
    await task.destroy();
  }
}

type Annotation = { action?: unknown; actions?: unknown; attachment?: unknown; url?: string; unsafeUrl?: string };

/** pdf.js keeps `url` only for web and mail links; a target without one is a program or a file. */
function isActiveAnnotation(annotation: Annotation): boolean {
  return (
    annotation.action !== undefined ||
    hasEntries(annotation.actions) ||
    annotation.attachment !== undefined ||
    (annotation.unsafeUrl !== undefined && annotation.url === undefined)
  );
}

function hasEntries(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (value instanceof Map) return value.size > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}
