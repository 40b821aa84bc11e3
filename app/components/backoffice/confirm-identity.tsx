import { Form } from 'react-router';
import { errorClass, inputClass, labelClass, primaryButton } from '#app/components/forms/form-styles.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';

/** Whether the last post asked for (or failed to give) a fresh proof of identity. */
export const wantsConfirmation = (failure: FormFailure | undefined): boolean =>
  failure !== undefined && (failure.code === 'confirmation_required' || failure.values.intent === 'confirm');

/**
 * The operator's confirmation, asked before a sensitive action when the last one is over
 * 10 minutes old: their password, or a code from their authenticator app. Both post the
 * page's `confirm` intent; the operator then does the action again.
 */
export function ConfirmIdentity({ failure }: { failure: FormFailure | undefined }) {
  const confirming = failure?.values.intent === 'confirm';
  const error = confirming ? (failure.errors.password ?? failure.errors.code ?? failure.message) : undefined;
  return (
    <section
      aria-labelledby="confirm-identity"
      className="mb-6 flex max-w-md flex-col gap-3 rounded-lg border border-accent-700 p-4"
    >
      <h2 id="confirm-identity" className="text-lg font-bold text-gray-900">
        Confirm it is you
      </h2>
      <p className="text-gray-900">This is sensitive: confirm it is you, then do it again.</p>
      {error && (
        <p id="confirm-error" role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="confirm" />
        <label htmlFor="confirm-password" className={labelClass}>
          Your password
        </label>
        <input
          id="confirm-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={error ? 'confirm-error' : undefined}
          className={inputClass}
        />
        <div>
          <button type="submit" className={primaryButton}>
            Confirm with the password
          </button>
        </div>
      </Form>
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="confirm" />
        <label htmlFor="confirm-code" className={labelClass}>
          Or a code from your authenticator app
        </label>
        <input
          id="confirm-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,8}"
          required
          aria-describedby={error ? 'confirm-error' : undefined}
          className={inputClass}
        />
        <div>
          <button type="submit" className={primaryButton}>
            Confirm with the code
          </button>
        </div>
      </Form>
    </section>
  );
}
