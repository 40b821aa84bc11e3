// An offer's description is rich text an advertiser writes and everyone reads, so it
// is cleaned on the server before it is stored: a small set of formatting tags, links
// only to web and mail addresses (marked nofollow, opening nothing in the page's
// context), no scripts, event handlers, styles, frames or images (remote images would
// track readers). What is left is safe to render as HTML.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  // rel and target are set by the transform below (which runs before this filter), overriding the writer's.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Headings an editor may produce become the two levels a description may use.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener noreferrer', target: '_blank' }),
  },
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
};

/** The stored form of a description: safe HTML, trimmed; empty paragraphs dropped. */
export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/<p>(\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text a description shows (plain, not HTML), for length checks and summaries. */
export function descriptionText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h\d|blockquote|div)>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
