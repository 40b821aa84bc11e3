// Every object a PDF reader could take from a file, parsed by pdf-lib's object parser.
// Readers do not agree on how to find objects: some follow the cross-reference tables
// of the last revision, some read every revision, some rebuild the table by searching
// the file when it looks damaged, and a table may point into the middle of another
// stream. So nothing here relies on one way: every "N G obj" header anywhere in the
// bytes is parsed (all revisions, superseded objects, objects hidden in other streams'
// data), every object stream met is unpacked, and every trailer is read. A checker that
// looks at all of them cannot be shown one document while a reader opens another.
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFRawStream,
} from '@cantoo/pdf-lib';

export type PdfObjects = {
  /** Every object found, indirect objects and the members of object streams. */
  objects: PDFObject[];
  /** A trailer or cross-reference stream names an /Encrypt dictionary. */
  encrypted: boolean;
  /** Something looked like an object and could not be parsed. */
  damaged: boolean;
};

/** Beyond these a file is refused as damaged, not read further: no real document comes close. */
export const PDF_OBJECT_LIMITS = { objects: 250_000, unpackedBytes: 100 * 1024 * 1024 } as const;

/** PDF white space, and comments, between the tokens of an object header. */
const GAP = '(?:[\\0\\t\\n\\f\\r ]|%[^\\r\\n]*[\\r\\n])+';
const OBJECT_HEADER = new RegExp(`(?<![0-9])\\d{1,10}${GAP}\\d{1,5}${GAP}obj(?![A-Za-z0-9])`, 'g');
const ENCRYPT = PDFName.of('Encrypt');
const TRAILER = new RegExp(`trailer(?:${GAP})?(?=<<)`, 'g');

export async function readPdfObjects(bytes: Uint8Array): Promise<PdfObjects> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const found: PdfObjects = { objects: [], encrypted: false, damaged: false };
  const shared = PDFContext.create();
  let unpacked = 0;
  for (const match of text.matchAll(OBJECT_HEADER)) {
    if (found.objects.length > PDF_OBJECT_LIMITS.objects) return { ...found, damaged: true };
    const start = match.index + match[0].length;
    const object = parseAt(bytes, start, shared);
    if (!object) {
      found.damaged = true;
      continue;
    }
    found.objects.push(object);
    if (object instanceof PDFRawStream && object.dict.has(ENCRYPT)) found.encrypted = true;
    if (!isObjectStream(object)) continue;
    // Parsed again into a context of its own, into which its members are unpacked.
    const context = PDFContext.create();
    const packed = parseAt(bytes, start, context);
    if (!(packed instanceof PDFRawStream)) continue;
    const size = unpackedSize(packed, PDF_OBJECT_LIMITS.unpackedBytes - unpacked);
    if (size === null) return { ...found, damaged: true };
    unpacked += size;
    try {
      await PDFObjectStreamParser.forStream(packed).parseIntoContext();
    } catch {
      found.damaged = true;
    }
    for (const [, member] of context.enumerateIndirectObjects()) found.objects.push(member);
  }
  for (const match of text.matchAll(TRAILER)) {
    const trailer = parseAt(bytes, match.index + match[0].length, shared);
    if (!(trailer instanceof PDFDict)) found.damaged = true;
    else if (trailer.has(ENCRYPT)) found.encrypted = true;
  }
  return found;
}

function parseAt(bytes: Uint8Array, offset: number, context: PDFContext): PDFObject | null {
  try {
    return PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject();
  } catch {
    return null;
  }
}

function isObjectStream(object: PDFObject): object is PDFRawStream {
  return object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm');
}

/**
 * How much an object stream unpacks to, learnt with a cap so that a small stream that
 * inflates to gigabytes stops at the cap instead of filling the memory; null past the
 * cap, when it does not inflate, or when it is packed some other way than writers use.
 */
function unpackedSize(stream: PDFRawStream, cap: number): number | null {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const flate = PDFName.of('FlateDecode');
  if (filter === undefined) return stream.contents.length <= cap ? stream.contents.length : null;
  const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
  if (filters.length !== 1 || filters[0] !== flate) return null;
  try {
    return inflateSync(stream.contents, { maxOutputLength: Math.max(cap, 1) }).length;
  } catch {
    return null;
  }
}
