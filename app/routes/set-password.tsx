import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthDialogs } from '#app/components/auth/auth-dialog-context.ts';
import { AuthDialogLink } from '#app/components/auth/auth-dialog-link.tsx';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { NewPasswordFields } from '#app/components/forms/new-password-fields.tsx';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { useForm } from '#app/components/forms/use-form.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { setPasswordSchema, tokenSchema } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import type { Route } from './+types/set-password.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.setPassword.title), noIndex];
}

type Outcome = 'form' | 'done' | 'invalid';

/** The link of the password reminder e-mail: a new password twice, then the login dialog. */
export default function SetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const validToken = tokenSchema.safeParse({ token }).success;
  const t = useT().accountPages;
  const title = t.setPassword.title;
  const [outcome, setOutcome] = useState<Outcome>(validToken ? 'form' : 'invalid');
  const form = useForm(setPasswordSchema, { token, password: '', rePassword: '' });
  const api = useApi();
  const dialogs = useAuthDialogs();
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome !== 'form') messageRef.current?.focus();
  }, [outcome]);

  const onSubmit = form.handleSubmit(setPasswordSchema, async (input) => {
    const result = await api('/api/auth/set-password', { method: 'POST', json: input, handled: [404, 422] });
    if (result.ok) {
      setOutcome('done');
      dialogs.openLogin();
    } else if (result.error.status === 404 || result.error.errors.token) {
      setOutcome('invalid');
    } else if (result.error.status === 422) {
      form.setServerErrors(result.error.errors);
    }
  });

  // One shell for every outcome, so only the card's contents change when the outcome does
  // (one child either way, so the ids React generates inside stay as they were).
  return (
    <PageShell title={title}>
      {outcome === 'invalid' ? (
        <InvalidTokenNotice messageRef={messageRef} />
      ) : outcome === 'done' ? (
        <PasswordSetNotice messageRef={messageRef} />
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <NewPasswordFields form={form} />
          <div>
            <SubmitButton busy={form.submitting}>{t.setPassword.submit}</SubmitButton>
          </div>
        </form>
      )}
    </PageShell>
  );
}

type NoticeProps = { messageRef: RefObject<HTMLParagraphElement | null> };

/** A spent or unknown link: say so (focused, so it is read out) and offer a fresh reminder e-mail in its place. */
function InvalidTokenNotice({ messageRef }: NoticeProps) {
  const translate = useTranslateMessage();
  return (
    <>
      <p ref={messageRef} tabIndex={-1} role="alert" className="text-lg font-semibold text-red-800">
        {translate(ACCOUNT_MESSAGES.tokenInvalid)}
      </p>
      <div className="mt-6 border-t border-gray-200 pt-6">
        <EmailPromptForm kind="remind" headingLevel={2} />
      </div>
    </>
  );
}

/** The password is set: say so (focused, so it is read out) beside a link that opens the login dialog again. */
function PasswordSetNotice({ messageRef }: NoticeProps) {
  const t = useT().accountPages;
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col items-start gap-5">
      <p ref={messageRef} tabIndex={-1} role="status" className="text-lg font-semibold text-green-800">
        {translate(ACCOUNT_MESSAGES.passwordSet)}
      </p>
      <AuthDialogLink kind="login" className={primaryButton}>
        {t.logIn}
      </AuthDialogLink>
    </div>
  );
}
