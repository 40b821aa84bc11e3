// Feed bytes to text, chunk by chunk. Agencies' software writes UTF-8 or, still often,
// Windows-1252 or ISO-8859-1 (a £ as the single byte A3), and rarely says which; an XML
// file may declare its encoding, and spreadsheets save "Unicode text" as UTF-16 with a
// byte order mark. The rules, so that no file is shown as mojibake:
// - a UTF-16 byte order mark: the whole file is UTF-16;
// - otherwise text is read as UTF-8 until a byte sequence is not valid UTF-8, and from
//   there on in the encoding the file declares, or Windows-1252 when it declares none.
//   UTF-8 comes first even when the declaration names another encoding, because files
//   saved as UTF-8 under an old declaration are common, and genuine Latin-1 text is
//   almost never valid UTF-8 (its accented letters stand alone, not in UTF-8 sequences).
// A byte order mark is dropped.
import { byteOrderMark, peek } from './byte-peek.ts';
import { FeedError } from './feed-error.ts';

const BOM = 0xfeff;
/** Encoding declarations sit in the first line: this many bytes hold one. */
const HEAD_BYTES = 1024;

export type FeedTextOptions = {
  /** The encoding the file names in its first bytes (an XML declaration), if any. */
  declaredEncoding?: (head: Uint8Array) => string | null;
};

/** How many bytes at the end of `bytes` begin a UTF-8 sequence that the next chunk completes. */
function incompleteTail(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let start = end - 1; start >= 0 && start >= end - 3; start -= 1) {
    const byte = bytes[start] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return end - start < needed ? end - start : 0;
  }
  return 0;
}

function joined(head: Uint8Array, tail: Uint8Array): Uint8Array {
  if (head.length === 0) return tail;
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}

/**
 * The encoding for bytes that are not UTF-8: the declared one, or Windows-1252 (which
 * browsers also use for a declared ISO-8859-1). A declaration of an encoding we cannot
 * decode refuses the file rather than guess; one of UTF-8 or UTF-16 (which an ASCII
 * declaration cannot truly be) keeps Windows-1252.
 */
function fallbackEncoding(declared: string | null): string {
  if (declared === null) return 'windows-1252';
  let encoding: string;
  try {
    encoding = new TextDecoder(declared).encoding;
  } catch {
    throw new FeedError(
      `The file says its characters are in ${declared}, an encoding we cannot read: save it as UTF-8 and upload it again`,
      1,
    );
  }
  return encoding.startsWith('utf-') ? 'windows-1252' : encoding;
}

export async function* decodeFeedText(
  source: AsyncIterable<Uint8Array>,
  options: FeedTextOptions = {},
): AsyncGenerator<string, void, undefined> {
  const peeked = await peek(source, HEAD_BYTES);
  const mark = byteOrderMark(peeked.head);
  if (mark === 'utf-16le' || mark === 'utf-16be') {
    yield* decodedWith(new TextDecoder(mark), peeked.source);
    return;
  }
  const fallback = fallbackEncoding(options.declaredEncoding?.(peeked.head) ?? null);
  yield* utf8OrFallback(peeked.source, fallback);
}

/** Every chunk through one decoder (which drops a byte order mark). */
async function* decodedWith(decoder: TextDecoder, source: AsyncIterable<Uint8Array>) {
  for await (const chunk of source) {
    const text = decoder.decode(chunk, { stream: true });
    if (text.length > 0) yield text;
  }
  const rest = decoder.decode();
  if (rest.length > 0) yield rest;
}

/** UTF-8 until the first byte that is not, then `fallback` for the rest of the file. */
async function* utf8OrFallback(source: AsyncIterable<Uint8Array>, fallback: string) {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let other: TextDecoder | null = null;
  let pending: Uint8Array = new Uint8Array(0);
  let first = true;
  for await (const chunk of source) {
    let text: string;
    if (other) {
      text = other.decode(chunk, { stream: true });
    } else {
      const bytes = joined(pending, chunk);
      const complete = bytes.length - incompleteTail(bytes);
      try {
        text = utf8.decode(bytes.subarray(0, complete));
        pending = bytes.slice(complete);
      } catch {
        other = new TextDecoder(fallback);
        text = other.decode(bytes, { stream: true });
        pending = new Uint8Array(0);
      }
    }
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === BOM) text = text.slice(1);
    }
    if (text.length > 0) yield text;
  }
  // A file that ends inside a UTF-8 sequence: its last bytes are read in the fallback encoding.
  const rest = other ? other.decode() : new TextDecoder(fallback).decode(pending);
  if (rest.length > 0) yield rest;
}
