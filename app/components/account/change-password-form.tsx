import { NewPasswordFields } from '#app/components/forms/new-password-fields.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { changePasswordSchema } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { CurrentPasswordField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

const EMPTY = { oldPassword: '', password: '', rePassword: '' };

/** PATCH /api/auth/change-password: a wrong current password (400) is shown at its field. */
export function ChangePasswordForm() {
  const form = useForm(changePasswordSchema, EMPTY);
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.changePassword;

  const onSubmit = form.handleSubmit(changePasswordSchema, async (input) => {
    const result = await api('/api/auth/change-password', { method: 'PATCH', json: input, handled: [400, 422] });
    if (result.ok) {
      form.reset(EMPTY);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
    } else if (result.error.status === 400) {
      form.setServerErrors({ oldPassword: result.error.message ?? ACCOUNT_MESSAGES.currentPasswordWrong });
    } else if (result.error.status === 422) {
      form.setServerErrors(result.error.errors);
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
      <CurrentPasswordField form={form} name="oldPassword" label={t.current} />
      <NewPasswordFields form={form} repeatLabel={t.repeatNew} />
      <div>
        <SubmitButton busy={form.submitting}>{t.submit}</SubmitButton>
      </div>
    </form>
  );
}
