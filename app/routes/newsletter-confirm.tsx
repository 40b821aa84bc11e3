import { useAuth } from '#app/components/auth/auth-context.ts';
import { LinkOutcomeMessage } from '#app/components/auth/link-outcome.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useLinkConfirmation } from '#app/hooks/use-link-confirmation.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { UserResource } from '#contract/accounts.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { NEWSLETTER_MESSAGES } from '#contract/newsletter.ts';
import type { Route } from './+types/newsletter-confirm.ts';

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Newsletter confirmation'), noIndex];
}

const REQUEST = { path: '/api/newsletter/', method: 'PATCH' } as const;
const MESSAGES = { done: SPEC_MESSAGES.newsletterActive, invalid: NEWSLETTER_MESSAGES.confirmLinkInvalid };

/** /potwierdz-newsletter?token=…, the link of the confirmation e-mail (spec 2): PATCH /api/newsletter/. */
export default function NewsletterConfirm() {
  const { state, update } = useAuth();
  const api = useApi();
  const { outcome, resultRef } = useLinkConfirmation(REQUEST, MESSAGES, () => {
    // The account menu's switch follows when the confirmed address is the user's own.
    if (!state.isLogged) return;
    void api<UserResource>('/api/user').then((user) => {
      if (user.ok && user.data) update(user.data);
    });
  });
  return (
    <PageShell title="Newsletter">
      <LinkOutcomeMessage outcome={outcome} resultRef={resultRef} pending="Confirming your subscription…" />
    </PageShell>
  );
}
