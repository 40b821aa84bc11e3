// An imported offer's description: the feed's description, its bullet points as a list,
// and its summary only when the description does not already say it. Feeds send the
// summary for result lists; most repeat it as the description's first sentence (Kyero and
// our CSV make it from the description's start, BLM summaries are often the description
// cut short with an ellipsis), and the offer page would show the same words twice.
import type { FeedListing } from './feeds/feed-listing.ts';
import { plainText } from './feeds/field-values.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words only, in lower case: what the reader sees, whatever the markup, spacing and punctuation. */
const words = (text: string) =>
  plainText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The summary, less an ellipsis that marks it as cut short, is somewhere in the description. */
export function summaryRepeated(summary: string, description: string): boolean {
  const said = words(summary.replace(/(\.\.\.|…)\s*$/, ''));
  return said === '' || words(description).includes(said);
}

export function descriptionOf(listing: Pick<FeedListing, 'summary' | 'description' | 'features'>): string {
  const parts: string[] = [];
  const description = listing.description.trim();
  const summary = listing.summary.trim();
  if (!summaryRepeated(summary, description)) parts.push(`<p>${escapeHtml(summary)}</p>`);
  if (description) parts.push(/<[a-z][\s\S]*>/i.test(description) ? description : `<p>${escapeHtml(description)}</p>`);
  if (listing.features.length > 0) {
    parts.push(`<ul>${listing.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`);
  }
  return parts.join('\n');
}
