import { Form } from 'react-router';
import { errorClass, inputClass, labelClass, primaryButton } from '#app/components/forms/form-styles.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';

/** Whether the last post asked for (or failed to give) a fresh proof of identity. */
export const wantsConfirmation = (failure: FormFailure | undefined): boolean =>
  failure !== undefined && (failure.code === 'confirmation_required' || failure.values.intent === 'confirm');

const PROOFS = {
  password: {
    label: 'Your password',
    button: 'Confirm with the password',
    input: { type: 'password', autoComplete: 'current-password' },
  },
  code: {
    label: 'Or a code from your authenticator app',
    button: 'Confirm with the code',
    input: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]{6,8}' },
  },
} as const;

/** One way to confirm: a form posting the page's `confirm` intent with the password or a code. */
function ProofForm({ proof, describedBy }: { proof: keyof typeof PROOFS; describedBy: string | undefined }) {
  const { label, button, input } = PROOFS[proof];
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="confirm" />
      <label htmlFor={`confirm-${proof}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`confirm-${proof}`}
        name={proof}
        required
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      <div>
        <button type="submit" className={primaryButton}>
          {button}
        </button>
      </div>
    </Form>
  );
}

/**
 * The operator's confirmation, asked before a sensitive action when the last one is over
 * 10 minutes old: their password, or a code from their authenticator app. The operator
 * then does the action again.
 */
export function ConfirmIdentity({ failure }: { failure: FormFailure | undefined }) {
  const confirming = failure?.values.intent === 'confirm';
  const error = confirming ? (failure.errors.password ?? failure.errors.code ?? failure.message) : undefined;
  const describedBy = error ? 'confirm-error' : undefined;
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
      <ProofForm proof="password" describedBy={describedBy} />
      <ProofForm proof="code" describedBy={describedBy} />
    </section>
  );
}
