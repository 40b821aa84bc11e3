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

/** The part of a file before its first element, read so far. */
function prologOf(text: string): string {
  const start = /<[A-Za-z_:]/.exec(text);
  return start ? text.slice(0, start.index) : text;
}

/**
 * Every child of the root element `rootName`, as a complete tree, in file order. The
 * root's other content is ignored; a file with another root is refused.
 */
export async function* readXmlRecords(
  text: AsyncIterable<string>,
  rootName: string,
  limits: XmlLimits = DEFAULT_XML_LIMITS,
): AsyncGenerator<XmlElement, void, undefined> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const stack: XmlElement[] = [];
  const ready: XmlElement[] = [];
  let rootOpened = false;
  /** The text before the first element, while it lasts. */
  let prolog: string | null = '';
  let elementsInRecord = 0;
  // Where the last event ended: saxes holds everything after it in memory.
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
    if (stack.length >= limits.maxDepth) {
      throw new FeedError(`The XML file nests elements more than ${limits.maxDepth} deep`, parser.line);
    }
    elementsInRecord = stack.length === 1 ? 1 : elementsInRecord + 1;
    if (elementsInRecord > limits.maxElementsPerRecord) {
      throw new FeedError(
        `An element of the XML file holds more than ${limits.maxElementsPerRecord} elements`,
        parser.line,
      );
    }
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
    const room = limits.maxTextLength - element.text.length;
    element.text += value.slice(0, room);
    element.cut = value.length > room;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('comment', settle);
  parser.on('processinginstruction', settle);
  parser.on('xmldecl', settle);

  // saxes throws plain errors for malformed XML; ours are already FeedErrors.
  const guarded = (action: () => void) => {
    try {
      action();
    } catch (error) {
      if (error instanceof FeedError) throw error;
      const message = error instanceof Error ? error.message.replace(/^\d+:\d+: /, '') : String(error);
      throw new FeedError(`The XML file is not well-formed: ${message}`, parser.line, { cause: error });
    }
  };

  const write = (chunk: string) => {
    if (prolog !== null) {
      prolog += chunk;
      const before = prologOf(prolog);
      if (/<!(DOCTYPE|ENTITY)/i.test(before)) {
        throw new FeedError('The XML file may not contain a DOCTYPE or entity declarations', 1);
      }
      if (before.length > MAX_PROLOG) throw new FeedError(`The XML file has no root element <${rootName}>`, 1);
      // From the first element on, a DOCTYPE can only be text (in CDATA, say) or an error saxes reports.
      if (before.length < prolog.length) prolog = null;
    }
    for (let start = 0; start < chunk.length; start += SLICE) {
      guarded(() => parser.write(chunk.slice(start, start + SLICE)));
      if (parser.position - settled > limits.maxTokenLength) {
        throw new FeedError(
          `The XML file has a text or tag longer than ${limits.maxTokenLength.toLocaleString('en-GB')} characters`,
          parser.line,
        );
      }
    }
  };

  for await (const chunk of text) {
    write(chunk);
    yield* ready.splice(0);
  }
  if (!rootOpened) throw new FeedError(`The XML file has no root element <${rootName}>`, parser.line);
  guarded(() => parser.close());
  yield* ready.splice(0);
}
