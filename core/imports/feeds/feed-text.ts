// Feed bytes to text, chunk by chunk. Agencies' software writes UTF-8 or, still often,
// Windows-1252 or ISO-8859-1 (a £ as the single byte A3), and rarely says which; an XML
// file may declare its encoding, and spreadsheets save "Unicode text" as UTF-16 with a
// byte order mark. The rules, so that no file is shown as mojibake:
// - a UTF-16 byte order mark: the whole file is UTF-16;
// - otherwise every valid UTF-8 sequence is read as UTF-8, and each byte that is not
//   part of one in the encoding the file declares, or Windows-1252 when it declares none.
//   So a Windows-1252 file reads right (its accented letters stand alone, never in UTF-8
//   sequences), a UTF-8 file saved under an old declaration reads right, and so does a
//   UTF-8 file with a curly quote pasted in from a word processor as one Windows-1252
//   byte: the characters around it stay UTF-8.
// - a declared multi-byte encoding (Shift_JIS, Big5...) cannot be read byte by byte: from
//   the first byte that is not UTF-8 on, the rest of the file is read in it.
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

/** Legacy encodings whose characters take more than one byte: they cannot be decoded a byte at a time. */
const MULTI_BYTE = new Set(['shift_jis', 'euc-jp', 'iso-2022-jp', 'gbk', 'gb18030', 'big5', 'euc-kr']);

/**
 * UTF-8 lead bytes: [first, last, sequence length, lowest and highest second byte]. The
 * second byte's range rules out overlong forms, surrogates and anything past U+10FFFF;
 * later bytes are 80 to BF.
 */
const UTF8_LEADS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [0xc2, 0xdf, 2, 0x80, 0xbf],
  [0xe0, 0xe0, 3, 0xa0, 0xbf],
  [0xe1, 0xec, 3, 0x80, 0xbf],
  [0xed, 0xed, 3, 0x80, 0x9f],
  [0xee, 0xef, 3, 0x80, 0xbf],
  [0xf0, 0xf0, 4, 0x90, 0xbf],
  [0xf1, 0xf3, 4, 0x80, 0xbf],
  [0xf4, 0xf4, 4, 0x80, 0x8f],
];

/** The length of the valid UTF-8 sequence starting at `at`, or 0 when the bytes there are not one. */
function utf8SequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at] ?? 0;
  if (lead < 0x80) return 1;
  const [, , length, low, high] = UTF8_LEADS.find(([first, last]) => lead >= first && lead <= last) ?? [0, 0, 0, 0, 0];
  if (length === 0 || at + length > bytes.length) return 0;
  const second = bytes[at + 1] ?? 0;
  if (second < low || second > high) return 0;
  for (let next = at + 2; next < at + length; next += 1) {
    const byte = bytes[next] ?? 0;
    if (byte < 0x80 || byte > 0xbf) return 0;
  }
  return length;
}

/** UTF-8 where the bytes are UTF-8, and each other byte on its own in the single-byte `fallback`. */
function decodeMixed(bytes: Uint8Array, utf8: TextDecoder, fallback: TextDecoder): string {
  let text = '';
  let start = 0;
  let at = 0;
  while (at < bytes.length) {
    const length = utf8SequenceLength(bytes, at);
    if (length > 0) {
      at += length;
      continue;
    }
    text += utf8.decode(bytes.subarray(start, at)) + fallback.decode(bytes.subarray(at, at + 1));
    at += 1;
    start = at;
  }
  return text + utf8.decode(bytes.subarray(start));
}

/** UTF-8, with the bytes that are not read in `fallback` (byte by byte, or from there on for a multi-byte encoding). */
async function* utf8OrFallback(source: AsyncIterable<Uint8Array>, fallback: string) {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const single = new TextDecoder(fallback);
  let multiByte: TextDecoder | null = null;
  let pending: Uint8Array = new Uint8Array(0);
  let first = true;
  for await (const chunk of source) {
    let text: string;
    if (multiByte) {
      text = multiByte.decode(chunk, { stream: true });
    } else {
      const bytes = joined(pending, chunk);
      const complete = bytes.length - incompleteTail(bytes);
      const ready = bytes.subarray(0, complete);
      pending = bytes.slice(complete);
      try {
        text = utf8.decode(ready);
      } catch {
        if (MULTI_BYTE.has(fallback)) {
          multiByte = new TextDecoder(fallback);
          text = multiByte.decode(joined(ready, pending), { stream: true });
          pending = new Uint8Array(0);
        } else text = decodeMixed(ready, utf8, single);
      }
    }
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === BOM) text = text.slice(1);
    }
    if (text.length > 0) yield text;
  }
  // A file that ends inside a UTF-8 sequence: its last bytes are read in the fallback encoding.
  const rest = multiByte ? multiByte.decode() : single.decode(pending);
  if (rest.length > 0) yield rest;
}
