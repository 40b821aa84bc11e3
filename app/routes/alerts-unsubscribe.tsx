import { data, Link } from 'react-router';
import { UnsubscribePanel } from '#app/components/account/unsubscribe-panel.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { formDataOf } from '#app/lib/form-data.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { unsubscribeTokenSchema } from '#contract/saved-searches.ts';
import { findSavedSearchByUnsubscribeToken, unsubscribeSavedSearch } from '#core/saved-searches/saved.ts';
import type { Route } from './+types/alerts-unsubscribe.ts';

/** The token of the request, when it has the shape of one (anything else is not worth a query). */
const tokenOf = (value: unknown): string | undefined => {
  const parsed = unsubscribeTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.alertsUnsubscribe.title), noIndex];
}

/**
 * The "Unsubscribe" link of a saved-search alert. Opening it changes nothing (mail
 * scanners follow links); the button stops the alerts, with or without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const target = token ? await findSavedSearchByUnsubscribeToken(getAppContext(context).db, token) : null;
  if (!token || !target) return data({ state: 'invalid' as const }, { status: 404 });
  return target.frequency === 'off'
    ? { state: 'done' as const, name: target.name }
    : { state: 'ask' as const, name: target.name, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf((await formDataOf(request)).get('token'));
  const stopped = token ? await unsubscribeSavedSearch(getAppContext(context).db, token) : null;
  if (!stopped) return data({ state: 'invalid' as const }, { status: 404 });
  return { state: 'done' as const, name: stopped.name };
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData ?? loaderData;
  // The loader and the action give the search's name; the page words the outcome in the visitor's language.
  const t = useT().accountPages.alertsUnsubscribe;
  return (
    <PageShell title={t.title}>
      <UnsubscribePanel
        acted={Boolean(actionData)}
        button={t.title}
        outcome={
          outcome.state === 'ask'
            ? {
                ...outcome,
                question: (
                  <>
                    {t.questionBefore} <strong>“{outcome.name}”</strong>
                    {t.questionAfter}
                  </>
                ),
              }
            : outcome.state === 'invalid'
              ? { state: 'invalid', message: t.invalid }
              : { state: 'done', message: t.done(outcome.name) }
        }
      />
      <p className="mt-6 border-t border-gray-200 pt-6 text-sm">
        <Link to="/favorites" className="font-semibold text-accent-700 underline underline-offset-4">
          {t.manage}
        </Link>
      </p>
    </PageShell>
  );
}
