import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { authPagePath } from '#app/lib/auth-page.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { type EmailPromptKind, emailPromptSchema } from '#contract/accounts.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { EmailField } from '../forms/fields.tsx';
import { linkButton } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useFocusFirstInput } from '../forms/use-focus-on-mount.ts';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

export type PromptKind = EmailPromptKind;

// Title and text are keys of the dictionary's `auth` texts.
const PROMPTS = {
  remind: { title: 'passwordReminder', text: 'remindText', path: '/api/auth/remind-password' },
  resend: { title: 'resendActivation', text: 'resendText', path: '/api/auth/resend-email' },
} as const satisfies Record<PromptKind, { title: string; text: string; path: string }>;

type EmailPromptFormProps = {
  kind: PromptKind;
  initialEmail?: string;
  onBack?: () => void;
  onSent?: () => void;
  focusOnMount?: boolean;
  headingLevel?: 2 | 3;
  /** What the server refused when the form was posted without JavaScript. */
  posted?: FormFailure | undefined;
  /** The page to go back to, when there is no view to go back to in place. */
  backTo?: string;
};

/**
 * The e-mail prompts of the login dialog, also on the activation
 * pages: the address is checked with promptEmailField, the server always answers 204,
 * and the same confirmation follows both, so the answer never tells whether an address has an account.
 */
export function EmailPromptForm({
  kind,
  initialEmail = '',
  onBack,
  onSent,
  focusOnMount = false,
  headingLevel = 3,
  posted,
  backTo,
}: EmailPromptFormProps) {
  const form = useForm(emailPromptSchema, { email: initialEmail }, posted);
  const api = useApi();
  const toast = useToast();
  const t = useT();
  const prompt = PROMPTS[kind];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useFocusFirstInput(focusOnMount, form.formRef);

  const onSubmit = form.handleSubmit(emailPromptSchema, async ({ email }) => {
    const result = await api(prompt.path, { method: 'POST', json: { email }, handled: [422] });
    if (result.ok) {
      toast.success(t.messages.spec.linkSent(email));
      form.reset({ email: '' });
      onSent?.();
    } else if (result.error.status === 422) {
      form.setServerErrors({ email: result.error.errors.email ?? SPEC_MESSAGES.promptEmailInvalid });
    }
  });

  return (
    <PageForm form={form} action={authPagePath(kind)} intent={kind} onSubmit={onSubmit} className="flex flex-col gap-4">
      <Heading className="text-lg font-bold text-gray-900">{t.auth[prompt.title]}</Heading>
      <p className="text-gray-700">{t.auth[prompt.text]}</p>
      <EmailField form={form} label={t.auth.email} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.submitting}>{t.auth.sendLink}</SubmitButton>
        {onBack ? (
          <button type="button" onClick={onBack} className={linkButton}>
            {t.auth.back}
          </button>
        ) : (
          backTo && (
            <a href={backTo} className={linkButton}>
              {t.auth.back}
            </a>
          )
        )}
      </div>
    </PageForm>
  );
}
