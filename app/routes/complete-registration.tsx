import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { AuthDialogLink } from '#app/components/auth/auth-dialog-link.tsx';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { handleForm, parseFields } from '#app/lib/page-action.server.ts';
import { tokenSchema } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { activateAccount } from '#core/accounts/activation.ts';
import type { Route } from './+types/complete-registration.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.activation.title), noIndex];
}

/** The activation posted without JavaScript (the button the page shows until its script runs). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(request, async (fields) => {
    const { token } = parseFields(tokenSchema, { token: fields.token });
    await activateAccount(getAppContext(context).db, token);
    return { activated: true as const };
  });
}

type Outcome = { state: 'pending' } | { state: 'active' } | { state: 'failed'; message: string };

/** What a posted activation came to, or pending: the page's script activates with the link's token. */
function postedOutcome(actionData: unknown, token: string): Outcome {
  const failure = failureOf(actionData);
  if (failure) return { state: 'failed', message: failure.message };
  if (actionData) return { state: 'active' };
  return token ? { state: 'pending' } : { state: 'failed', message: ACCOUNT_MESSAGES.tokenInvalid };
}

/** Sends the link's token from the browser while the outcome is pending: once per token. */
function useActivation(token: string, actionData: unknown): Outcome {
  const [outcome, setOutcome] = useState<Outcome>(() => postedOutcome(actionData, token));
  const api = useApi();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token || outcome.state !== 'pending') return; // once per token, also under StrictMode's double effects
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
  }, [token, api, outcome.state]);
  return outcome;
}

/**
 * While the token is being sent: a spinner once the page's script runs. Before it runs
 * (or without it): one press sends the token. Never on opening the link, which mail
 * scanners do.
 */
function ActivationPending({ token }: { token: string }) {
  const hydrated = useHydrated();
  const t = useT().accountPages;
  return hydrated ? (
    <p role="status" className="flex items-center gap-2 text-gray-800">
      <Spinner /> {t.activation.activating}
    </p>
  ) : (
    <form method="post">
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={primaryButton}>
        {t.activation.activate}
      </button>
    </form>
  );
}

type HeadingRef = React.RefObject<HTMLParagraphElement | null>;

/** The account is active: on to log in, or, for a guest's account made while posting (already logged in), to the ads. */
function Activated({ headingRef }: { headingRef: HeadingRef }) {
  const { state } = useAuth();
  const t = useT().accountPages;
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col items-start gap-5">
      <p ref={headingRef} tabIndex={-1} role="status" className="text-lg font-semibold text-green-800">
        {translate(ACCOUNT_MESSAGES.activated)}
      </p>
      {state.isLogged ? (
        <PrefetchLink to="/my-offers" className={primaryButton}>
          {t.goToMyAds}
        </PrefetchLink>
      ) : (
        <AuthDialogLink kind="login" className={primaryButton}>
          {t.logIn}
        </AuthDialogLink>
      )}
    </div>
  );
}

/** Why the link did not work, and the form that sends a new one. */
function ActivationFailed({ message, headingRef }: { message: string; headingRef: HeadingRef }) {
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col gap-6">
      <p ref={headingRef} tabIndex={-1} role="alert" className="text-lg font-semibold text-red-800">
        {translate(message)}
      </p>
      <div className="border-t border-gray-200 pt-6">
        <EmailPromptForm kind="resend" headingLevel={2} />
      </div>
    </div>
  );
}

/**
 * The link of the activation e-mail. The token is sent from the browser, not the
 * loader: mail scanners that fetch links do not run scripts, so they cannot use it up.
 */
export default function CompleteRegistration({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const outcome = useActivation(token, actionData);
  const t = useT().accountPages;
  const headingRef = useRef<HTMLParagraphElement>(null);

  // The outcome is focused when it appears, so that it is read out.
  useEffect(() => {
    if (outcome.state !== 'pending') headingRef.current?.focus();
  }, [outcome.state]);

  return (
    <PageShell title={t.activation.title}>
      {outcome.state === 'pending' && <ActivationPending token={token} />}
      {outcome.state === 'active' && <Activated headingRef={headingRef} />}
      {outcome.state === 'failed' && <ActivationFailed message={outcome.message} headingRef={headingRef} />}
    </PageShell>
  );
}
