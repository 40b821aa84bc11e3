// What the feed-by-URL form just posted did, or why it was refused: told beside the
// form that was used (the form or the feed's panel) and given the focus.
import { FEED_FORM_MESSAGES, type FeedFormResult } from '#app/lib/feed-url-forms.ts';
import { useFocusOnShow } from '../forms/page-form-hooks.ts';

export function FeedUrlOutcome({ result }: { result: FeedFormResult | undefined }) {
  // Each answer is a new object: the same words said again take the focus again.
  const ref = useFocusOnShow<HTMLParagraphElement>(result);
  if (!result) return null;
  const failed = 'failure' in result;
  return (
    <p
      ref={ref}
      role={failed ? 'alert' : 'status'}
      tabIndex={-1}
      className={`rounded-lg p-3 font-semibold ${failed ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900'}`}
    >
      {failed ? result.failure.message : FEED_FORM_MESSAGES[result.feedDone]}
    </p>
  );
}
