// PDFs are kept only when they are plain documents: real PDFs from their first byte,
// with pages, and with no active content anywhere in the file: not in the catalogue's
// actions, name trees or /Next chains, not in page, annotation or field actions, not in
// compressed object streams, incremental updates or objects only the cross-reference
// table points to. A corpus of hostile documents is refused, plain ones from real
// producers pass.
import { describe, expect, it } from 'vitest';
import { OFFER_FILE_LIMITS, OFFER_FILE_MESSAGES } from '#contract/offer-files.ts';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import { pdf } from '#tests/fixtures/hostile-files.ts';
import { encryptedPdf, hostilePdfs, objectStreamPdf, plainPdfs, plainWith } from '#tests/fixtures/hostile-pdfs.ts';
import { checkPdf, looksLikePdf } from './check-pdf.ts';
import { PDF_OBJECT_LIMITS } from './pdf-objects.ts';

const refusal = (bytes: Buffer) =>
  checkPdf(bytes).then(
    () => 'accepted',
    (error: Error & { status?: number }) => `${error.status}: ${error.message}`,
  );

const verdict = (bytes: Buffer) =>
  checkPdf(bytes).then(
    () => ({ status: 200 }),
    (error: Error & { status?: number; code?: string; detail?: string[] }) => ({
      status: error.status,
      code: error.code,
      message: error.message,
      detail: error.detail,
    }),
  );

describe('checkPdf', () => {
  it('accepts a plain document and counts its pages', async () => {
    expect(await checkPdf(pdf())).toEqual({ pages: 1 });
    expect(await checkPdf(pdf({ pages: 5 }))).toEqual({ pages: 5 });
  });

  it('accepts plain documents from real producers: text, web and e-mail links, outlines, object streams, updates', async () => {
    for (const { name, bytes } of await plainPdfs()) {
      expect(await verdict(bytes), name).toEqual({ status: 200 });
    }
  });

  const corpus = hostilePdfs();
  it.each(corpus.map((entry) => [entry.name, entry] as const))('refuses %s', async (_name, { bytes, feature }) => {
    expect(looksLikePdf(bytes)).toBe(true);
    expect(await verdict(bytes)).toEqual({
      status: 422,
      code: 'pdf_active_content',
      message: UPLOAD_MESSAGES.activePdf,
      detail: expect.arrayContaining([feature]),
    });
  });

  it('refuses an encrypted document, which cannot be inspected', async () => {
    expect(await verdict(encryptedPdf())).toMatchObject({
      status: 422,
      code: 'pdf_encrypted',
      message: UPLOAD_MESSAGES.encryptedPdf,
    });
  });

  it('refuses too many pages, something in front of the header, and a broken file', async () => {
    expect(await refusal(pdf({ pages: 41 }))).toBe(`422: ${OFFER_FILE_MESSAGES.pdfPages}`);
    const polyglot = pdf({ prefix: 'GIF89a<script>alert(1)</script>\n' });
    expect(looksLikePdf(polyglot)).toBe(false);
    expect(await refusal(polyglot)).toBe(`422: ${OFFER_FILE_MESSAGES.badPdf}`);
    expect(await refusal(Buffer.from('%PDF-1.7\nnothing else'))).toBe(`422: ${OFFER_FILE_MESSAGES.badPdf}`);
  });

  it('refuses an object stream that inflates past the limit, without inflating it whole', async () => {
    // A few kilobytes that would unpack past the limit.
    const bomb = objectStreamPdf({ 5: `<< /Filler (${'0'.repeat(PDF_OBJECT_LIMITS.unpackedBytes + 1024)}) >>` });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect(await refusal(bomb)).toBe(`422: ${OFFER_FILE_MESSAGES.badPdf}`);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses a document over the size limit before parsing it', async () => {
    expect(await refusal(pdf({ padding: 10 * 1024 * 1024 + 1 }))).toBe(`413: ${OFFER_FILE_MESSAGES.pdfTooBig}`);
  });
});

/** A file near the size limit with a quarter of a million small objects: seconds of parsing. */
function manyObjects(count = 240_000, last = ''): Buffer {
  const parts = ['%PDF-1.7\n'];
  for (let number = 1; number <= count; number++) parts.push(`${number} 0 obj\n<</A[1 2 3]>>\nendobj\n`);
  return Buffer.from(parts.join('') + last, 'latin1');
}

describe('the cost of reading a PDF', () => {
  it('is paid off the thread that answers requests', async () => {
    const bytes = manyObjects();
    expect(bytes.length).toBeLessThan(OFFER_FILE_LIMITS.pdfBytes);
    const started = performance.now();
    const before = process.threadCpuUsage();
    await refusal(bytes);
    const used = process.threadCpuUsage(before);
    const cpuMs = (used.user + used.system) / 1000;
    const elapsedMs = performance.now() - started;
    // Read on this thread, the file would keep it busy for nearly all of the read (a
    // second or more); read in the worker, this thread only hands the bytes over and waits.
    // Measured in this thread's own CPU time, so a busy machine changes nothing.
    expect(elapsedMs).toBeGreaterThan(200);
    expect(cpuMs).toBeLessThan(elapsedMs / 4);
  });

  it('is bounded: a file read for longer than the limit is refused, and the next file is read', async () => {
    // Read to its end, its last object would be found active; cut short, it is unreadable.
    const script = '240001 0 obj\n<</S/JavaScript/JS(app.alert(1))>>\nendobj\n';
    const slow = checkPdf(manyObjects(240_000, script), OFFER_FILE_LIMITS.pdfPages, { timeoutMs: 20 });
    const next = checkPdf(pdf({ pages: 2 }));
    expect(
      await slow.then(
        () => 'accepted',
        (error: Error) => error.message,
      ),
    ).toBe(OFFER_FILE_MESSAGES.badPdf);
    expect(await next).toEqual({ pages: 2 });
  });
});

describe('names that are not active', () => {
  it('accepts keys and values named like properties of JavaScript objects', async () => {
    const bytes = plainWith({ 5: '<< /constructor /name /__proto__ /toString /S /hasOwnProperty >>' });
    expect(await checkPdf(bytes)).toEqual({ pages: 1 });
  });
});
