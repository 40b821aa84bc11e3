// The one layout every Dazu e-mail uses: inline styles only (mail clients drop <style>),
// layout tables marked presentational for screen readers, the pink accent on the button
// (white on #be185d passes WCAG AA), and a plain-text twin with each link on its own line.
// Every interpolated value is escaped; links must be absolute http(s) URLs.

export const PRODUCT_NAME = 'Dazu';
export const ACCENT = '#be185d';

export type RenderedEmail = { subject: string; html: string; text: string };

export type EmailLink = { label: string; url: string };
/** One entry of a list of linked things (the offers of a search alert). */
export type EmailItem = { title: string; url: string; details: string[] };

export type EmailContent = {
  /** The heading; also the subject unless `subject` is given. */
  title: string;
  subject?: string;
  /** The preview line mail clients show after the subject; not displayed in the body. */
  preheader: string;
  paragraphs: string[];
  /**
   * HTML written by the operator (a newsletter), already sanitised by the server, with
   * its plain-text twin; after the paragraphs. Never pass text a visitor wrote.
   */
  sanitisedBody?: { html: string; text: string };
  /** Linked entries after the paragraphs, each title a link with its details below. */
  items?: EmailItem[];
  action?: EmailLink;
  /** Why the recipient gets this e-mail. */
  footer?: string;
  /** Links after the footer text (unsubscribe, manage alerts). */
  footerLinks?: EmailLink[];
};

const DEFAULT_FOOTER = `You are receiving this e-mail because this address was used on ${PRODUCT_NAME}. If that was not you, you can ignore it.`;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function renderEmail(content: EmailContent): RenderedEmail {
  const action = content.action ? { label: content.action.label, url: absoluteUrl(content.action.url) } : undefined;
  const footer = content.footer ?? DEFAULT_FOOTER;
  const items = (content.items ?? []).map((item) => ({ ...item, url: absoluteUrl(item.url) }));
  const footerLinks = (content.footerLinks ?? []).map((link) => ({ ...link, url: absoluteUrl(link.url) }));
  const resolved: Resolved = { ...content, action, footer, items, footerLinks };
  return { subject: content.subject ?? content.title, html: renderHtml(resolved), text: renderText(resolved) };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function absoluteUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error(`E-mail links must be absolute http(s) URLs, got: ${url}`);
  }
  return parsed.href;
}

type Resolved = EmailContent & { footer: string; items: EmailItem[]; footerLinks: EmailLink[] };

function renderItemsHtml(items: EmailItem[]): string {
  if (items.length === 0) return '';
  const rows = items
    .map(
      (item) => `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb;">
<a href="${escapeHtml(item.url)}" style="font-size:16px;line-height:24px;font-weight:600;color:${ACCENT};">${escapeHtml(item.title)}</a>
${item.details.map((detail) => `<div style="font-size:14px;line-height:20px;color:#374151;">${escapeHtml(detail)}</div>`).join('\n')}
</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-bottom:1px solid #e5e7eb;">
${rows}
</table>`;
}

function renderFooterLinksHtml(links: EmailLink[]): string {
  if (links.length === 0) return '';
  const anchors = links.map(
    (link) => `<a href="${escapeHtml(link.url)}" style="color:${ACCENT};">${escapeHtml(link.label)}</a>`,
  );
  return `<br>${anchors.join(' &middot; ')}`;
}

function renderHtml(content: Resolved): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;">${escapeHtml(p)}</p>`)
    .join('\n');
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background-color:${ACCENT};">
<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:24px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563;">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:${ACCENT};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject ?? content.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;font-family:${FONT};">
<tr><td style="padding:24px 32px;border-bottom:4px solid ${ACCENT};font-size:24px;font-weight:700;color:${ACCENT};">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;font-size:22px;line-height:30px;color:#111827;">${escapeHtml(content.title)}</h1>
${paragraphs}
${content.sanitisedBody ? `<div style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;">${content.sanitisedBody.html}</div>` : ''}
${renderItemsHtml(content.items)}
${action}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#4b5563;">${escapeHtml(content.footer)}${renderFooterLinksHtml(content.footerLinks)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: Resolved): string {
  const parts = [PRODUCT_NAME, content.title, ...content.paragraphs];
  if (content.sanitisedBody) parts.push(content.sanitisedBody.text);
  for (const item of content.items) parts.push([item.title, ...item.details, item.url].join('\n'));
  if (content.action) parts.push(`${content.action.label}:\n${content.action.url}`);
  parts.push(`--\n${content.footer}`);
  for (const link of content.footerLinks) parts.push(`${link.label}:\n${link.url}`);
  return `${parts.join('\n\n')}\n`;
}
