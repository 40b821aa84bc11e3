import { changedFieldsText, type RevisionNotice as Notice, REVISION_MESSAGES } from '#contract/offer-revisions.ts';

/** The badge of a My Ads row whose changes wait for an operator, or were refused. */
export function RevisionBadge({ revision }: { revision: Notice }) {
  return revision.status === 'pending' ? (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">
      {REVISION_MESSAGES.pendingBadge}
    </span>
  ) : (
    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-900">
      {REVISION_MESSAGES.rejectedBadge}
    </span>
  );
}

/** One line under a My Ads row: what waits (the card shows the version on the site), or why it was refused. */
export function RevisionLine({ revision }: { revision: Notice }) {
  return revision.status === 'pending' ? (
    <p className="text-sm text-amber-900">
      New {changedFieldsText(revision.changed)} waiting for approval. The ad shows the approved version until then.
    </p>
  ) : (
    <p className="text-sm font-medium text-red-800">Changes not approved. Reason: {revision.reason}</p>
  );
}

/** At the top of the edit page: the form holds the pending version, or the last changes were refused. */
export function RevisionPanel({ revision }: { revision: Notice }) {
  const pending = revision.status === 'pending';
  return (
    <section
      aria-label={pending ? REVISION_MESSAGES.pendingBadge : REVISION_MESSAGES.rejectedBadge}
      className={`mt-4 rounded-xl border p-4 text-gray-900 ${pending ? 'border-amber-300 bg-amber-50' : 'border-red-300 bg-red-50'}`}
    >
      <p className="font-semibold">{pending ? REVISION_MESSAGES.pendingBadge : REVISION_MESSAGES.rejectedBadge}</p>
      <p className="mt-1">
        {pending
          ? REVISION_MESSAGES.pendingNotice(revision.changed, revision.created_at)
          : REVISION_MESSAGES.rejectedNotice(revision.created_at)}
      </p>
      {!pending && revision.reason && <p className="mt-1 font-medium text-red-800">Reason: {revision.reason}</p>}
    </section>
  );
}
