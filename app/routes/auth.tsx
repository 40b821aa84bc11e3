import { useSearchParams } from 'react-router';
import { LoginForm } from '#app/components/auth/login-form.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { RegistrationForm } from '#app/components/auth/registration-form.tsx';
import { useT } from '#app/hooks/use-t.ts';
import { applyGuards } from '#app/lib/guards.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import type { Route } from './+types/auth.ts';

/** /auth (login) and /auth?type=register: the dialogs' forms on a page. A logged-in user goes home ('checkIfLoggedIn'). */
export function loader(args: Route.LoaderArgs) {
  applyGuards(args, 'checkIfLoggedIn');
  return null;
}

export function meta({ location, matches }: Route.MetaArgs) {
  const register = new URLSearchParams(location.search).get('type') === 'register';
  const t = metaDictionary(matches);
  return [...pageMeta(register ? t.auth.registerTitle : t.auth.loginTitle), noIndex];
}

export default function Auth() {
  const [params, setParams] = useSearchParams();
  const register = params.get('type') === 'register';
  const next = safeNextPath(params.get('next'));
  const t = useT();
  const show = (type: 'login' | 'register') => {
    const query = new URLSearchParams();
    if (type === 'register') query.set('type', 'register');
    if (next) query.set('next', next);
    setParams(query);
  };
  return register ? (
    <PageShell title={t.auth.registerTitle}>
      <RegistrationForm onSwitch={() => show('login')} />
    </PageShell>
  ) : (
    <PageShell title={t.auth.loginTitle}>
      <LoginForm next={next} onSwitch={() => show('register')} />
    </PageShell>
  );
}
