import { useId, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { Spinner } from '../forms/submit-button.tsx';
import { useToast } from '../toast/toast-context.ts';

/** Spec 2 screen 9 and spec 4: the switch flips the subscription and shows the value the server returns. */
export function NewsletterSwitch() {
  const { state, patch } = useAuth();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const result = await api<{ newsletter?: unknown }>('/api/user/profile/newsletter', { method: 'PATCH' });
    setBusy(false);
    if (result.ok && typeof result.data?.newsletter === 'boolean') {
      patch({ newsletter: result.data.newsletter });
      toast.success(SPEC_MESSAGES.newsletterUpdated);
    }
  };

  const on = state.newsletter;
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg px-3 py-2">
      <span id={labelId} className="font-semibold text-gray-900">
        Newsletter
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
  );
}
