// The operator's blocklist of words and link hosts (scams ask people to "pay by
// giftcard" or to continue on a look-alike site). A word matches whole words in any
// case; a host matches links to it and to its subdomains. Operators' changes are audited.
import { asc, eq } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
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

/** Blocks a term (again: nothing changes), on record in the audit log with the change. */
export async function addBlockedTerm(db: Database, actor: AuditActor, term: string) {
  const normalised = term.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blockedTerms)
      .values({ term: normalised })
      .onConflictDoUpdate({ target: blockedTerms.term, set: { term: normalised } })
      .returning();
    if (!row) throw new Error('term not stored');
    await recordAudit(tx, actor, {
      action: 'blocked-terms.add',
      targetType: 'blocked_term',
      targetId: String(row.id),
      before: null,
      after: { term: row.term },
    });
    return { id: row.id, term: row.term, created_at: row.createdAt.toISOString() };
  });
}

/** Allows a term again; false when there was no such term. On record in the audit log. */
export async function removeBlockedTerm(db: Database, actor: AuditActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(blockedTerms).where(eq(blockedTerms.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, actor, {
      action: 'blocked-terms.remove',
      targetType: 'blocked_term',
      targetId: String(id),
      before: { term: removed.term },
      after: null,
    });
    return true;
  });
}
