// The ad description is written as plain text with light formatting, which becomes the
// small HTML subset the server keeps (core/offers/description.ts sanitises it again):
// a blank line starts a paragraph, lines starting with "- " make a bulleted list,
// **text** is bold. Editing turns the stored HTML back into that text.

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inline = (text: string): string => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

const BULLET = /^\s*[-*•]\s+/;

export function editableTextToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((line) => BULLET.test(line))) {
      html.push(`<ul>${lines.map((line) => `<li>${inline(line.replace(BULLET, '').trim())}</li>`).join('')}</ul>`);
    } else {
      html.push(`<p>${lines.map((line) => inline(line.trim())).join('<br>')}</p>`);
    }
  }
  return html.join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

export function htmlToEditableText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|ul|ol|h3|h4|blockquote)>/gi, '\n\n')
    .replace(/<\/?(strong|b)>/gi, '**')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
