import { data, useLocation } from 'react-router';
import { z } from 'zod';
import { OfferGrid } from '#app/components/offers/offer-grid.tsx';
import { ProfileDetails } from '#app/components/profiles/profile-details.tsx';
import { ProfileHeader } from '#app/components/profiles/profile-header.tsx';
import { PaginationNav } from '#app/components/search/pagination-nav.tsx';
import { getAppContext } from '#app/context.ts';
import { advertiserKind } from '#app/lib/advertisers.ts';
import { pageMeta, summary } from '#app/lib/meta.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import { profileFormAction } from '#app/lib/profile-forms.server.ts';
import { formatCount } from '#contract/format.ts';
import { profileOffersQuerySchema } from '#contract/profiles.ts';
import { HttpError } from '#core/errors.ts';
import { isFollowing } from '#core/favourites/follows.ts';
import { getPublicProfile } from '#core/profiles/public-profile.ts';
import type { Route } from './+types/profile.ts';

/** The profile's id from the address; not found when it cannot be one. */
function profileId(params: Route.LoaderArgs['params']): string {
  if (!z.uuid().safeParse(params.user).success) throw data(null, { status: 404 });
  return params.user;
}

/**
 * /profile/{user}: an advertiser's public profile and live ads, as GET /api/profile/{user}
 * gives them, whether the logged-in user follows them (the Follow button is drawn so
 * before, and without, JavaScript), and whether it is their own (which they cannot report).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const id = profileId(params);
  const query = profileOffersQuerySchema.safeParse(Object.fromEntries(pageUrl(request).searchParams));
  if (!query.success) throw data(null, { status: 404 });
  const viewer = app.session.user;
  try {
    const [profile, following] = await Promise.all([
      getPublicProfile(app.db, id, { page: query.data.page, assetBase: app.config.assetBaseUrl }),
      viewer ? isFollowing(app.db, viewer.id, id) : false,
    ]);
    return {
      profile,
      following,
      own: viewer?.id === id,
      canonical: `${app.config.publicUrl}/profile/${profile.user.id}`,
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The profile's Follow, message, "Show phone number" and report forms posted without JavaScript (with it, the API). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return profileFormAction(getAppContext(context), request, profileId(params));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found');
  const { user } = loaderData.profile;
  const kind = advertiserKind(user);
  const description = user.introduction ?? user.description ?? `${kind}${user.city ? ` in ${user.city}` : ''}`;
  return [
    ...pageMeta(`${user.name}: ${kind}${user.city ? ` in ${user.city}` : ''}`, summary(description)),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, offers } = loaderData.profile;
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto flex max-w-[1300px] flex-col gap-8 px-4 py-6 md:py-8">
      <ProfileHeader user={user} following={loaderData.following} own={loaderData.own} actionData={actionData} />
      <ProfileDetails user={user} />
      <section aria-labelledby="live-ads">
        <h2 id="live-ads" className="mb-4 text-xl font-bold text-gray-900">
          {formatCount(offers.meta.total, 'live ad', 'live ads')}
        </h2>
        {offers.data.length === 0 ? (
          <p className="text-gray-700">No ads on the site at the moment.</p>
        ) : (
          <OfferGrid offers={offers.data} headingLevel="h3" />
        )}
        <PaginationNav pathname={pathname} search={search} page={offers.meta.page} lastPage={offers.meta.last_page} />
      </section>
    </div>
  );
}
