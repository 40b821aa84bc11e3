// What a full feed speaks for. A company may feed us branch by branch and in several
// ways at once (one branch pushes, another uploads BLM files, a CSV names no branch), so
// a full file lists everything of the branches its rows name and nothing of any other:
// only those branches' listings missing from it are withdrawn, and the safety stop of
// feeds by URL weighs the withdrawals against those listings alone. A file naming no
// branch (Kyero, CSV, BLM without BRANCH_ID), or no listing at all, speaks for the
// listings that came without a branch.
import { type SQL, sql } from 'drizzle-orm';

/**
 * A condition on `offers o`: the imported offer is on the site or waiting for an
 * operator, and of a branch the import's rows name.
 */
export const inFeedScope = (importId: string): SQL => sql`
  o.feed_reference is not null and o.status in ('active', 'pending_moderation')
  and coalesce(o.feed_branch, '') = any(coalesce(
    (select array_agg(distinct coalesce(r.branch, '')) from offer_import_rows r where r.import_id = ${importId}),
    array['']))`;
