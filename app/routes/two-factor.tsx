import { Link, redirect, useSearchParams } from 'react-router';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { PasskeySignIn } from '#app/components/auth/passkey-sign-in.tsx';
import { TwoFactorForm } from '#app/components/auth/two-factor-form.tsx';
import { linkButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { twoFactorFormAction } from '#app/lib/auth-forms.server.ts';
import { authPagePath, twoFactorPagePath } from '#app/lib/auth-page.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import { handleForm } from '#app/lib/page-action.server.ts';
import { secondFactorMethods } from '#core/accounts/two-factor.ts';
import type { Route } from './+types/two-factor.ts';

/**
 * /auth/two-factor: the second step of a login whose password was accepted, for an
 * account with two-factor sign-in. Without a login waiting, the visitor is sent to log in
 * (and a signed-in user on), so the page never asks for a code nobody can use.
 */
export async function loader(args: Route.LoaderArgs) {
  const { session, db } = getAppContext(args.context);
  const params = new URL(args.request.url).searchParams;
  if (session.user) throw redirect(safeNextPath(params.get('next')) ?? '/');
  const waitingFor = session.signIn?.waitingFor;
  if (!waitingFor) throw redirect(authPagePath('login', params));
  return { methods: await secondFactorMethods(db, waitingFor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const url = new URL(request.url);
  return handleForm(request, (fields) => twoFactorFormAction(app, fields, url.searchParams));
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.twoFactor.signInTitle), noIndex];
}

/**
 * The app's code (or a recovery code) as a form that works without JavaScript, and a
 * passkey button beside it for an account that has one. An account with passkeys alone
 * gets the button, and its recovery codes' form when asked for (its passkey not at hand).
 */
export default function TwoFactor({ actionData, loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const method = params.get('method') === 'recovery' ? 'recovery' : 'code';
  const t = useT().accountPages.twoFactor;
  const { methods } = loaderData;
  const withApp = methods.includes('totp');
  const codesOnly = !withApp && methods.includes('recovery_code');
  const posted = failureOf(actionData);
  return (
    <PageShell title={t.signInTitle}>
      <div className="flex flex-col gap-8">
        {withApp && <TwoFactorForm key={method} method={method} withApp params={params} posted={posted} />}
        {codesOnly && method === 'recovery' && (
          <TwoFactorForm method="recovery" withApp={false} params={params} posted={posted} />
        )}
        {methods.includes('passkey') && <PasskeySignIn params={params} only={!withApp} />}
        {codesOnly && method !== 'recovery' && (
          <Link to={twoFactorPagePath(params, 'recovery')} className={`${linkButton} self-start`}>
            {t.useRecovery}
          </Link>
        )}
      </div>
    </PageShell>
  );
}
