// The sections of a Rightmove BLM file, read from a stream of text without ever holding
// more than one record: #HEADER# (key : value lines, among them the field and record
// separators), #DEFINITION# (the field names), #DATA# (one record per row) and #END#.
// What the values mean is blm.ts's business; here a record is its list of raw strings.
import { FeedError } from './feed-error.ts';
import { ukLocalTimeToIso } from './uk-time.ts';

export type BlmHeader = {
  version: '3' | '3i';
  /** The field separator (header EOF), one character. */
  eof: string;
  /** The record separator (header EOR), one character. */
  eor: string;
  propertyCount: number | null;
  /** Header 'Generated Date' as an ISO 8601 instant, when given and valid. */
  generatedAt: string | null;
  /** Every header line as written, keyed by its name in lower case ('version', 'property count'). */
  values: Record<string, string>;
};

export type BlmEvent =
  | { kind: 'start'; header: BlmHeader; fields: string[] }
  | { kind: 'record'; row: number; line: number; values: string[] }
  /** A record longer than the limit: skipped without being held, so it has no values. */
  | { kind: 'too-long'; row: number; line: number };

export type BlmReadOptions = { maxRecordLength?: number };

/** Descriptions are limited to a few dozen KB, so a record this long is a broken file or a hostile one. */
export const MAX_BLM_RECORD_LENGTH = 1_000_000;
/** #HEADER# and #DEFINITION# are a few KB at most. */
const MAX_PREAMBLE = 64 * 1024;
const END = '#END#';

const isLineBreak = (char: string | undefined) => char === '\n' || char === '\r';

/** A window on the text stream: `buffer` from `pos` is what has not been consumed yet. */
class TextWindow {
  buffer = '';
  pos = 0;
  /** The physical line `pos` is on. */
  line = 1;
  ended = false;
  readonly #chunks: AsyncIterator<string>;

  constructor(chunks: AsyncIterator<string>) {
    this.#chunks = chunks;
  }

  /** Reads one more chunk; false at the end of the stream. */
  async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.#chunks.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.slice(this.pos) + next.value;
    this.pos = 0;
    return true;
  }

  get available(): number {
    return this.buffer.length - this.pos;
  }

  /** Consumes up to `end`, counting the line breaks passed. */
  consume(end: number): string {
    const text = this.buffer.slice(this.pos, end);
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.line += 1;
    this.pos = end;
    return text;
  }

  skipLineBreaks(): void {
    let end = this.pos;
    while (isLineBreak(this.buffer[end])) end += 1;
    this.consume(end);
  }

  /** The text up to `marker` (consuming the marker too), reading at most `limit` characters ahead. */
  async through(marker: string, limit: number, missing: string): Promise<string> {
    // How far past `pos` the marker is known not to start; more() keeps that text at `pos`.
    let searched = 0;
    for (;;) {
      const at = this.buffer.indexOf(marker, this.pos + searched);
      if (at !== -1) {
        const text = this.consume(at);
        this.consume(at + marker.length);
        return text;
      }
      if (this.available > limit) throw new FeedError(missing, this.line);
      searched = Math.max(0, this.available - marker.length + 1);
      if (!(await this.more())) throw new FeedError(missing, this.line);
    }
  }

  async close(): Promise<void> {
    if (!this.ended) await this.#chunks.return?.();
  }
}

function unquote(value: string): string {
  const trimmedValue = value.trim();
  const quoted = /^(['"])(.*)\1$/s.exec(trimmedValue);
  return quoted ? (quoted[2] ?? '') : trimmedValue;
}

function parseHeader(text: string, firstLine: number): BlmHeader {
  const values: Record<string, string> = {};
  const lineOf: Record<string, number> = {};
  text.split(/\r?\n|\r/).forEach((headerLine, index) => {
    const colon = headerLine.indexOf(':');
    const key = headerLine.slice(0, Math.max(colon, 0)).trim().toLowerCase().replace(/\s+/g, ' ');
    if (key === '') return;
    values[key] = headerLine.slice(colon + 1);
    lineOf[key] = firstLine + index;
  });
  const version = unquote(values.version ?? '').toLowerCase();
  if (version === '') throw new FeedError('The #HEADER# section must give the BLM Version', firstLine);
  if (version !== '3' && version !== '3i') {
    throw new FeedError(
      `BLM version ${version} is not supported: only versions 3 and 3i can be imported`,
      lineOf.version ?? null,
    );
  }
  const separator = (name: 'EOF' | 'EOR') => {
    const raw = values[name.toLowerCase()];
    if (raw === undefined) throw new FeedError(`The #HEADER# section must give the ${name} separator`, firstLine);
    const value = unquote(raw);
    if ([...value].length !== 1 || isLineBreak(value)) {
      throw new FeedError(
        `The ${name} separator must be one character in quotes, such as '^'`,
        lineOf[name.toLowerCase()] ?? null,
      );
    }
    return value;
  };
  const eof = separator('EOF');
  const eor = separator('EOR');
  if (eof === eor) throw new FeedError('The EOF and EOR separators must be different characters', lineOf.eor ?? null);
  const count = unquote(values['property count'] ?? '');
  const generated = unquote(values['generated date'] ?? '');
  return {
    version,
    eof,
    eor,
    propertyCount: /^\d+$/.test(count) ? Number(count) : null,
    generatedAt: generated === '' ? null : ukLocalTimeToIso(generated),
    values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, unquote(value)])),
  };
}

