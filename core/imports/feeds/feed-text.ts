// Feed bytes to text, chunk by chunk. Agencies' software writes UTF-8 or, still often,
// Windows-1252 (a £ as the single byte A3), and says neither: text is read as UTF-8 until
// a byte sequence is not valid UTF-8, and from there on as Windows-1252. A byte order
// mark is dropped.

const BOM = 0xfeff;

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

export async function* decodeFeedText(source: AsyncIterable<Uint8Array>): AsyncGenerator<string, void, undefined> {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let windows1252: TextDecoder | null = null;
  let pending: Uint8Array = new Uint8Array(0);
  let first = true;
  for await (const chunk of source) {
    let text: string;
    if (windows1252) {
      text = windows1252.decode(chunk, { stream: true });
    } else {
      const bytes = joined(pending, chunk);
      const complete = bytes.length - incompleteTail(bytes);
      try {
        text = utf8.decode(bytes.subarray(0, complete));
        pending = bytes.slice(complete);
      } catch {
        windows1252 = new TextDecoder('windows-1252');
        text = windows1252.decode(bytes, { stream: true });
        pending = new Uint8Array(0);
      }
    }
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === BOM) text = text.slice(1);
    }
    if (text.length > 0) yield text;
  }
  // A file that ends inside a UTF-8 sequence: its last bytes are read as Windows-1252.
  const rest = windows1252 ? windows1252.decode() : new TextDecoder('windows-1252').decode(pending);
  if (rest.length > 0) yield rest;
}
