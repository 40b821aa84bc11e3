// What makes a PDF more than a document: anything a reader runs, submits, launches,
// opens elsewhere or unpacks. Every object of the file is looked at (pdf-objects.ts),
// reachable or not, with every dictionary and array nested in it, so an action at the
// end of a /Next chain, in a name tree, in a page's, link's or field's additional
// actions, or in an object nothing seems to use is found all the same, without having
// to follow the chains the way each reader would. Names are compared after their #
// escapes are decoded (/J#61vaScript is /JavaScript).
import { PDFArray, PDFDict, PDFHexString, PDFName, type PDFObject, PDFRawStream, PDFString } from '@cantoo/pdf-lib';

const SCRIPT = 'JavaScript';
const LAUNCH = 'a launch action';
const OTHER_FILE = 'a link to another file';
const SUBMIT = 'a form that submits or imports data';
const EMBEDDED = 'an embedded file';
const MEDIA = 'rich media';
const FIELD = 'a form field';
const BAD_LINK = 'a link that is not a web or e-mail address';

/** Keys that only active content has, wherever they appear. */
const ACTIVE_KEYS: Record<string, string> = {
  JS: SCRIPT,
  JavaScript: SCRIPT,
  XFA: 'an XFA form',
  EmbeddedFiles: EMBEDDED,
  EF: EMBEDDED,
  RichMediaContent: MEDIA,
  RichMediaSettings: MEDIA,
  '3DD': MEDIA,
  // Every field of a form has a type; fields that submit or run scripts need one.
  FT: FIELD,
};

/** Action types (/S) that run, submit, launch, open another file or play media. */
const ACTIVE_ACTIONS: Record<string, string> = {
  JavaScript: SCRIPT,
  Launch: LAUNCH,
  GoToR: OTHER_FILE,
  GoToE: OTHER_FILE,
  SubmitForm: SUBMIT,
  ImportData: SUBMIT,
  RichMediaExecute: MEDIA,
  Rendition: MEDIA,
  Movie: MEDIA,
  Sound: MEDIA,
  GoTo3DView: MEDIA,
};

/** Annotation subtypes that carry files, media or form fields. */
const ACTIVE_SUBTYPES: Record<string, string> = {
  FileAttachment: EMBEDDED,
  RichMedia: MEDIA,
  '3D': MEDIA,
  Screen: MEDIA,
  Movie: MEDIA,
  Sound: MEDIA,
  Widget: FIELD,
};

const ACTIVE_TYPES: Record<string, string> = { EmbeddedFile: EMBEDDED };

/** Keys whose name value makes a dictionary active: an action's type, an annotation's subtype, a stream's type. */
const VALUE_RULES: Record<string, Record<string, string>> = {
  S: ACTIVE_ACTIONS,
  Subtype: ACTIVE_SUBTYPES,
  Type: ACTIVE_TYPES,
};

/** Web and e-mail links are fine; javascript:, file:, UNC paths and anything else are not. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** Tables keyed by the parser's own name objects (one per name, escapes decoded): lookups are by identity. */
const byName = <T>(table: Record<string, T>): Map<PDFName, T> =>
  new Map(Object.entries(table).map(([name, value]) => [PDFName.of(name), value]));

const KEYS = byName(ACTIVE_KEYS);
const VALUES = new Map([...byName(VALUE_RULES)].map(([key, table]) => [key, byName(table)]));
const LINK_KEYS = new Set([PDFName.of('URI'), PDFName.of('Base')]);

const textOf = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** Readers and browsers drop control characters and spaces around and inside a scheme. */
const isSafeLink = (link: string): boolean =>
  SAFE_LINK.test([...link].filter((character) => character > ' ' && character !== '\u007f').join(''));

/** What is active about one dictionary itself (its own entries, not what is nested in them). */
function* activeFeaturesOf(dict: PDFDict): Generator<string> {
  for (const [key, value] of dict.entries()) {
    const byKey = KEYS.get(key);
    if (byKey) yield byKey;
    const byValue = value instanceof PDFName ? VALUES.get(key)?.get(value) : undefined;
    if (byValue) yield byValue;
    if (LINK_KEYS.has(key)) {
      const link = textOf(value);
      if (link !== undefined && !isSafeLink(link)) yield BAD_LINK;
    }
  }
}

/** The active features among these objects and everything nested in them (none: a plain document). */
export function findActiveContent(objects: Iterable<PDFObject>): string[] {
  const found = new Set<string>();
  const pending: PDFObject[] = [...objects];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    const dict = object instanceof PDFRawStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const feature of activeFeaturesOf(dict)) found.add(feature);
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (dict instanceof PDFArray) {
      pending.push(...dict.asArray());
    }
  }
  return [...found].sort();
}
