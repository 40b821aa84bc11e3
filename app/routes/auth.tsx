import { useSearchParams } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { LoginForm } from '#app/components/auth/login-form.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { RegistrationForm } from '#app/components/auth/registration-form.tsx';
import { getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { authFormAction } from '#app/lib/auth-forms.server.ts';
import { authPagePath, authPageView, isEmailPrompt } from '#app/lib/auth-page.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { applyGuards } from '#app/lib/guards.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import { handleForm } from '#app/lib/page-action.server.ts';
import type { Route } from './+types/auth.ts';

/**
 * /auth (login), /auth?type=register and /auth?prompt=remind|resend: the dialogs' forms
 * on a page, which also take the forms posted without JavaScript. A logged-in user goes
 * home from login and registration ('checkIfLoggedIn'), but may use the e-mail prompts:
 * an account whose address is not confirmed yet asks there for its link again.
 */
export function loader(args: Route.LoaderArgs) {
  if (!isEmailPrompt(authPageView(new URL(args.request.url).searchParams))) applyGuards(args, 'checkIfLoggedIn');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const url = new URL(request.url);
  return handleForm(request, (fields) => authFormAction(app, fields, url.searchParams));
}

export function meta({ location, matches }: Route.MetaArgs) {
  const t = metaDictionary(matches);
  const view = authPageView(new URLSearchParams(location.search));
  return [...pageMeta(view === 'register' ? t.auth.registerTitle : t.auth.loginTitle), noIndex];
}

export default function Auth({ actionData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const view = authPageView(params);
  const next = safeNextPath(params.get('next'));
  const t = useT();
  const failure = failureOf(actionData);
  const sent = actionData && 'sent' in actionData ? actionData.sent : undefined;
  const { state } = useAuth();
  const show = (type: 'login' | 'register') => setParams(new URL(authPagePath(type, params), 'http://x').searchParams);
  if (view === 'remind' || view === 'resend') {
    return (
      <PageShell title={view === 'remind' ? t.auth.passwordReminder : t.auth.resendActivation}>
        {sent && (
          <p role="status" className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">
            {t.messages.spec.linkSent(sent.email)}
          </p>
        )}
        <EmailPromptForm
          kind={view}
          initialEmail={state.email}
          headingLevel={2}
          posted={failure}
          backTo={state.isLogged ? '/' : authPagePath('login', params)}
        />
      </PageShell>
    );
  }
  return view === 'register' ? (
    <PageShell title={t.auth.registerTitle}>
      <RegistrationForm onSwitch={() => show('login')} posted={failure} />
    </PageShell>
  ) : (
    <PageShell title={t.auth.loginTitle}>
      <LoginForm
        next={next}
        onSwitch={() => show('register')}
        posted={failure}
        formAction={authPagePath('login', params)}
      />
    </PageShell>
  );
}
