// The top of a public profile: who, what kind of advertiser, where, since when, a way
// to reach them (the phone number only on request) and a way to report the profile.
// Following, writing, the phone number and reporting work without JavaScript too, as
// forms the profile's action takes.
import { advertiserKind } from '#app/lib/advertisers.ts';
import { postedOfferForm } from '#app/lib/offer-forms.ts';
import { postedProfileReport } from '#app/lib/profile-forms.ts';
import { formatDate } from '#contract/dates.ts';
import type { PublicProfile } from '#contract/profiles.ts';
import { FollowButton } from '../favourites/follow-button.tsx';
import { ContactAdvertiser } from '../messages/contact-advertiser.tsx';
import { PhoneReveal } from '../offers/phone-reveal.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { ReportProfile } from './report-profile.tsx';

/**
 * `following`: whether the logged-in user follows the advertiser; `own`: whether the
 * profile is the logged-in user's; `actionData`: the profile action's answer to a form
 * posted without JavaScript, which the forms show.
 */
export function ProfileHeader({ user, following, own, actionData }: HeaderProps) {
  const initials = user.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const showVideo = user.default_avatar === 'video' && user.video_avatar;
  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-5 md:flex-row md:items-start md:p-8">
      {user.avatar ? (
        <img src={user.avatar} alt="" width={120} height={120} className="size-28 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-28 shrink-0 items-center justify-center rounded-full bg-accent-100 text-3xl font-bold text-accent-800"
        >
          {initials}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{user.name}</h1>
        <p className="text-gray-800">
          {user.company ? (
            <>
              Agent at{' '}
              <PrefetchLink to={`/profile/${user.company.id}`} className="font-semibold text-accent-700 underline">
                {user.company.name}
              </PrefetchLink>
            </>
          ) : (
            advertiserKind(user)
          )}
          {user.city && ` · ${user.city}`} · on Dazu since {formatDate(user.member_since, 'monthYear')}
        </p>
        {user.introduction && <p className="text-lg text-gray-900">{user.introduction}</p>}
        {showVideo && (
          <p>
            <a
              href={user.video_avatar ?? undefined}
              rel="noopener noreferrer"
              target="_blank"
              className="font-semibold text-accent-700 underline"
            >
              Watch the video introduction<span className="sr-only"> (opens a new tab)</span>
            </a>
          </p>
        )}
        <ProfileActions user={user} following={following} own={own} actionData={actionData} />
      </div>
    </header>
  );
}

type HeaderProps = {
  user: PublicProfile['user'];
  following: boolean;
  own: boolean;
  actionData: unknown;
};

/** Follow, write, the phone number, and a report (never of one's own profile). */
function ProfileActions({ user, following, own, actionData }: HeaderProps) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <FollowButton advertiserId={user.id} name={user.name} following={following} />
      <ContactAdvertiser
        target={{ userId: user.id, name: user.name }}
        onPage={{ posted: postedOfferForm(actionData, ['message']) }}
      />
      {user.has_phone && <PhoneReveal advertiserId={user.id} />}
      {!own && <ReportProfile profileId={user.id} posted={postedProfileReport(actionData)} />}
    </div>
  );
}
