// The forms of "Connect your agency software": make a credential for a branch, the
// secret shown once after it is made (with a copy button once the page's script runs),
// and the confirmation before revoking one. Each is a real form posted to the import
// page, so all of it works without JavaScript; the outcome takes the focus.
import { useState } from 'react';
import { Form } from 'react-router';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { PUSH_SECTION_ID } from '#app/lib/push-credential-forms.ts';
import { PUSH_MESSAGES, type PushCredential } from '#contract/rtdf.ts';
import { ConfirmActionForm } from '../forms/confirm-action-form.tsx';
import { errorClass, hintClass, inputClass, labelClass, secondaryButton } from '../forms/form-styles.ts';
import { useBusy, useFocusOnShow } from '../forms/page-form-hooks.ts';
import { SubmitButton } from '../forms/submit-button.tsx';

const ACTION = `/import-offers#${PUSH_SECTION_ID}`;

function Field({
  name,
  label,
  hint,
  failure,
  maxLength,
}: {
  name: string;
  label: string;
  hint: string;
  failure: FormFailure | null;
  maxLength: number;
}) {
  const error = failure?.errors[name];
  const id = `push-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        defaultValue={failure?.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A new credential for one branch: its branch id, as the software sends it, and a name to tell it apart. */
export function NewCredentialForm({ failure }: { failure: FormFailure | null }) {
  const busy = useBusy('create-credential');
  return (
    <Form method="post" action={ACTION} noValidate className="flex flex-col gap-4" aria-labelledby="new-credential">
      <h3 id="new-credential" className="text-lg font-bold text-gray-900">
        Make a credential for a branch
      </h3>
      <input type="hidden" name="intent" value="create-credential" />
      {failure && (
        <p role="alert" className={errorClass}>
          {failure.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="branch_id"
          label="Branch id"
          hint="Your own id of the branch, as your agency software sends it (branch_id)."
          failure={failure}
          maxLength={40}
        />
        <Field
          name="label"
          label="Name (optional)"
          hint="To tell your credentials apart, such as “Reapit, Camden office”."
          failure={failure}
          maxLength={80}
        />
      </div>
      <div>
        <SubmitButton busy={busy}>Make credential</SubmitButton>
      </div>
    </Form>
  );
}

function CopyButton({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState('');
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      setSaid('The browser did not allow copying: select the secret and copy it.');
    }
  };
  return (
    <>
      <button type="button" onClick={copy} className={secondaryButton}>
        Copy secret
      </button>
      <span role="status" className="text-sm text-gray-800">
        {said}
      </span>
    </>
  );
}

/** The credential just made, with its secret: shown this once, never again. */
export function NewSecret({ credential }: { credential: PushCredential & { token: string } }) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border-2 border-emerald-700 bg-emerald-50 p-5">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-gray-900">
        Credential made for branch {credential.branch_id}
      </h3>
      <p role="status" className="text-gray-900">
        {PUSH_MESSAGES.created(credential.branch_id)} If you lose it, revoke this credential and make another.
      </p>
      <div>
        <label htmlFor="push-secret" className={labelClass}>
          Secret
        </label>
        <input id="push-secret" readOnly value={credential.token} className={`${inputClass} font-mono`} />
      </div>
      <p className="text-sm text-gray-800">
        Credential id (the user name for HTTP Basic): <code className="font-mono">{credential.id}</code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={credential.token} />
      </div>
    </div>
  );
}

/** Asks before revoking: the software using it is refused from the next request. */
export function RevokeConfirmation({ credential }: { credential: PushCredential }) {
  return (
    <ConfirmActionForm
      action={ACTION}
      intent="revoke-credential"
      id={credential.id}
      question={`Revoke the credential for branch ${credential.branch_id}?`}
      confirmLabel="Revoke credential"
    >
      Your agency software’s requests with it are refused at once, and this cannot be undone. Its listings stay on the
      site; make a new credential to send changes again.
    </ConfirmActionForm>
  );
}
