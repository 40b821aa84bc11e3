import { useLocation } from 'react-router';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/check-email.ts';

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Check your e-mail'), noIndex];
}

/** After registration: the activation link is on its way; it can be sent again. */
export default function CheckEmail() {
  const location = useLocation();
  // Registration passes the address in the history entry, never in the URL. Read once live,
  // so the server's page and the browser's first render agree.
  const hydrated = useHydrated();
  const state = location.state as { email?: unknown } | null;
  const email = hydrated && typeof state?.email === 'string' ? state.email : '';
  return (
    <PageShell title="Check your e-mail">
      <div className="flex flex-col gap-3 text-gray-800">
        <p>
          We have sent an activation link to{' '}
          {email ? <strong className="break-all">{email}</strong> : 'your e-mail address'}. Click the link in that
          message to activate your account, then log in.
        </p>
        <p>
          The message can take a few minutes to arrive. If you cannot find it, look in your spam or junk folder, or ask
          for a new link below.
        </p>
      </div>
      <div className="mt-6 border-t border-gray-200 pt-6">
        <EmailPromptForm key={email} kind="resend" initialEmail={email} headingLevel={2} />
      </div>
    </PageShell>
  );
}
