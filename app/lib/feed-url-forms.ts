// What the import page's feed-by-URL forms post and answer: the intent of each form,
// what was done (told in words beside the feed) or why the form was refused.
import { type FormFailure, failureOfIntent } from './form-failure.ts';

export const FEED_URL_INTENTS = ['create-feed', 'run-feed', 'pause-feed', 'resume-feed', 'delete-feed'] as const;
export type FeedUrlIntent = (typeof FEED_URL_INTENTS)[number];

export const FEED_FORM_MESSAGES = {
  created: 'Feed saved: its first run will be a preview for you to confirm.',
  run: 'Your feed is being fetched: its run appears below within a minute (refresh the runs to see it).',
  paused: 'Feed paused: it is not fetched until you resume it.',
  resumed: 'Feed resumed: it is fetched on its interval again.',
  deleted: 'Feed deleted: its imports stay in your history.',
} as const;

export type FeedFormResult = { feedDone: keyof typeof FEED_FORM_MESSAGES } | { failure: FormFailure };

/** Whether an action's answer is one of the feed forms' (the page has other forms). */
export function feedFormResult(actionData: unknown): FeedFormResult | undefined {
  if (typeof actionData !== 'object' || actionData === null) return undefined;
  if ('feedDone' in actionData) return actionData as FeedFormResult;
  const failure = failureOfIntent(actionData, FEED_URL_INTENTS);
  return failure ? { failure } : undefined;
}

/** The search parameter of the page that asks to confirm deleting the feed. */
export const DELETE_FEED_PARAM = 'delete-feed';

/** Where the feed sits on the import page, for links and forms that come back to it. */
export const FEED_SECTION_ID = 'feed-by-url';
