import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { AuthDialogLink } from '#app/components/auth/auth-dialog-link.tsx';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import type { Route } from './+types/complete-registration.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.activation.title), noIndex];
}

type Outcome = { state: 'pending' } | { state: 'active' } | { state: 'failed'; message: string };

/**
 * The link of the activation e-mail. The token is sent from the browser, not the
 * loader: mail scanners that fetch links do not run scripts, so they cannot use it up.
 */
export default function CompleteRegistration() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'pending' } : { state: 'failed', message: ACCOUNT_MESSAGES.tokenInvalid },
  );
  const api = useApi();
  const { state } = useAuth();
  const sentFor = useRef<string | null>(null);
  const t = useT().accountPages;
  const translate = useTranslateMessage();
  const headingRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return; // once per token, also under StrictMode's double effects
    sentFor.current = token;
    void api<{ message?: string }>('/api/auth/complete-registration', {
      method: 'POST',
      json: { token },
      handled: [404, 422],
    }).then((result) => {
      if (result.ok) setOutcome({ state: 'active' });
      else if (result.error.status === 404 || result.error.status === 422) {
        setOutcome({ state: 'failed', message: result.error.message ?? ACCOUNT_MESSAGES.tokenInvalid });
      } else setOutcome({ state: 'failed', message: ACCOUNT_MESSAGES.tokenInvalid });
    });
  }, [token, api]);

  useEffect(() => {
    if (outcome.state !== 'pending') headingRef.current?.focus();
  }, [outcome.state]);

  return (
    <PageShell title={t.activation.title}>
      {outcome.state === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-gray-800">
          <Spinner /> {t.activation.activating}
        </p>
      )}
      {outcome.state === 'active' && (
        <div className="flex flex-col items-start gap-5">
          <p ref={headingRef} tabIndex={-1} role="status" className="text-lg font-semibold text-green-800">
            {translate(ACCOUNT_MESSAGES.activated)}
          </p>
          {state.isLogged ? (
            // A guest's account, made while posting, is already logged in: on to the ads.
            <PrefetchLink to="/my-offers" className={primaryButton}>
              {t.goToMyAds}
            </PrefetchLink>
          ) : (
            <AuthDialogLink kind="login" className={primaryButton}>
              {t.logIn}
            </AuthDialogLink>
          )}
        </div>
      )}
      {outcome.state === 'failed' && (
        <div className="flex flex-col gap-6">
          <p ref={headingRef} tabIndex={-1} role="alert" className="text-lg font-semibold text-red-800">
            {translate(outcome.message)}
          </p>
          <div className="border-t border-gray-200 pt-6">
            <EmailPromptForm kind="resend" headingLevel={2} />
          </div>
        </div>
      )}
    </PageShell>
  );
}
