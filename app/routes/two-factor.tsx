import { redirect, useSearchParams } from 'react-router';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { TwoFactorForm } from '#app/components/auth/two-factor-form.tsx';
import { getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { twoFactorFormAction } from '#app/lib/auth-forms.server.ts';
import { authPagePath } from '#app/lib/auth-page.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import { handleForm } from '#app/lib/page-action.server.ts';
import type { Route } from './+types/two-factor.ts';

/**
 * /auth/two-factor: the second step of a login whose password was accepted, for an
 * account with two-factor sign-in. Without a login waiting, the visitor is sent to log in
 * (and a signed-in user on), so the page never asks for a code nobody can use.
 */
export function loader(args: Route.LoaderArgs) {
  const { session } = getAppContext(args.context);
  const params = new URL(args.request.url).searchParams;
  if (session.user) throw redirect(safeNextPath(params.get('next')) ?? '/');
  if (!session.signIn?.waitingFor) throw redirect(authPagePath('login', params));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const url = new URL(request.url);
  return handleForm(request, (fields) => twoFactorFormAction(app, fields, url.searchParams));
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.twoFactor.signInTitle), noIndex];
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const method = params.get('method') === 'recovery' ? 'recovery' : 'code';
  const t = useT().accountPages.twoFactor;
  return (
    <PageShell title={t.signInTitle}>
      <TwoFactorForm key={method} method={method} params={params} posted={failureOf(actionData)} />
    </PageShell>
  );
}
