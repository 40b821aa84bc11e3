import { useAuth } from '#app/components/auth/auth-context.ts';
import { LinkOutcomeMessage } from '#app/components/auth/link-outcome.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { getAppContext } from '#app/context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { postedLinkOutcome, useLinkConfirmation } from '#app/hooks/use-link-confirmation.ts';
import { useT } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { canonicalNewsletterConfirmPath } from '#app/lib/i18n/paths.ts';
import { canonicalUrl } from '#app/lib/landing-seo.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { confirmLinkAction } from '#app/lib/page-action.server.ts';
import type { UserResource } from '#contract/accounts.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { NEWSLETTER_MESSAGES, newsletterConfirmSchema } from '#contract/newsletter.ts';
import { confirmSubscription } from '#core/newsletter/subscribers.ts';
import type { Route } from './+types/newsletter-confirm.ts';

/** Both paths of the page name the English one as canonical (app/lib/i18n/paths.ts). */
export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(getAppContext(context).config.publicUrl, canonicalNewsletterConfirmPath()) };
}

/** The confirmation posted without JavaScript: the same use case as PATCH /api/newsletter/. */
export async function action({ request, context }: Route.ActionArgs) {
  const confirm = async (token: string) => Boolean(await confirmSubscription(getAppContext(context).db, token));
  return confirmLinkAction(request, newsletterConfirmSchema, confirm, MESSAGES.invalid);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaDictionary(matches);
  const canonical = loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : [];
  return [...pageMeta(t.newsletter.metaTitle), noIndex, ...canonical];
}

const REQUEST = { path: '/api/newsletter/', method: 'PATCH' } as const;
// The contract's English texts: the outcome shows them in the visitor's language.
const MESSAGES = { done: SPEC_MESSAGES.newsletterActive, invalid: NEWSLETTER_MESSAGES.confirmLinkInvalid };

/**
 * /confirm-newsletter?token=… (and the established Polish /potwierdz-newsletter), the link
 * of the confirmation e-mail: PATCH /api/newsletter/.
 */
export default function NewsletterConfirm({ actionData }: Route.ComponentProps) {
  const { state, update } = useAuth();
  const api = useApi();
  const t = useT();
  const posted = postedLinkOutcome(actionData, MESSAGES);
  const { outcome, resultRef, token } = useLinkConfirmation(REQUEST, MESSAGES, refreshAccount, posted);
  function refreshAccount() {
    // The account menu's switch follows when the confirmed address is the user's own.
    if (!state.isLogged) return;
    void api<UserResource>('/api/user').then((user) => {
      if (user.ok && user.data) update(user.data);
    });
  }
  return (
    <PageShell title={t.newsletter.pageTitle}>
      <LinkOutcomeMessage
        outcome={outcome}
        resultRef={resultRef}
        pending={t.newsletter.confirming}
        withoutScript={{ token, confirm: t.newsletter.confirm }}
      />
    </PageShell>
  );
}
