// What an account whose address is not confirmed yet sees when it tries to write to
// someone or switch the newsletter on (403 email_not_verified): the server's message,
// and a button that e-mails the activation link again to the account's own address.
// Before JavaScript runs (the notice can come with a form posted without it, inside
// that form) it is a link to the page that sends the link, filled with the address.
import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { authPagePath } from '#app/lib/auth-page.ts';
import { linkButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';
import { useAuth } from './auth-context.ts';

export const EMAIL_NOT_VERIFIED_CODE = 'email_not_verified';

export function EmailNotVerifiedNotice({ message }: { message: string }) {
  const { state } = useAuth();
  const api = useApi();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const t = useT().accountPages.messages;
  const translate = useTranslateMessage();
  const hydrated = useHydrated();

  const resend = async () => {
    if (sending || !state.email) return;
    setSending(true);
    const result = await api('/api/auth/resend-email', { method: 'POST', json: { email: state.email } });
    setSending(false);
    if (result.ok) setSent(true);
  };

  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-amber-700 bg-amber-50 p-3">
      <p className="text-sm font-medium text-gray-900">{translate(message)}</p>
      {sent ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          {t.newLinkSent(state.email ?? '')}
        </p>
      ) : !hydrated ? (
        <a href={authPagePath('resend')} className={linkButton}>
          {t.sendLinkAgain}
        </a>
      ) : (
        <button type="button" onClick={resend} aria-disabled={sending || undefined} className={linkButton}>
          {sending && <Spinner />}
          {t.sendLinkAgain}
        </button>
      )}
    </div>
  );
}
