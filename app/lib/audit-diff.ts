// The audit page's reading of an entry: what changed between the record before and
// after the action, field by field, each value as compact JSON (long ones shortened),
// and the back-office page of the record the action was about, where there is one.
import { SITE_PATHS } from '#contract/site-paths.ts';

export type FieldChange = { field: string; before: string | null; after: string | null };

const LONGEST = 160;

function compact(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

/** The fields whose value differs; null on a side where the field (or the record) did not exist. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const old = before && Object.hasOwn(before, field) ? before[field] : undefined;
    const now = after && Object.hasOwn(after, field) ? after[field] : undefined;
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    return [{ field, before: old === undefined ? null : compact(old), after: now === undefined ? null : compact(now) }];
  });
}

/** The back-office page of each kind of record that has one, from the record's id. */
const TARGET_PAGES: Readonly<Record<string, (id: string) => string>> = {
  user: SITE_PATHS.operatorUser,
  // A reported profile is an account.
  profile: SITE_PATHS.operatorUser,
  order: SITE_PATHS.operatorOrder,
  newsletter_campaign: (id) => `${SITE_PATHS.operatorNewsletter()}?campaign=${encodeURIComponent(id)}`,
  price: () => SITE_PATHS.operatorPrices(),
  feed: () => SITE_PATHS.operatorImports(),
  blocked_term: () => SITE_PATHS.messagesSafety(),
  'moderation-reason': () => SITE_PATHS.moderationTemplates(),
};

/** The back-office page of an entry's record, or null when the back office has none for its kind. */
export function auditTargetPath(targetType: string, targetId: string | null): string | null {
  if (!targetId) return null;
  return Object.hasOwn(TARGET_PAGES, targetType) ? (TARGET_PAGES[targetType]?.(targetId) ?? null) : null;
}

/**
 * Every entry about the same record, as the audit page lists them: an ad's decisions and
 * edits, say, which have no back-office page of their own once decided.
 */
export function auditHistoryPath(targetType: string, targetId: string): string {
  return `${SITE_PATHS.operatorAudit()}?${new URLSearchParams({ target_type: targetType, target_id: targetId })}`;
}
