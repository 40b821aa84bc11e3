import { OfferForm } from '#app/components/post-ad/offer-form.tsx';
import { getAppContext } from '#app/context.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { usePostAdGuard } from '#app/hooks/use-post-ad-guard.ts';
import { adFormAction } from '#app/lib/ad-form.server.ts';
import { authPagePath } from '#app/lib/auth-page.ts';
import { applyGuards, userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/post-ad.ts';

/**
 * A logged-in user is checked here (an incomplete profile goes to /profile-setup first);
 * a guest is checked in the browser, where temporary credentials would be.
 */
export function loader(args: Route.LoaderArgs) {
  const { session, config } = getAppContext(args.context);
  const user = session.user;
  const map = config.map;
  // A guest's new account (temporary password) completes its profile after posting.
  const unconfirmedEmail = user && !user.email_verified ? user.email : null;
  if (user?.has_temporary_password) return { loggedIn: true, unconfirmedEmail, map };
  return { loggedIn: applyGuards(args, 'profile') !== null, unconfirmedEmail, map };
}

/** The ad form posted without JavaScript (with it, the form uses the API). */
export function action(args: Route.ActionArgs) {
  const app = getAppContext(args.context);
  if (!app.session.user?.has_temporary_password) userOrRedirect(args, 'profile');
  return adFormAction(app, args.request, null);
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Post an ad'), { name: 'robots', content: 'noindex' }];
}

/** A guest's account lives in the browser: before its script runs, a guest is asked to log in. */
function AccountCheck() {
  const hydrated = useHydrated();
  if (hydrated) return <p role="status">Checking your account…</p>;
  return (
    <p>
      <a
        href={authPagePath('login', new URLSearchParams({ next: '/post-ad' }))}
        className="font-semibold text-accent-700 underline underline-offset-4"
      >
        Log in or create an account
      </a>{' '}
      to post an ad.
    </p>
  );
}

export default function PostAd({ loaderData, actionData }: Route.ComponentProps) {
  const allowed = usePostAdGuard();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 lg:py-12">
      <h1 className="text-3xl font-bold text-gray-900">Post an ad</h1>
      <p className="mt-2 text-gray-800">
        Fill in what you know: the fields that matter for your kind of property appear as you go. Nothing is public
        until you publish it.
      </p>
      {loaderData.unconfirmedEmail && (
        <p className="mt-4 rounded-xl border border-sky-300 bg-sky-50 p-4 text-gray-900">
          We sent a link to <strong>{loaderData.unconfirmedEmail}</strong>. You can fill in and preview your ad now; it
          goes live once you have opened the link to confirm your address.
        </p>
      )}
      <div className="mt-6">
        {loaderData.loggedIn || allowed ? (
          <OfferForm
            map={loaderData.map}
            awaitingConfirmation={loaderData.unconfirmedEmail !== null}
            posted={actionData?.posted}
          />
        ) : (
          <AccountCheck />
        )}
      </div>
    </div>
  );
}
