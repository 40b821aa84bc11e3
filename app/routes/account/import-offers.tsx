import { data } from 'react-router';
import { z } from 'zod';
import { FeedUrlSection } from '#app/components/imports/feed-url-section.tsx';
import { ImportHistory } from '#app/components/imports/import-history.tsx';
import { ImportPreview } from '#app/components/imports/import-preview.tsx';
import { PushCredentials } from '#app/components/imports/push-credentials.tsx';
import { UploadFeedForm } from '#app/components/imports/upload-feed-form.tsx';
import { getAppContext } from '#app/context.ts';
import { feedUrlForms } from '#app/lib/feed-url-forms.server.ts';
import { DELETE_FEED_PARAM, feedFormResult } from '#app/lib/feed-url-forms.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import { pushCredentialForms } from '#app/lib/push-credential-forms.server.ts';
import { pushCredentialFormResult, REVOKE_PARAM } from '#app/lib/push-credential-forms.ts';
import { importRowsQuerySchema } from '#contract/imports.ts';
import { pushBaseUrl } from '#contract/rtdf.ts';
import { HttpError } from '#core/errors.ts';
import { listFeeds } from '#core/imports/feed-urls/feeds.ts';
import { getImport, listImportRows, listImports } from '#core/imports/imports.ts';
import { listPushCredentials } from '#core/imports/push/credentials.ts';
import type { Route } from './+types/import-offers.ts';

/** /import-offers, for agency, developer and hotel accounts: upload, preview, confirm, follow, history. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile', 'may:offers.import');
  const { db, config } = getAppContext(args.context);
  const params = Object.fromEntries(pageUrl(args.request).searchParams);
  const { import: importId, [REVOKE_PARAM]: revoking, [DELETE_FEED_PARAM]: deleting, ...rowQuery } = params;
  const [history, feeds, credentials] = await Promise.all([
    listImports(db, user, 1),
    listFeeds(db, user),
    listPushCredentials(db, user),
  ]);
  const push = {
    credentials,
    baseUrl: pushBaseUrl(config.publicUrl),
    confirming: credentials.find((credential) => credential.id === revoking) ?? null,
  };
  const feed = { feeds, confirmingDelete: feeds.find((item) => item.id === deleting)?.id ?? null };
  if (!importId) return { history: history.data, feed, current: null, push };
  const query = importRowsQuerySchema.safeParse(rowQuery);
  if (!z.uuid().safeParse(importId).success || !query.success) throw data('Not found', { status: 404 });
  try {
    const [summary, rows] = await Promise.all([
      getImport(db, user, importId),
      listImportRows(db, user, importId, query.data),
    ]);
    return {
      history: history.data,
      feed,
      current: { summary, rows, action: query.data.action, basemap: config.map },
      push,
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
}

/** The page's forms, with or without JavaScript: the feed by URL's and the push credentials', by intent. */
export async function action(args: Route.ActionArgs) {
  const user = userOrRedirect(args, 'profile', 'may:offers.import');
  const app = getAppContext(args.context);
  return handleIntent(args.request, { ...feedUrlForms(app, user), ...pushCredentialForms(app, user) });
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Import Properties'), { name: 'robots', content: 'noindex' }];
}

export default function ImportOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { history, feed, current, push } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">Import Properties</h1>
        <p className="mt-2 max-w-prose text-gray-800">
          Bring your listings from your agency software: upload its Rightmove (BLM) or Kyero feed, or a CSV. You see
          what will be created, updated and withdrawn, and why any row is refused, before anything changes.
        </p>
      </div>
      {current ? (
        <ImportPreview
          key={`${current.summary.id}-${current.action ?? ''}`}
          summary={current.summary}
          rows={current.rows}
          action={current.action}
          basemap={current.basemap}
        />
      ) : (
        <>
          <UploadFeedForm />
          <FeedUrlSection {...feed} result={feedFormResult(actionData)} />
        </>
      )}
      <ImportHistory imports={history} />
      <PushCredentials {...push} result={pushCredentialFormResult(actionData)} />
    </div>
  );
}
