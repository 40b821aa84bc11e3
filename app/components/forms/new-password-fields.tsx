import { PASSWORD_MAX_LENGTH } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { TextField } from './fields.tsx';
import type { Form } from './use-form.ts';

/** The new-password pair of every form that sets one (fields `password` and `rePassword`). */
export function NewPasswordFields({
  form,
  label = 'New password',
  repeatLabel = 'Repeat password',
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form that has the two fields
  form: Form<any>;
  label?: string;
  repeatLabel?: string;
}) {
  return (
    <>
      <TextField
        form={form}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={ACCOUNT_MESSAGES.passwordHint}
        required
      />
      <TextField
        form={form}
        name="rePassword"
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
    </>
  );
}
