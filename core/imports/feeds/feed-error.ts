// A problem with a feed file as a whole (not one of its rows): the import stops and the
// agency is shown the message, so it is an English sentence that says what to fix.

export class FeedError extends Error {
  override name = 'FeedError';
  /** The physical line of the file the problem was found on, when known. */
  readonly line: number | null;
  /** The message without the line. */
  readonly reason: string;

  constructor(message: string, line: number | null = null, options?: { cause?: unknown }) {
    super(line === null ? message : `${message} (line ${line})`, options);
    this.line = line;
    this.reason = message;
  }
}
