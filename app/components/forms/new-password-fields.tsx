import { useT } from '#app/hooks/use-t.ts';
import { PASSWORD_MAX_LENGTH } from '#contract/accounts.ts';
import { TextField } from './fields.tsx';
import type { Form } from './use-form.ts';

/** The new-password pair of every form that sets one (fields `password` and `rePassword`). */
export function NewPasswordFields({
  form,
  label,
  repeatLabel,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form that has the two fields
  form: Form<any>;
  label?: string;
  repeatLabel?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name="password"
        label={label ?? t.accountPages.newPassword}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t.auth.passwordHint}
        required
      />
      <TextField
        form={form}
        name="rePassword"
        label={repeatLabel ?? t.auth.repeatPassword}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
    </>
  );
}
