// "Post without an account" on /login-prompt: a name and an e-mail address
// make a private account with a temporary password, logged in at once. The browser
// keeps the temporary credentials until profile set-up
// replaces the password; the activation e-mail confirms the address before the ad
// goes live.
import { useNavigate } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { EMAIL_TAKEN_CODE } from '#app/lib/api-client.ts';
import { TEMPORARY_CREDENTIALS_KEY } from '#app/lib/auth-state.ts';
import { writeStorage } from '#app/lib/browser-storage.ts';
import { type GuestAccount, guestAccountSchema, type UserResource } from '#contract/accounts.ts';
import { TextField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';
import { useAuth } from './auth-context.ts';

type Created = { user: UserResource; temporary_credentials: { email: string; password: string } };

export function GuestAccountForm({ next }: { next: string }) {
  const form = useForm(guestAccountSchema, { name: '', email: '' });
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { login } = useAuth();
  const t = useT().accountPages;

  const onSubmit = form.handleSubmit(guestAccountSchema, async (input: GuestAccount) => {
    const result = await api<Created>('/api/auth/guest', {
      method: 'POST',
      json: input,
      freshCsrf: true,
      handled: [400, 422, 429],
    });
    if (result.ok) {
      // Kept before the state changes, so the posting guard sees them.
      writeStorage(TEMPORARY_CREDENTIALS_KEY, JSON.stringify(result.data.temporary_credentials));
      login(result.data.user);
      toast.success(t.loginPrompt.linkSent(input.email));
      navigate(next);
    } else if (result.error.code === EMAIL_TAKEN_CODE) {
      form.setServerErrors({ email: t.loginPrompt.emailTaken });
    } else if (Object.keys(result.error.errors).length > 0) {
      form.setServerErrors(result.error.errors);
    } else {
      toast.error(result.error.message ?? t.loginPrompt.tryAgain);
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField form={form} name="name" label={t.yourName} autoComplete="name" maxLength={120} />
      <TextField
        form={form}
        name="email"
        label={t.loginPrompt.email}
        type="email"
        autoComplete="email"
        hint={t.loginPrompt.emailHint}
      />
      <div>
        <SubmitButton busy={form.submitting}>{t.loginPrompt.submit}</SubmitButton>
      </div>
    </form>
  );
}
