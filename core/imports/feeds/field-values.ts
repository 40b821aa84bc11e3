// Reading one value of a feed row. Every format shares these so the same mistake gets the
// same message whichever format it came in. A reader takes the raw text, the field's
// name as the feed spells it (messages name it so the agency can find it) and the row's
// problem list: a bad value adds a sentence there and reads as null.
import { ukLocalTimeToIso } from './uk-time.ts';

export type Problems = string[];

/** No single value of a row may be longer: descriptions are the longest, and a few KB. */
export const MAX_FIELD_LENGTH = 100_000;

const MAX_PRICE_POUNDS = 10_000_000_000;

export function trimmed(raw: string | undefined): string {
  return raw === undefined ? '' : raw.trim();
}

export function optionalText(raw: string | undefined, field: string, problems: Problems): string | null {
  const value = trimmed(raw);
  if (value.length > MAX_FIELD_LENGTH) {
    problems.push(`${field} is longer than ${MAX_FIELD_LENGTH.toLocaleString('en-GB')} characters`);
    return null;
  }
  return value === '' ? null : value;
}

export function requiredText(raw: string | undefined, field: string, problems: Problems): string | null {
  const value = optionalText(raw, field, problems);
  if (value === null && trimmed(raw) === '') problems.push(`Missing mandatory field ${field}`);
  return value;
}

/** Blank reads as null; anything else must be a whole number from 0 to `max`. */
export function wholeNumber(raw: string | undefined, field: string, problems: Problems, max = 999): number | null {
  const value = trimmed(raw);
  if (value === '') return null;
  if (!/^\d+$/.test(value) || Number(value) > max) {
    problems.push(`${field} must be a whole number from 0 to ${max}`);
    return null;
  }
  return Number(value);
}

/** Blank reads as null; anything else must be a decimal number within the range. */
export function decimal(raw: string | undefined, field: string, problems: Problems, min: number, max: number) {
  const value = trimmed(raw);
  if (value === '') return null;
  const number = /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    problems.push(`${field} must be a number from ${min} to ${max}`);
    return null;
  }
  return number;
}

/**
 * Pounds as integer pence. Feeds write '250000' or '950.50'; people typing a CSV add '£'
 * and thousands commas, which are harmless. Blank reads as null.
 */
export function poundsToPence(raw: string | undefined, field: string, problems: Problems): number | null {
  const value = trimmed(raw).replace(/^£\s*/, '');
  if (value === '') return null;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  const pounds = match ? Number(match[1]?.replaceAll(',', '')) : Number.NaN;
  if (!match || !(pounds <= MAX_PRICE_POUNDS)) {
    problems.push(`${field} must be a whole number of pounds (pence may follow a point, as in 950.50)`);
    return null;
  }
  return pounds * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type LookupOptions = {
  /** A code the table lacks is a problem, or (for descriptive codes a provider may add to before we do) null. */
  unknown?: 'problem' | 'null';
  /** How the message describes the accepted values; by default the table's codes and meanings. */
  expected?: string;
};

/** A value looked up, case-insensitively, in a format's code table. Blank reads as null. */
export function lookup<T>(
  raw: string | undefined,
  field: string,
  problems: Problems,
  table: ReadonlyMap<string, T>,
  options: LookupOptions = {},
): T | null {
  const value = trimmed(raw);
  if (value === '') return null;
  const found = table.get(value.toLowerCase());
  if (found !== undefined) return found;
  if (options.unknown !== 'null') {
    const known = [...table].map(([code, meaning]) => (code === String(meaning) ? code : `${code} (${meaning})`));
    problems.push(`${field} must be ${options.expected ?? `one of ${known.join(', ')}`}, not ${value}`);
  }
  return null;
}

/** Like `lookup`, but a blank value is a problem too. */
export function requiredLookup<T>(
  raw: string | undefined,
  field: string,
  problems: Problems,
  table: ReadonlyMap<string, T>,
  options: LookupOptions = {},
): T | null {
  if (trimmed(raw) === '') {
    problems.push(`Missing mandatory field ${field}`);
    return null;
  }
  return lookup(raw, field, problems, table, options);
}

/** UK wall-clock date and time ('2024-05-31 14:30:00') as an ISO 8601 UTC instant; blank reads as null. */
export function dateTime(raw: string | undefined, field: string, problems: Problems): string | null {
  const value = trimmed(raw);
  if (value === '') return null;
  const iso = ukLocalTimeToIso(value);
  if (iso === null) problems.push(`${field} must be a date and time such as 2024-05-31 14:30:00`);
  return iso;
}

/** Both coordinates or neither; 0,0 is what some software writes for 'unknown'. */
export function coordinates(
  rawLat: string | undefined,
  rawLon: string | undefined,
  fields: [lat: string, lon: string],
  problems: Problems,
): { lat: number; lon: number } | null {
  const lat = decimal(rawLat, fields[0], problems, -90, 90);
  const lon = decimal(rawLon, fields[1], problems, -180, 180);
  if (lat === null && lon === null) return null;
  if (lat === null || lon === null) {
    if (trimmed(rawLat) === '' || trimmed(rawLon) === '') {
      problems.push(`${fields[0]} and ${fields[1]} must be given together, or both left blank`);
    }
    return null;
  }
  return lat === 0 && lon === 0 ? null : { lat, lon };
}

export function councilTaxBand(raw: string | undefined, field: string, problems: Problems): string | null {
  const value = trimmed(raw).toUpperCase();
  if (value === '' || value === 'TBC') return null;
  if (/^[A-I]$/.test(value)) return value;
  problems.push(`${field} must be a band from A to I`);
  return null;
}

/** Upper case with one space before the inward code, as Royal Mail writes it. */
export function normalisePostcode(value: string): string | null {
  const compact = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (compact === '') return null;
  const uk = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/.exec(compact);
  return uk ? `${uk[1]} ${uk[2]}` : compact;
}

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A relative path inside the feed's zip: no way out of it, nothing a file system reads specially. */
export function isZipFileName(value: string): boolean {
  return (
    value.length <= 255 &&
    !/[\\\0:]/.test(value) &&
    !value.startsWith('/') &&
    value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

/** A media reference: a web address or the name of a file in the feed's zip; blank reads as null. */
export function mediaSource(raw: string | undefined, field: string, problems: Problems): string | null {
  const value = trimmed(raw);
  if (value === '') return null;
  if (isWebAddress(value) || (!/^[a-z][a-z\d+.-]*:/i.test(value) && isZipFileName(value))) return value;
  problems.push(`${field} must be a web address (http or https) or the name of a file in the zip`);
  return null;
}

export function webAddress(raw: string | undefined, field: string, problems: Problems): string | null {
  const value = trimmed(raw);
  if (value === '') return null;
  if (isWebAddress(value)) return value;
  problems.push(`${field} must be a web address starting with http:// or https://`);
  return null;
}

/** The named entities that turn up in agents' descriptions; numeric ones are decoded too. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  euro: '€',
  eacute: 'é',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  sup2: '²',
};

/** Text without markup: breaks and paragraphs become new lines, tags go, common entities are decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
      if (lower.startsWith('#')) return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : entity;
      return Object.hasOwn(ENTITIES, lower) ? (ENTITIES[lower] ?? entity) : entity;
    })
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const SUMMARY_LENGTH = 300;

/** For formats without a summary: the description's first paragraph as plain text, cut at a word. */
export function summaryOf(description: string): string {
  const text = plainText(description).split('\n')[0] ?? '';
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Blanks dropped, order kept. */
export function presentValues(values: ReadonlyArray<string | undefined>): string[] {
  return values.map(trimmed).filter((value) => value !== '');
}
