// Deleting the feed asks first, as revoking a push credential does: the link opens the
// page with the confirmation (?delete-feed=<id>), whose form posts the deletion.
import { Form, Link } from 'react-router';
import { DELETE_FEED_PARAM, FEED_SECTION_ID } from '#app/lib/feed-url-forms.ts';
import type { Feed } from '#contract/feed-urls.ts';
import { dangerButton, secondaryButton } from '../forms/form-styles.ts';
import { useBusy, useFocusOnShow } from '../forms/page-form-hooks.ts';
import { SubmitButton } from '../forms/submit-button.tsx';

export function DeleteFeedLink({ feed }: { feed: Feed }) {
  return (
    <Link to={`/import-offers?${DELETE_FEED_PARAM}=${feed.id}#${FEED_SECTION_ID}`} className={dangerButton}>
      Delete feed
    </Link>
  );
}

/** The feed stops being fetched and its run history goes; its imports stay in the history. */
export function DeleteFeedConfirmation({ feed }: { feed: Feed }) {
  const busy = useBusy('delete-feed');
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Form
      method="post"
      action={`/import-offers#${FEED_SECTION_ID}`}
      className="flex flex-col gap-3 rounded-2xl border-2 border-red-700 p-5"
      aria-labelledby="delete-feed"
    >
      <h3 ref={headingRef} id="delete-feed" tabIndex={-1} className="text-lg font-bold text-gray-900">
        Delete your feed?
      </h3>
      <p className="text-gray-800">
        It is no longer fetched, and its runs are forgotten. The listings it imported stay on the site, and its imports
        stay in your history.
      </p>
      <input type="hidden" name="intent" value="delete-feed" />
      <input type="hidden" name="id" value={feed.id} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} className={dangerButton}>
          Delete feed
        </SubmitButton>
        <Link to={`/import-offers#${FEED_SECTION_ID}`} className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
