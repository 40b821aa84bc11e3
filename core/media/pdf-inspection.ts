// What a PDF's content says about it, worked out without side effects: whether it is
// plain (no active content, not encrypted, nothing damaged) and how many pages pdf.js
// finds. Parsing every object of a 10 MB file takes a second or more of CPU, so this runs
// in a worker thread (pdf-worker.ts), never on the thread that answers requests.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { findActiveContent } from './pdf-active-content.ts';
import { readPdfObjects } from './pdf-objects.ts';

/** Why a PDF cannot be kept, as the worker reports it; check-pdf.ts words it. */
export type PdfVerdict =
  | { kind: 'plain'; pages: number }
  | { kind: 'active'; features: string[] }
  | { kind: 'encrypted' }
  | { kind: 'unreadable' };

export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  const { objects, encrypted, damaged } = await readPdfObjects(bytes);
  // Encrypted strings and streams cannot be read, so nothing in them could be checked.
  if (encrypted) return { kind: 'encrypted' };
  if (damaged) return { kind: 'unreadable' };
  const features = findActiveContent(objects);
  if (features.length > 0) return { kind: 'active', features };
  const pages = await pageCount(bytes);
  return pages === null ? { kind: 'unreadable' } : { kind: 'plain', pages };
}

async function pageCount(bytes: Uint8Array): Promise<number | null> {
  // pdf.js takes ownership of the array it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, stopAtErrors: true, verbosity: 0 });
  try {
    const document = await task.promise;
    return document.numPages >= 1 ? document.numPages : null;
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}
