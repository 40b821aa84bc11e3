// How an imported offer is found again, whichever way its listing arrives. A listing is
// the company's and its branch's: `{branch}/{reference}` when the feed names the branch
// (a BLM file's BRANCH_ID with its AGENT_REF, a push's branch.branch_id with its
// agent_ref), else the bare reference (Kyero, CSV, BLM without BRANCH_ID). So a file and
// a push of one branch update the same offer, and one reference in two branches is two
// offers. Offers uploaded before files were read by branch kept the bare reference: the
// first file or push of a branch naming that reference takes the offer over (its
// reference is rewritten then), so moving to branch references never doubles a listing.
import { sql } from 'drizzle-orm';
import type { FeedListing } from './feeds/feed-listing.ts';

type Named = Pick<FeedListing, 'reference' | 'branch'>;

/** The offer's feed reference for this listing. */
export const offerReference = ({ reference, branch }: Named): string => (branch ? `${branch}/${reference}` : reference);

/** The bare reference an older upload may have kept for this listing's offer, or null when it is the same. */
export const bareReference = (listing: Named): string | null => (listing.branch ? listing.reference : null);

/**
 * A row of `offer_import_rows r` by the reference the agency's software knows: the stored
 * one names the listing's branch first, which the agency is shown apart.
 */
export const ROW_AGENT_REFERENCE = sql`case when r.branch is not null and starts_with(r.reference, r.branch || '/')
  then substr(r.reference, length(r.branch) + 2) else r.reference end`;
