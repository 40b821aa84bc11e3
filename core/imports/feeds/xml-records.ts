// XML feeds as a stream of small element trees, one per child of the root element (a
// Kyero <property>), with the defences an uploaded XML file needs: no DOCTYPE at all, so
// no entity can be declared, expanded or fetched (billion laughs, external entities);
// nesting, element count and text length capped, so a hostile file cannot exhaust memory.
import { SaxesParser } from 'saxes';
import { FeedError } from './feed-error.ts';

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  /** The element's own text and CDATA, cut at the text limit. */
  text: string;
  /** True when the text was longer than the limit and was cut. */
  cut: boolean;
  children: XmlElement[];
  /** The line the element starts on. */
  line: number;
};

export type XmlLimits = {
  /** Deepest nesting of elements, the root being 1. */
  maxDepth: number;
  /** Longest text kept for one element; beyond it the text is cut and marked. */
  maxTextLength: number;
  /** Longest stretch of input without a complete event (text, tag, CDATA, comment), which the XML parser holds. */
  maxTokenLength: number;
  /** Most elements in one record. */
  maxElementsPerRecord: number;
};

export const DEFAULT_XML_LIMITS: XmlLimits = {
  maxDepth: 12,
  maxTextLength: 100_000,
  maxTokenLength: 1_000_000,
  maxElementsPerRecord: 5_000,
};

/** Before the root element there is only an XML declaration, comments and processing instructions. */
const MAX_PROLOG = 64 * 1024;
/** Text is written to the XML parser in slices this long, so the token check runs often enough. */
const SLICE = 64 * 1024;

/**
 * The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`),
 * read from the file's first bytes, which are ASCII in every encoding a declaration can
 * be read in; null without a declaration or without an encoding in it.
 */
export function xmlDeclaredEncoding(head: Uint8Array): string | null {
  const start = new TextDecoder('latin1').decode(head).replace(/^\u00ef\u00bb\u00bf/, '');
  const declaration = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([A-Za-z][\w.:-]*)\1/.exec(start);
  return declaration?.[2] ?? null;
}

/** The part of a file before its first element, read so far. */
function prologOf(text: string): string {
  const start = /<[A-Za-z_:]/.exec(text);
  return start ? text.slice(0, start.index) : text;
}

type XmlParser = SaxesParser<{ xmlns: false; position: true }>;

/**
 * Every child of the root element `rootName`, as a complete tree, in file order. The
 * root's other content is ignored; a file with another root is refused.
 */
export async function* readXmlRecords(
  text: AsyncIterable<string>,
  rootName: string,
  limits: XmlLimits = DEFAULT_XML_LIMITS,
): AsyncGenerator<XmlElement, void, undefined> {
  const parser: XmlParser = new SaxesParser({ xmlns: false, position: true });
  const records = collectRecords(parser, rootName, limits);
  const checkProlog = prologChecker(rootName);

  const write = (chunk: string) => {
    checkProlog(chunk);
    for (let start = 0; start < chunk.length; start += SLICE) {
      guarded(parser, () => parser.write(chunk.slice(start, start + SLICE)));
      if (parser.position - records.settled() > limits.maxTokenLength) {
        throw new FeedError(
          `The XML file has a text or tag longer than ${limits.maxTokenLength.toLocaleString('en-GB')} characters`,
          parser.line,
        );
      }
    }
  };

  for await (const chunk of text) {
    write(chunk);
    yield* records.ready.splice(0);
  }
  if (!records.rootOpened()) throw new FeedError(`The XML file has no root element <${rootName}>`, parser.line);
  guarded(parser, () => parser.close());
  yield* records.ready.splice(0);
}

type RecordCollector = {
  /** Records complete and not yet handed on. */
  ready: XmlElement[];
  rootOpened: () => boolean;
  /** Where the last event ended: saxes holds everything after it in memory. */
  settled: () => number;
};

/** Builds each child of the root into a tree as the parser reports it, within the limits. */
function collectRecords(parser: XmlParser, rootName: string, limits: XmlLimits): RecordCollector {
  const stack: XmlElement[] = [];
  const ready: XmlElement[] = [];
  let rootOpened = false;
  let elementsInRecord = 0;
  let settled = 0;
  const settle = () => {
    settled = parser.position;
  };

  parser.on('doctype', () => {
    throw new FeedError('The XML file may not contain a DOCTYPE or entity declarations', parser.line);
  });
  parser.on('opentag', (node) => {
    settle();
    if (!rootOpened) {
      if (node.name !== rootName) {
        throw new FeedError(`The XML file's root element must be <${rootName}>, not <${node.name}>`, parser.line);
      }
      rootOpened = true;
    }
    checkDepth(parser, stack.length, limits);
    elementsInRecord = stack.length === 1 ? 1 : elementsInRecord + 1;
    checkElementCount(parser, elementsInRecord, limits);
    const element: XmlElement = {
      name: node.name,
      attributes: { ...node.attributes },
      text: '',
      cut: false,
      children: [],
      line: parser.line,
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    settle();
    const element = stack.pop();
    if (element && stack.length === 1) {
      ready.push(element);
      // The root keeps no record once it has been handed on.
      (stack[0] as XmlElement).children.length = 0;
    }
  });
  const addText = (value: string) => {
    settle();
    const element = stack.at(-1);
    if (!element || stack.length < 2 || element.cut) return;
    appendCut(element, value, limits.maxTextLength);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('comment', settle);
  parser.on('processinginstruction', settle);
  parser.on('xmldecl', settle);
  return { ready, rootOpened: () => rootOpened, settled: () => settled };
}

function checkDepth(parser: XmlParser, open: number, limits: XmlLimits): void {
  if (open >= limits.maxDepth) {
    throw new FeedError(`The XML file nests elements more than ${limits.maxDepth} deep`, parser.line);
  }
}

function checkElementCount(parser: XmlParser, elements: number, limits: XmlLimits): void {
  if (elements > limits.maxElementsPerRecord) {
    throw new FeedError(
      `An element of the XML file holds more than ${limits.maxElementsPerRecord} elements`,
      parser.line,
    );
  }
}

/** Adds text to the element up to the limit; what does not fit is dropped and the element marked cut. */
function appendCut(element: XmlElement, value: string, maxTextLength: number): void {
  const room = maxTextLength - element.text.length;
  element.text += value.slice(0, room);
  element.cut = value.length > room;
}

/**
 * Checks the text before the root element as it arrives: a DOCTYPE or ENTITY there is
 * refused, and so is a prolog too long to be one. From the first element on, a DOCTYPE
 * can only be text (in CDATA, say) or an error saxes reports.
 */
function prologChecker(rootName: string): (chunk: string) => void {
  /** The text before the first element, while it lasts. */
  let prolog: string | null = '';
  return (chunk) => {
    if (prolog === null) return;
    prolog += chunk;
    const before = prologOf(prolog);
    if (/<!(DOCTYPE|ENTITY)/i.test(before)) {
      throw new FeedError('The XML file may not contain a DOCTYPE or entity declarations', 1);
    }
    if (before.length > MAX_PROLOG) throw new FeedError(`The XML file has no root element <${rootName}>`, 1);
    if (before.length < prolog.length) prolog = null;
  };
}

/** saxes throws plain errors for malformed XML; ours are already FeedErrors. */
function guarded(parser: XmlParser, action: () => void): void {
  try {
    action();
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const message = error instanceof Error ? error.message.replace(/^\d+:\d+: /, '') : String(error);
    throw new FeedError(`The XML file is not well-formed: ${message}`, parser.line, { cause: error });
  }
}
