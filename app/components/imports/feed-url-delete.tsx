// Deleting the feed asks first, as revoking a push credential does: the link opens the
// page with the confirmation (?delete-feed=<id>), whose form posts the deletion.
import { Link } from 'react-router';
import { DELETE_FEED_PARAM, FEED_SECTION_ID } from '#app/lib/feed-url-forms.ts';
import type { Feed } from '#contract/feed-urls.ts';
import { ConfirmActionForm } from '../forms/confirm-action-form.tsx';
import { dangerButton } from '../forms/form-styles.ts';

export function DeleteFeedLink({ feed }: { feed: Feed }) {
  return (
    <Link to={`/import-offers?${DELETE_FEED_PARAM}=${feed.id}#${FEED_SECTION_ID}`} className={dangerButton}>
      Delete feed
    </Link>
  );
}

/** The feed stops being fetched and its run history goes; its imports stay in the history. */
export function DeleteFeedConfirmation({ feed }: { feed: Feed }) {
  return (
    <ConfirmActionForm
      action={`/import-offers#${FEED_SECTION_ID}`}
      intent="delete-feed"
      id={feed.id}
      question="Delete your feed?"
      confirmLabel="Delete feed"
    >
      It is no longer fetched, and its runs are forgotten. The listings it imported stay on the site, and its imports
      stay in your history.
    </ConfirmActionForm>
  );
}
