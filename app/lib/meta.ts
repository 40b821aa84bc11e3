// <title> and description of a page. React Router keeps only the deepest route's
// meta, so every page states both.
export const SITE_NAME = 'Dazu';
export const SITE_DESCRIPTION =
  'Find your place: homes and commercial property for sale, to rent, to swap and at auction across the UK.';

export function pageMeta(title: string | undefined, description: string = SITE_DESCRIPTION) {
  return [
    { title: title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: find your place` },
    { name: 'description', content: description },
  ];
}

/**
 * For pages whose address holds any combination of filters (the search): search engines
 * follow their links but keep them out of the index, which would otherwise fill with
 * endless filter combinations; the landing pages (/property/..., /category/...) are the
 * ones to index.
 */
export const NOT_INDEXED = { name: 'robots', content: 'noindex, follow' } as const;

/** Plain text of sanitised HTML, cut at a word for a meta description. */
export function summary(html: string, maxLength = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A landing page's title and description, its canonical address and its breadcrumb as JSON-LD (a data block). */
export function landingMeta(
  page: { heading: string; seo: { canonical: string; description: string; jsonLd: object } } | undefined,
) {
  if (!page) return pageMeta('Page not found');
  return [
    ...pageMeta(page.heading, page.seo.description),
    { tagName: 'link', rel: 'canonical', href: page.seo.canonical },
    { 'script:ld+json': page.seo.jsonLd },
  ];
}
