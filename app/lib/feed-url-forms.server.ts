// The import page's feed-by-URL forms, posted with or without JavaScript: register the
// feed, fetch it now, pause or resume it, delete it. Each runs the same use case as its
// API route (/api/offers-import/feeds) for the page's company, with the same address
// policy and the same allowance for fetching now; a refusal comes back beside the form.
import { data } from 'react-router';
import { feedCreateSchema, feedParamsSchema } from '#contract/feed-urls.ts';
import { deleteFeed, registerFeed, requestFeedRun, updateFeed } from '#core/imports/feed-urls/feeds.ts';
import type { AppContext } from '../context.ts';
import type { FEED_FORM_MESSAGES, FeedUrlIntent } from './feed-url-forms.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

type Fields = Record<string, string | string[]>;

const done = (feedDone: keyof typeof FEED_FORM_MESSAGES) =>
  data({ feedDone }, { headers: { 'cache-control': 'private, no-store' } });

const feedId = (fields: Fields) => parseFields(feedParamsSchema, { id: fieldText(fields, 'id') }).id;

/** The new feed's fields; the check box is posted only when ticked. */
const feedInput = (fields: Fields) =>
  parseFields(feedCreateSchema, {
    url: fieldText(fields, 'url') ?? '',
    interval_minutes: fieldText(fields, 'interval_minutes') ?? '',
    full_feed: fieldText(fields, 'full_feed') !== undefined,
  });

/** The forms' handlers by intent, for `company` (the page's guard has let it in). */
export function feedUrlForms(app: AppContext, company: { id: string }): Record<FeedUrlIntent, FormHandler> {
  const { db, deps } = app;
  const policy = { allowPrivateHosts: deps.config.importFeedAllowPrivateHosts };
  return {
    'create-feed': async (fields) => {
      await registerFeed(db, company, feedInput(fields), policy);
      return done('created');
    },
    'run-feed': async (fields) => {
      const id = feedId(fields);
      await requestFeedRun(db, deps.work, company, id);
      return done('run');
    },
    'pause-feed': async (fields) => {
      await updateFeed(db, company, feedId(fields), { paused: true }, policy);
      return done('paused');
    },
    'resume-feed': async (fields) => {
      await updateFeed(db, company, feedId(fields), { paused: false }, policy);
      return done('resumed');
    },
    'delete-feed': async (fields) => {
      await deleteFeed(db, company, feedId(fields));
      return done('deleted');
    },
  };
}
