// PDFs are kept only when they are plain documents: real PDFs from their first byte,
// with pages, and without scripts, attachments, launch links or form fields.
import { describe, expect, it } from 'vitest';
import { OFFER_FILE_MESSAGES } from '#contract/offer-files.ts';
import {
  pdf,
  pdfWithEmbeddedFile,
  pdfWithFormField,
  pdfWithLaunchLink,
  pdfWithOpenScript,
} from '#tests/fixtures/hostile-files.ts';
import { checkPdf, looksLikePdf } from './check-pdf.ts';

const refusal = (bytes: Buffer) =>
  checkPdf(bytes).then(
    () => 'accepted',
    (error: Error & { status?: number }) => `${error.status}: ${error.message}`,
  );

describe('checkPdf', () => {
  it('accepts a plain document and counts its pages', async () => {
    expect(await checkPdf(pdf())).toEqual({ pages: 1 });
    expect(await checkPdf(pdf({ pages: 5 }))).toEqual({ pages: 5 });
  });

  it('refuses scripts, embedded files, launch links and form fields', async () => {
    for (const hostile of [pdfWithOpenScript(), pdfWithEmbeddedFile(), pdfWithLaunchLink(), pdfWithFormField()]) {
      expect(await refusal(hostile)).toBe(`422: ${OFFER_FILE_MESSAGES.activePdf}`);
    }
  });

  it('refuses too many pages, something in front of the header, and a broken file', async () => {
    expect(await refusal(pdf({ pages: 41 }))).toBe(`422: ${OFFER_FILE_MESSAGES.pdfPages}`);
    const polyglot = pdf({ prefix: 'GIF89a<script>alert(1)</script>\n' });
    expect(looksLikePdf(polyglot)).toBe(false);
    expect(await refusal(polyglot)).toBe(`422: ${OFFER_FILE_MESSAGES.badPdf}`);
    expect(await refusal(Buffer.from('%PDF-1.7\nnothing else'))).toBe(`422: ${OFFER_FILE_MESSAGES.badPdf}`);
  });

  it('refuses a document over the size limit before parsing it', async () => {
    expect(await refusal(pdf({ padding: 10 * 1024 * 1024 + 1 }))).toBe(`413: ${OFFER_FILE_MESSAGES.pdfTooBig}`);
  });
});
