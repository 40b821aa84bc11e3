// The operator's blocklist of words and link hosts (scams ask people to "pay by
// giftcard" or to continue on a look-alike site). A word matches whole words in any
// case; a host matches links to it and to its subdomains.
import { asc, eq } from 'drizzle-orm';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { unprocessable } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { blockedTerms } from '#db/schema/messages.ts';

const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const LINK = /\b(?:https?:\/\/|www\.)([^\s/?#<>"']+)/gi;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first blocked term the text contains, or null. */
export function blockedTermIn(text: string, terms: readonly string[]): string | null {
  const lower = text.toLowerCase();
  const hosts = [...lower.matchAll(LINK)].map((match) => (match[1] ?? '').replace(/^www\./, '').replace(/:\d+$/, ''));
  for (const term of terms) {
    if (HOST.test(term)) {
      if (hosts.some((host) => host === term || host.endsWith(`.${term}`))) return term;
      // A host written without a scheme ("visit cheap-keys.example") counts too.
      if (new RegExp(`(^|[^a-z0-9.-])${escapeRegExp(term)}($|[^a-z0-9.-]|\\.(?![a-z0-9]))`).test(lower)) return term;
    } else if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}($|[^\\p{L}\\p{N}])`, 'u').test(lower)) {
      return term;
    }
  }
  return null;
}

/** Refuses (422 on the body) a message with a blocked term. */
export async function assertAllowed(db: Database, text: string): Promise<void> {
  const terms = (await db.select({ term: blockedTerms.term }).from(blockedTerms)).map((row) => row.term);
  const found = blockedTermIn(text, terms);
  if (found) throw unprocessable({ body: [CONVERSATION_MESSAGES.blockedTerm(found)] });
}

export async function listBlockedTerms(db: Database) {
  const rows = await db.select().from(blockedTerms).orderBy(asc(blockedTerms.term));
  return rows.map((row) => ({ id: row.id, term: row.term, created_at: row.createdAt.toISOString() }));
}

export async function addBlockedTerm(db: Database, term: string) {
  const normalised = term.trim().toLowerCase();
  const [row] = await db
    .insert(blockedTerms)
    .values({ term: normalised })
    .onConflictDoUpdate({ target: blockedTerms.term, set: { term: normalised } })
    .returning();
  if (!row) throw new Error('term not stored');
  return { id: row.id, term: row.term, created_at: row.createdAt.toISOString() };
}

export async function removeBlockedTerm(db: Database, id: number): Promise<boolean> {
  const removed = await db.delete(blockedTerms).where(eq(blockedTerms.id, id)).returning({ id: blockedTerms.id });
  return removed.length > 0;
}
