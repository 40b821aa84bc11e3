import { redirect } from 'react-router';
import { AuthDialogLink } from '#app/components/auth/auth-dialog-link.tsx';
import { GuestAccountForm } from '#app/components/auth/guest-account-form.tsx';
import { PageShell } from '#app/components/auth/page-shell.tsx';
import { primaryButton, secondaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/login-prompt.ts';

const POST_AD = '/post-ad';

/** A logged-in user has nothing to do here: on to the ad form. */
export function loader({ context }: Route.LoaderArgs) {
  if (getAppContext(context).session.user) throw redirect(POST_AD);
  return null;
}

export function meta(_: Route.MetaArgs) {
  return pageMeta('Log in to post an ad');
}

/** Spec 2: shown when posting an ad while logged out and with no temporary credentials stored. */
export default function LoginPrompt() {
  return (
    <PageShell title="Log in to post an ad">
      <div className="flex flex-col gap-3 text-gray-800">
        <p>To post an ad you need an account, so that buyers and tenants can reach you and you can manage your ad.</p>
        <p>
          Log in if you have an account. If not, creating one is free and takes a minute, or you can post without one.
        </p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <AuthDialogLink kind="login" next={POST_AD} className={primaryButton}>
          Log in
        </AuthDialogLink>
        <AuthDialogLink kind="register" next={POST_AD} className={secondaryButton}>
          Create an account
        </AuthDialogLink>
      </div>
      <section aria-labelledby="post-as-guest" className="mt-8 border-t border-gray-200 pt-6">
        <h2 id="post-as-guest" className="text-xl font-bold text-gray-900">
          Post without an account
        </h2>
        <p className="mt-2 mb-4 text-gray-800">
          Give your name and e-mail address and go straight to the ad form. We make an account for you and send a link
          to confirm your address: your ad goes live once you have opened it. You can add your phone number and choose a
          password afterwards.
        </p>
        <GuestAccountForm next={POST_AD} />
      </section>
    </PageShell>
  );
}
