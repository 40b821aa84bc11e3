// Operator-written HTML (blog posts, FAQ answers, footer pages) is cleaned with the same
// library and rules as offer descriptions (core/offers/description.ts): formatting tags
// only, links to web and mail addresses, no scripts, event handlers, styles, frames or
// images (a remote image would track readers; a post's picture is a separate, local
// field). Unlike a description it keeps h2 (pages have an h1 title), and its links stay
// in the page: they are the operator's own, not user content.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4', div: 'p' },
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
};

/** The stored form of operator HTML: safe, trimmed, without empty paragraphs. */
export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/<p>(\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim();
}
