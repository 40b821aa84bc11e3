import { type FormEvent, useId, useState } from 'react';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { isEmail } from '#app/lib/email.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { errorClass, labelClass, primaryButton } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';

/** 204 means the address must be confirmed by e-mail; 200 means it was already active. */
const { problem: PROBLEM, newsletterConfirm: CONFIRM_BY_EMAIL, newsletterActive: ALREADY_ACTIVE } = SPEC_MESSAGES;
// Toasts show these (and the server's answers) in the visitor's language: see the toast itself.

/** Where the form posts without JavaScript: the /newsletter page, which says what happened. */
const NEWSLETTER_PAGE = '/newsletter';

/** The footer's white-on-colour look, or a page's ordinary form look. */
const TONES = {
  footer: {
    label: 'text-sm font-semibold text-white',
    input: 'min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-4 py-2 text-gray-900',
    button: 'rounded-full bg-white px-5 py-2 font-semibold text-accent-800 hover:bg-accent-50 disabled:opacity-70',
    error: 'text-sm font-medium text-white',
  },
  page: {
    label: labelClass,
    input:
      'min-w-0 flex-1 rounded-lg border border-gray-500 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700',
    button: `${primaryButton} disabled:opacity-70`,
    error: errorClass,
  },
} as const;

/**
 * Checks the address, then POSTs it; the answer is a toast (confirm by e-mail, already
 * subscribed, or what went wrong). The refusal of a form posted without JavaScript shows
 * as the field's error from the start.
 */
function useNewsletterSignUp(posted: FormFailure | undefined) {
  const toast = useToast();
  const t = useT();
  const translate = useTranslateMessage();
  const [error, setError] = useState<string | undefined>(() =>
    posted ? translate(posted.errors.email ?? posted.message) : undefined,
  );
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!isEmail(email)) {
      setError(t.newsletter.emailInvalid);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      // The api client adds the CSRF header every POST to /api needs.
      const result = await apiRequest<{ message?: unknown }>('/api/newsletter/', { method: 'POST', json: { email } });
      if (result.ok) {
        const message = typeof result.data?.message === 'string' && result.data.message ? result.data.message : null;
        toast.success(result.status === 204 ? CONFIRM_BY_EMAIL : (message ?? ALREADY_ACTIVE));
        form.reset();
      } else {
        // A 400 shows the server's text (a rate limit's too); anything else the general message.
        const { status, message } = result.error;
        toast.error((status === 400 || status === 429 ? message : undefined) ?? PROBLEM);
      }
    } finally {
      setSending(false);
    }
  };
  return { error, sending, onSubmit };
}

/**
 * The newsletter sign-up by e-mail: POST /api/newsletter/ {email} once the page is live,
 * with a toast for the answer. Before that, and without JavaScript, the form posts to the
 * /newsletter page, which runs the same use case; `posted` is what it refused.
 */
export function NewsletterForm({
  tone = 'footer',
  posted,
}: {
  tone?: keyof typeof TONES;
  /** What the server refused when the form was posted without JavaScript. */
  posted?: FormFailure | undefined;
}) {
  const t = useT();
  const { error, sending, onSubmit } = useNewsletterSignUp(posted);
  const inputId = useId();
  const errorId = useId();
  const styles = TONES[tone];

  return (
    <form method="post" action={NEWSLETTER_PAGE} noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className={styles.label}>
        {t.newsletter.label}
      </label>
      <div className="flex flex-col gap-2 xs:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={posted?.values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        <button type="submit" disabled={sending} className={styles.button}>
          {t.newsletter.subscribe}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
