import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { deleteAccountSchema } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { TextField } from '../forms/fields.tsx';
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
        <p>Deleting your account cannot be undone. It removes:</p>
        <ul className="list-disc pl-6">
          <li>your profile, photo and video link;</li>
          <li>your ads and their photos;</li>
          <li>your favourites, saved searches and notifications.</li>
        </ul>
        <p>You will be logged out. Enter your password to confirm.</p>
      </div>
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        required
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting} className={dangerButton}>
          Delete my account
        </SubmitButton>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** DELETE /api/user after a confirmation that asks for the password. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={dangerButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete account
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="Delete your account">
        <ConfirmForm onCancel={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
