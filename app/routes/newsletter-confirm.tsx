import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { UserResource } from '#contract/accounts.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { NEWSLETTER_MESSAGES } from '#contract/newsletter.ts';
import type { Route } from './+types/newsletter-confirm.ts';

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Newsletter confirmation'), noIndex];
}

type Outcome = { state: 'pending' } | { state: 'active' } | { state: 'failed'; message: string };

/**
 * /potwierdz-newsletter?token=…, the link of the confirmation e-mail (spec 2). Like
 * account activation, the browser sends the token (PATCH /api/newsletter/), not the
 * loader: mail scanners that fetch links do not run scripts, so they cannot confirm.
 */
export default function NewsletterConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'pending' } : { state: 'failed', message: NEWSLETTER_MESSAGES.confirmLinkInvalid },
  );
  const api = useApi();
  const { state, update } = useAuth();
  const loggedIn = useRef(state.isLogged);
  loggedIn.current = state.isLogged;
  const sentFor = useRef<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return; // once per token, also under StrictMode's double effects
    sentFor.current = token;
    void api('/api/newsletter/', { method: 'PATCH', json: { token }, handled: [404, 422] }).then((result) => {
      if (!result.ok) {
        setOutcome({ state: 'failed', message: NEWSLETTER_MESSAGES.confirmLinkInvalid });
        return;
      }
      setOutcome({ state: 'active' });
      // The account menu's switch follows when the confirmed address is the user's own.
      if (loggedIn.current) {
        void api<UserResource>('/api/user').then((user) => {
          if (user.ok && user.data) update(user.data);
        });
      }
    });
  }, [token, api, update]);

  useEffect(() => {
    if (outcome.state !== 'pending') resultRef.current?.focus();
  }, [outcome.state]);

  return (
    <PageShell title="Newsletter">
      {outcome.state === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-gray-800">
          <Spinner /> Confirming your subscription…
        </p>
      )}
      {outcome.state === 'active' && (
        <p ref={resultRef} tabIndex={-1} role="status" className="text-lg font-semibold text-green-800">
          {SPEC_MESSAGES.newsletterActive}
        </p>
      )}
      {outcome.state === 'failed' && (
        <p ref={resultRef} tabIndex={-1} role="alert" className="text-lg font-semibold text-red-800">
          {outcome.message}
        </p>
      )}
    </PageShell>
  );
}
