import { useId, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { EMAIL_NOT_VERIFIED_CODE, EmailNotVerifiedNotice } from '../auth/email-not-verified-notice.tsx';
import { Spinner } from '../forms/submit-button.tsx';
import { useToast } from '../toast/toast-context.ts';

/** The account menu's newsletter switch: it flips the subscription and shows the value the server returns. */
export function NewsletterSwitch() {
  const { state, patch } = useAuth();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // Switching on needs a confirmed address: an unconfirmed account is told how to confirm.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const labelId = useId();
  const t = useT();

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const result = await api<{ newsletter?: unknown }>('/api/user/profile/newsletter', {
      method: 'PATCH',
      handled: [403],
    });
    setBusy(false);
    if (result.ok && typeof result.data?.newsletter === 'boolean') {
      patch({ newsletter: result.data.newsletter });
      setUnconfirmed(null);
      toast.success(SPEC_MESSAGES.newsletterUpdated);
    } else if (!result.ok && result.error.code === EMAIL_NOT_VERIFIED_CODE) {
      setUnconfirmed(result.error.message ?? null);
    } else if (!result.ok && result.error.status === 403) {
      toast.error(result.error.message ?? SPEC_MESSAGES.problem);
    }
  };

  const on = state.newsletter;
  return (
    <div className="flex flex-col gap-2 px-3 py-2">
      <div className="flex items-center justify-between gap-3 rounded-lg">
        <span id={labelId} className="font-semibold text-gray-900">
          {t.accountMenu.newsletter}
        </span>
        <span className="flex items-center gap-2">
          {busy && <Spinner />}
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            aria-busy={busy || undefined}
            onClick={toggle}
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors motion-reduce:transition-none ${on ? 'border-accent-700 bg-accent-700' : 'border-gray-600 bg-gray-200'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow ring-1 ring-gray-500 transition-transform motion-reduce:transition-none ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
            />
          </button>
        </span>
      </div>
      {unconfirmed && <EmailNotVerifiedNotice message={unconfirmed} />}
    </div>
  );
}
