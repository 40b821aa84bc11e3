import { redirect } from 'react-router';
import { AuthDialogLink } from '#app/components/auth/auth-dialog-link.tsx';
import { GuestAccountForm } from '#app/components/auth/guest-account-form.tsx';
import { PageShell } from '#app/components/auth/page-shell.tsx';
import { primaryButton, secondaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/login-prompt.ts';

const POST_AD = '/post-ad';

/** A logged-in user has nothing to do here: on to the ad form. */
export function loader({ context }: Route.LoaderArgs) {
  if (getAppContext(context).session.user) throw redirect(POST_AD);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaDictionary(matches).accountPages.loginPrompt.title);
}

/** Shown when posting an ad while logged out and with no temporary credentials stored. */
export default function LoginPrompt() {
  const t = useT().accountPages;
  return (
    <PageShell title={t.loginPrompt.title}>
      <div className="flex flex-col gap-3 text-gray-800">
        <p>{t.loginPrompt.why}</p>
        <p>{t.loginPrompt.how}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <AuthDialogLink kind="login" next={POST_AD} className={primaryButton}>
          {t.logIn}
        </AuthDialogLink>
        <AuthDialogLink kind="register" next={POST_AD} className={secondaryButton}>
          {t.loginPrompt.createAccount}
        </AuthDialogLink>
      </div>
      <section aria-labelledby="post-as-guest" className="mt-8 border-t border-gray-200 pt-6">
        <h2 id="post-as-guest" className="text-xl font-bold text-gray-900">
          {t.loginPrompt.guestTitle}
        </h2>
        <p className="mt-2 mb-4 text-gray-800">{t.loginPrompt.guestText}</p>
        <GuestAccountForm next={POST_AD} />
      </section>
    </PageShell>
  );
}