function parseDefinition(text: string, eof: string, line: number): string[] {
  const names = text.split(eof).map((name) => name.trim().toUpperCase());
  // The definition row ends with EOF before EOR, leaving one empty name at the end.
  if (names.at(-1) === '') names.pop();
  if (names.length === 0 || names.includes('')) {
    throw new FeedError('The #DEFINITION# row must list field names separated by the EOF character', line);
  }
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) {
    throw new FeedError(`The #DEFINITION# row lists ${[...new Set(repeated)].join(', ')} more than once`, line);
  }
  return names;
}

/** Every section of a BLM file as events: one 'start', then one event per record. */
export async function* readBlm(
  text: AsyncIterable<string>,
  options: BlmReadOptions = {},
): AsyncGenerator<BlmEvent, void, undefined> {
  const maxRecordLength = options.maxRecordLength ?? MAX_BLM_RECORD_LENGTH;
  const window = new TextWindow(text[Symbol.asyncIterator]());
  try {
    const { header, fields } = await readPreamble(window);
    yield { kind: 'start', header, fields };
    let row = 0;
    while (!(await atEnd(window))) {
      row += 1;
      const line = window.line;
      const values = await readRecord(window, header, maxRecordLength, line);
      yield values === null ? { kind: 'too-long', row, line } : { kind: 'record', row, line, values };
    }
  } finally {
    await window.close();
  }
}

/** #HEADER#, #DEFINITION# and the #DATA# marker: the header and the field names, or a FeedError. */
async function readPreamble(window: TextWindow): Promise<{ header: BlmHeader; fields: string[] }> {
  await skipToHeader(window);
  const headerLine = window.line;
  const headerText = await window.through(
    '#DEFINITION#',
    MAX_PREAMBLE,
    'The #HEADER# section must be followed by #DEFINITION#',
  );
  const header = parseHeader(headerText, headerLine);
  window.skipLineBreaks();
  const definitionLine = window.line;
  const definition = await window.through(
    header.eor,
    MAX_PREAMBLE,
    `The #DEFINITION# row must end with the EOR character ${header.eor}`,
  );
  const fields = parseDefinition(definition, header.eof, definitionLine);
  const dataMarker = await window.through('#DATA#', MAX_PREAMBLE, '#DATA# must follow the #DEFINITION# row');
  if (dataMarker.trim() !== '') {
    throw new FeedError('Only line breaks may stand between #DEFINITION# and #DATA#', window.line);
  }
  return { header, fields };
}

/** Consumes the white space before #HEADER# and the marker itself; anything else first is not a BLM file. */
async function skipToHeader(window: TextWindow): Promise<void> {
  for (;;) {
    while (/\s/.test(window.buffer[window.pos] ?? '')) window.consume(window.pos + 1);
    if (window.available >= '#HEADER#'.length || !(await window.more())) break;
  }
  if (!window.buffer.startsWith('#HEADER#', window.pos)) {
    throw new FeedError('This is not a BLM file: it must start with #HEADER#', window.line);
  }
  window.consume(window.pos + '#HEADER#'.length);
}

/**
 * Moves to the next record and says whether #END# is there instead. Records usually
 * start on a new line; a line break before one is not part of it.
 */
async function atEnd(window: TextWindow): Promise<boolean> {
  for (;;) {
    window.skipLineBreaks();
    if (window.available >= END.length || !(await window.more())) break;
  }
  if (window.buffer.startsWith(END, window.pos)) return true;
  if (window.available === 0) throw new FeedError('The file ends before #END#: it may be truncated', window.line);
  return false;
}

/**
 * One record's values, through its EOR separator. Past `maxRecordLength` the record is
 * skipped to its end without being kept, and null comes back.
 */
async function readRecord(
  window: TextWindow,
  header: BlmHeader,
  maxRecordLength: number,
  line: number,
): Promise<string[] | null> {
  let searched = 0;
  let tooLong = false;
  for (;;) {
    const at = window.buffer.indexOf(header.eor, window.pos + searched);
    if (at !== -1) {
      const record = window.consume(at);
      window.consume(at + header.eor.length);
      return tooLong ? null : record.split(header.eof);
    }
    if (tooLong || window.available > maxRecordLength) {
      tooLong = true;
      window.consume(window.buffer.length);
    }
    searched = Math.max(0, window.available - header.eor.length + 1);
    if (!(await window.more())) throw new FeedError('The file ends before #END#: it may be truncated', line);
  }
}
