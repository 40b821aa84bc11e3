// Looking at the first bytes of a stream without losing them: format detection and
// encoding detection both decide from the start of a file, then read all of it.

/** Reads the start of a stream and hands back those bytes and a stream that replays them. */
export async function peek(source: AsyncIterable<Uint8Array>, bytes: number) {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  async function* replayed(): AsyncGenerator<Uint8Array, void, undefined> {
    yield* head;
    // Handing the iterator to yield* closes it if the reader stops early.
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return { head: Buffer.concat(head), source: replayed() };
}

/** The encoding a byte order mark names at the start of `head`, or null without one. */
export function byteOrderMark(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}
