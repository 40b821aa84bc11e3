import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '#app/components/forms/new-password-fields.tsx';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { EMAIL_TAKEN_CODE } from '#app/lib/api-client.ts';
import { authPagePath } from '#app/lib/auth-page.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { footerPagePath } from '#app/lib/i18n/paths.ts';
import { REGISTRATION_TYPE_LABELS, REGISTRATION_TYPES, registrationSchema } from '#contract/accounts.ts';
import { REGISTRATION_MESSAGES, SPEC_MESSAGES } from '#contract/messages.ts';
import { useCaptcha } from '../forms/captcha-box.tsx';
import { CheckboxField, EmailField, RadioGroupField, TextField } from '../forms/fields.tsx';
import { secondaryButton } from '../forms/form-styles.ts';
import { PageOrButton } from '../forms/page-or-button.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useFocusFirstInput } from '../forms/use-focus-on-mount.ts';
import { type Form, useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

const REGISTERED_TOAST_MS = 5000;

type RegistrationValues = {
  type: string;
  name: string;
  email: string;
  password: string;
  rePassword: string;
  tos: boolean;
};

/**
 * Posts the registration to /api/auth/register, then sends the new member to check their
 * e-mail. A refused form is a toast (and one more for the terms box) with the messages
 * beside the fields; a taken address is the e-mail field's.
 */
function useRegistration(
  form: Form<RegistrationValues>,
  onDone: (() => void) | undefined,
  captchaAnswer: () => string | undefined,
) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();

  const onInvalid = (errors: Record<string, string>) => {
    toast.error(REGISTRATION_MESSAGES.formInvalid);
    if (errors.tos) toast.error(REGISTRATION_MESSAGES.tosRequiredOnSubmit);
  };

  // The schema trims the e-mail and the name: what is sent is the parsed value.
  return form.handleSubmit(
    registrationSchema,
    async (registration) => {
      const result = await api('/api/auth/register', {
        method: 'POST',
        json: { ...registration, captcha: captchaAnswer() },
        freshCsrf: true,
        handled: [422],
      });
      if (result.ok) {
        onDone?.();
        toast.show('success', SPEC_MESSAGES.registered, REGISTERED_TOAST_MS);
        navigate('/check-email', { state: { email: registration.email } });
        return;
      }
      const { error } = result;
      if (error.status === 422) {
        form.setServerErrors(error.errors);
        toast.error(REGISTRATION_MESSAGES.formInvalid);
      } else if (error.status === 400 && error.code === EMAIL_TAKEN_CODE) {
        form.setServerErrors({ email: SPEC_MESSAGES.emailTaken }); // the toast came from the api client
      }
    },
    onInvalid,
  );
}

/** The terms box, its label linking to the terms page in the visitor's language. */
function TermsField({ form }: { form: Form<RegistrationValues> }) {
  const t = useT();
  const language = useLanguage();
  return (
    <CheckboxField
      form={form}
      name="tos"
      label={
        <>
          {t.auth.agreeTo}{' '}
          <Link
            to={footerPagePath(language, 17)}
            className="font-semibold text-accent-700 underline underline-offset-4"
          >
            {t.auth.terms}
          </Link>
        </>
      }
    />
  );
}

/**
 * The registration dialog: who-am-i, name, e-mail, password twice, the terms box.
 * Without JavaScript it posts to /auth?type=register, the same use case as the API.
 */
export function RegistrationForm({
  onSwitch,
  onDone,
  focusOnMount = false,
  posted,
}: {
  onSwitch: () => void;
  onDone?: () => void;
  focusOnMount?: boolean;
  /** What the server refused when the form was posted without JavaScript. */
  posted?: FormFailure | undefined;
}) {
  const form = useForm<RegistrationValues>(
    registrationSchema,
    { type: '', name: '', email: '', password: '', rePassword: '', tos: false },
    posted && {
      values: { type: posted.values.type ?? '', name: posted.values.name ?? '', email: posted.values.email ?? '' },
      // A taken address is a refusal of the e-mail field, as the JavaScript form shows it.
      errors: posted.code === EMAIL_TAKEN_CODE ? { email: posted.message } : posted.errors,
    },
  );
  const t = useT();
  const typeOptions = REGISTRATION_TYPES.map((type) => ({
    value: type,
    label: t.auth.registrationTypes[type] ?? REGISTRATION_TYPE_LABELS[type],
  }));
  useFocusFirstInput(focusOnMount, form.formRef);
  const captcha = useCaptcha(form.errors.captcha);
  const onSubmit = useRegistration(form, onDone, captcha.answer);

  return (
    <PageForm form={form} action={authPagePath('register')} intent="register" onSubmit={onSubmit}>
      {posted && posted.code !== EMAIL_TAKEN_CODE && !Object.keys(posted.errors).length && (
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
          {posted.message}
        </p>
      )}
      <RadioGroupField form={form} name="type" label={t.auth.whoAreYou} options={typeOptions} />
      <TextField form={form} name="name" label={t.auth.nameLabel} autoComplete="name" maxLength={120} required />
      <EmailField form={form} label={t.auth.email} />
      <div className="grid gap-5 md:grid-cols-2">
        <NewPasswordFields form={form} label={t.auth.password} />
      </div>
      <TermsField form={form} />
      {captcha.widget}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t.auth.register}</SubmitButton>
        <PageOrButton href={authPagePath('login')} onPress={onSwitch} className={secondaryButton}>
          {t.auth.logIn}
        </PageOrButton>
      </div>
    </PageForm>
  );
}
