import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { authPagePath, twoFactorPagePath } from '#app/lib/auth-page.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { loginSchema, type UserResource } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { CurrentPasswordField, EmailField } from '../forms/fields.tsx';
import { linkButton, secondaryButton } from '../forms/form-styles.ts';
import { PageOrButton } from '../forms/page-or-button.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useFocusFirstInput } from '../forms/use-focus-on-mount.ts';
import { type Form, useForm } from '../forms/use-form.ts';
import { EmailPromptForm, type PromptKind } from './email-prompt-form.tsx';
import { useLoginSuccess } from './use-login-success.ts';

type View = 'login' | PromptKind;
type LoginValues = { email: string; password: string };

/** The refusal of a login posted without JavaScript, as the form shows it. */
const loginFailure = (posted: FormFailure | undefined) =>
  posted && !posted.errors.email && !posted.errors.password
    ? { message: posted.message, notActivated: posted.code === 'not_activated' }
    : null;

type Failure = { message: string; notActivated: boolean };

/**
 * Posts the credentials to /api/auth/login. A wrong password or an account not yet
 * activated (401) is a failure shown above the fields; a refused field (422) is shown
 * under it.
 */
function useLogin(
  form: Form<LoginValues>,
  next: string | null,
  onDone: (() => void) | undefined,
  posted: FormFailure | undefined,
) {
  const [failure, setFailure] = useState<Failure | null>(() => loginFailure(posted));
  const api = useApi();
  const loginSuccess = useLoginSuccess(next);
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname === '/auth' ? '/' : `${location.pathname}${location.search}`;
  const onSubmit = form.handleSubmit(loginSchema, async (credentials) => {
    setFailure(null);
    const result = await api<UserResource>('/api/auth/login', {
      method: 'POST',
      json: credentials,
      freshCsrf: true,
      handled: [401, 403, 422],
    });
    if (result.ok && result.status === 202) {
      // The account signs in with a second factor: its page asks for the code, then goes on.
      onDone?.();
      navigate(twoFactorPagePath(new URLSearchParams({ next: next ?? here })));
      return;
    }
    if (result.ok) {
      onDone?.();
      loginSuccess(result.data);
      return;
    }
    const { error } = result;
    if (error.status === 401 || error.status === 403) {
      const notActivated = error.code === 'not_activated';
      const fallback = notActivated ? ACCOUNT_MESSAGES.notActivated : ACCOUNT_MESSAGES.loginFailed;
      setFailure({ message: error.message ?? fallback, notActivated });
    } else if (error.status === 422) {
      form.setServerErrors(error.errors);
    }
  });
  return { failure, onSubmit };
}

/**
 * Which view shows: the login, or one of the e-mail prompts. Back from a prompt, focus
 * returns to the link that opened it.
 */
function usePromptView(formRef: RefObject<HTMLFormElement | null>) {
  const [view, setView] = useState<View>('login');
  const openedFrom = useRef<View>('login');
  useEffect(() => {
    if (view !== 'login' || openedFrom.current === 'login') return;
    formRef.current?.querySelector<HTMLElement>(`[data-prompt="${openedFrom.current}"]`)?.focus();
    openedFrom.current = 'login';
  }, [view, formRef]);
  const openPrompt = (kind: PromptKind) => {
    openedFrom.current = kind;
    setView(kind);
  };
  return { view, openPrompt, backToLogin: () => setView('login') };
}

/** Why the login was refused; for an account not yet activated, a way to get a new link. */
function LoginFailure({
  failure,
  resendHref,
  onResend,
}: {
  failure: Failure;
  resendHref: string;
  onResend: () => void;
}) {
  const t = useT();
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-medium">{translate(failure.message)}</p>
      {failure.notActivated && (
        <PageOrButton href={resendHref} onPress={onResend} className={`${linkButton} mt-2`}>
          {t.auth.sendNewActivation}
        </PageOrButton>
      )}
    </div>
  );
}

/** The links to the two e-mail prompts, under the form. */
function PromptLinks({
  linkTo,
  openPrompt,
}: {
  linkTo: (view: PromptKind) => string;
  openPrompt: (kind: PromptKind) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-2 border-t border-gray-200 pt-4">
      <PageOrButton href={linkTo('remind')} prompt="remind" onPress={() => openPrompt('remind')} className={linkButton}>
        {t.auth.passwordReminder}
      </PageOrButton>
      <PageOrButton href={linkTo('resend')} prompt="resend" onPress={() => openPrompt('resend')} className={linkButton}>
        {t.auth.resendActivation}
      </PageOrButton>
    </div>
  );
}

type LoginFormProps = {
  next: string | null;
  onSwitch: () => void;
  onDone?: () => void;
  focusOnMount?: boolean;
  /** What the server refused when the form was posted without JavaScript. */
  posted?: FormFailure | undefined;
  /** Where the form posts without JavaScript (the /auth page, keeping next and a favourite to save). */
  formAction?: string;
};

/**
 * The login dialog: Email and Password, 'Log in' and 'Create an account', and the
 * 'Password reminder' and 'Resend your account activation email' prompts. Without
 * JavaScript it posts to /auth (the same use case as the API) and its links open the
 * prompts and registration as pages.
 */
export function LoginForm({
  next,
  onSwitch,
  onDone,
  focusOnMount = false,
  posted,
  formAction = authPagePath('login', new URLSearchParams(next ? { next } : {})),
}: LoginFormProps) {
  const form = useForm(loginSchema, { email: '', password: '' }, posted);
  const { view, openPrompt, backToLogin } = usePromptView(form.formRef);
  const { failure, onSubmit } = useLogin(form, next, onDone, posted);
  const t = useT();
  useFocusFirstInput(focusOnMount, form.formRef);

  const linkTo = (view: 'register' | PromptKind) => authPagePath(view, new URL(formAction, 'http://x').searchParams);

  if (view !== 'login') {
    return (
      <EmailPromptForm
        kind={view}
        initialEmail={String(form.values.email).trim()}
        onBack={backToLogin}
        onSent={backToLogin}
        focusOnMount
      />
    );
  }

  return (
    <PageForm form={form} action={formAction} intent="login" onSubmit={onSubmit}>
      {failure && (
        <LoginFailure failure={failure} resendHref={linkTo('resend')} onResend={() => openPrompt('resend')} />
      )}
      <EmailField form={form} label={t.auth.email} />
      <CurrentPasswordField form={form} label={t.auth.password} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t.auth.logIn}</SubmitButton>
        <PageOrButton href={linkTo('register')} onPress={onSwitch} className={secondaryButton}>
          {t.auth.createAccount}
        </PageOrButton>
      </div>
      <PromptLinks linkTo={linkTo} openPrompt={openPrompt} />
    </PageForm>
  );
}
