import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { usePasskeyAssertion } from '#app/hooks/use-passkey.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import type { UserResource } from '#contract/accounts.ts';
import { primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';
import { useLoginSuccess } from './use-login-success.ts';

/**
 * The second step of a login with a passkey: the browser asks the person's device to sign
 * the waiting session's challenge, and the answer finishes the login as a code would. It
 * needs JavaScript (WebAuthn is a browser API), so before hydration only a note shows.
 */
export function PasskeySignIn({ params, only }: { params: URLSearchParams; only: boolean }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const assertion = usePasskeyAssertion();
  const api = useApi();
  const loginSuccess = useLoginSuccess(params.get('next') ?? '/');
  const t = useT().accountPages.passkeys;
  const translate = useTranslateMessage();

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const proof = await assertion('/api/auth/two-factor-challenge/passkey-options');
      if (!proof.ok) return setFailure(proof.message);
      const result = await api<UserResource>('/api/auth/two-factor-challenge', {
        method: 'POST',
        json: { passkey: proof.answer },
        handled: [401, 422, 429],
      });
      if (result.ok) return loginSuccess(result.data);
      setFailure(translate(result.error.errors.passkey ?? result.error.message ?? ''));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-800">{only ? t.onlyPasskeyText : t.signInText}</p>
      {failure && (
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      {hydrated ? (
        <button
          type="button"
          className={`${only ? primaryButton : secondaryButton} self-start`}
          onClick={signIn}
          aria-disabled={busy || undefined}
        >
          {busy && <Spinner />}
          {t.use}
        </button>
      ) : (
        <p className="text-sm text-gray-700">{t.needsJavaScript}</p>
      )}
    </div>
  );
}
