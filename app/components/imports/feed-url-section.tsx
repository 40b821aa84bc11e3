// The feed by URL on the import page: the form to register it, or the feed once it is
// registered. What the last form posted did is told inside whichever of them is shown.
import { FEED_SECTION_ID, type FeedFormResult } from '#app/lib/feed-url-forms.ts';
import type { Feed } from '#contract/feed-urls.ts';
import { FeedUrlForm } from './feed-url-form.tsx';
import { FeedUrlPanel } from './feed-url-panel.tsx';

export type FeedUrlSectionProps = {
  feeds: Feed[];
  /** The id of the feed whose deletion is being confirmed. */
  confirmingDelete: string | null;
  result: FeedFormResult | undefined;
};

export function FeedUrlSection({ feeds, confirmingDelete, result }: FeedUrlSectionProps) {
  return (
    <div id={FEED_SECTION_ID} className="flex flex-col gap-6">
      {feeds.length === 0 ? (
        <FeedUrlForm result={result} />
      ) : (
        feeds.map((feed) => (
          <FeedUrlPanel key={feed.id} feed={feed} confirmingDelete={confirmingDelete === feed.id} result={result} />
        ))
      )}
    </div>
  );
}
