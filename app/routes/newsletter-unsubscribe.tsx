import { data } from 'react-router';
import { UnsubscribePanel } from '#app/components/account/unsubscribe-panel.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { formDataOf } from '#app/lib/form-data.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { NEWSLETTER_MESSAGES, newsletterTokenSchema } from '#contract/newsletter.ts';
import { unsubscribe, unsubscribeTarget } from '#core/newsletter/subscribers.ts';
import type { Route } from './+types/newsletter-unsubscribe.ts';

const tokenOf = (value: unknown): string | undefined => {
  const parsed = newsletterTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
const invalid = () =>
  data({ state: 'invalid' as const, message: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid }, { status: 404 });
const done = { state: 'done' as const, message: NEWSLETTER_MESSAGES.unsubscribed };

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.newsletterUnsubscribe.title), noIndex];
}

/** The "Unsubscribe" link of every newsletter: it asks before stopping. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const target = token ? await unsubscribeTarget(getAppContext(context).db, token) : null;
  if (!token || !target) return invalid();
  return target === 'done' ? done : { state: 'ask' as const, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf((await formDataOf(request)).get('token'));
  return token && (await unsubscribe(getAppContext(context).db, token)) ? done : invalid();
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData ?? loaderData;
  const t = useT().accountPages.newsletterUnsubscribe;
  return (
    <PageShell title={t.title}>
      <UnsubscribePanel
        acted={Boolean(actionData)}
        button={t.button}
        outcome={outcome.state === 'ask' ? { ...outcome, question: t.question } : outcome}
      />
    </PageShell>
  );
}
