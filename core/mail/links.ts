// The http(s) links of a plain-text body, in order and without duplicates: what a
// developer clicks in the log when mail goes to the outbox, and what tests follow.
const LINK = /\bhttps?:\/\/[^\s<>"')\]]+/g;

export function linksInText(text: string): string[] {
  const found = (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(found)];
}
