import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { deleteAccountSchema } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { CurrentPasswordField } from '../forms/fields.tsx';
import { dangerButton, secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

function ConfirmForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm(deleteAccountSchema, { password: '' });
  const api = useApi();
  const auth = useAuth();
  const toast = useToast();
  const t = useT().accountPages;

  const onSubmit = form.handleSubmit(deleteAccountSchema, async (input) => {
    const result = await api('/api/user', { method: 'DELETE', json: input, handled: [400, 422] });
    if (result.ok) {
      auth.endSession();
      toast.success(ACCOUNT_MESSAGES.accountDeleted);
    } else if (result.error.status === 400 || result.error.status === 422) {
      form.setServerErrors({
        password: result.error.errors.password ?? result.error.message ?? ACCOUNT_MESSAGES.currentPasswordWrong,
      });
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 text-gray-800">
        <p>{t.deleteAccount.cannotUndo}</p>
        <ul className="list-disc pl-6">
          <li>{t.deleteAccount.removesProfile}</li>
          <li>{t.deleteAccount.removesAds}</li>
          <li>{t.deleteAccount.removesFavourites}</li>
        </ul>
        <p>{t.deleteAccount.confirm}</p>
      </div>
      <CurrentPasswordField form={form} label={t.password} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting} className={dangerButton}>
          {t.deleteAccount.submit}
        </SubmitButton>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** DELETE /api/user after a confirmation that asks for the password. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const t = useT().accountPages;
  return (
    <>
      <button type="button" className={dangerButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.settings.deleteAccount}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t.deleteAccount.dialogTitle}>
        <ConfirmForm onCancel={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
