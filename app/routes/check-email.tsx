import { useLocation } from 'react-router';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/check-email.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.checkEmail.title), noIndex];
}

/** After registration: the activation link is on its way; it can be sent again. */
export default function CheckEmail() {
  const location = useLocation();
  const t = useT().accountPages.checkEmail;
  // Registration passes the address in the history entry, never in the URL. Read once live,
  // so the server's page and the browser's first render agree.
  const hydrated = useHydrated();
  const state = location.state as { email?: unknown } | null;
  const email = hydrated && typeof state?.email === 'string' ? state.email : '';
  return (
    <PageShell title={t.title}>
      <div className="flex flex-col gap-3 text-gray-800">
        <p>
          {t.sentBefore} {email ? <strong className="break-all">{email}</strong> : t.yourAddress}
          {t.sentAfter}
        </p>
        <p>{t.spam}</p>
      </div>
      <div className="mt-6 border-t border-gray-200 pt-6">
        <EmailPromptForm key={email} kind="resend" initialEmail={email} headingLevel={2} />
      </div>
    </PageShell>
  );
}
