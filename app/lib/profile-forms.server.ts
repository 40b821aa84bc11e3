// The public profile's forms posted without JavaScript: follow the advertiser or stop,
// write to them, show their phone number, and report the profile. Each runs the use case
// of its API route and answers the page with what it shows: the confirmation, or (through
// handleForm) the refusal beside the form. A visitor who presses Follow is sent to log in
// first, and comes back to the profile; a visitor may report, as through the API.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { profileReportSchema } from '#contract/profile-reports.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { refusalOf } from '#core/errors.ts';
import { followAdvertiser, unfollowAdvertiser } from '#core/favourites/follows.ts';
import { reportProfile } from '#core/reports/profile-reports.ts';
import type { AppContext } from '../context.ts';
import { authPagePath } from './auth-page.ts';
import { memberMessageAction, phoneFormAction, reporterOf } from './offer-forms.server.ts';
import { handleForm, parseFields } from './page-action.server.ts';
import { pageUrl } from './page-url.ts';
import { FOLLOW_INTENTS, type FollowIntent, type ProfileFormSent } from './profile-forms.ts';

type Fields = Record<string, string | string[]>;

const intentSchema = z.enum(['message', 'phone', 'report', ...FOLLOW_INTENTS]);

/** Runs the form posted to the profile of `advertiserId`; answers the page again with its confirmation. */
export function profileFormAction(app: AppContext, request: Request, advertiserId: string) {
  const url = pageUrl(request);
  const back = `${url.pathname}${url.search}`;
  return handleForm(request, async (fields) => {
    const intent = intentSchema.safeParse(fields.intent);
    // Not one of the page's forms: nothing to show a refusal beside.
    if (!intent.success) throw data(WEB_SURFACE_MESSAGES.notAForm, { status: 400 });
    if (intent.data === 'message' || intent.data === 'phone') {
      return data({ sent: await contact(app, advertiserId, intent.data, fields) });
    }
    if (intent.data === 'report') return report(app, advertiserId, fields);
    if (!app.session.user) return redirect(authPagePath('login', new URLSearchParams({ next: back })), 303);
    return data({ sent: await follow(app, app.session.user.id, advertiserId, intent.data) });
  });
}

/** POST /api/conversations with the advertiser, or POST /api/user/{id}/phone without an ad. */
async function contact(
  app: AppContext,
  advertiserId: string,
  intent: 'message' | 'phone',
  fields: Fields,
): Promise<ProfileFormSent> {
  if (intent === 'message') return memberMessageAction(app, { user_id: advertiserId }, fields);
  return phoneFormAction(app, { advertiser: advertiserId, offerId: null });
}

/**
 * POST /api/users/{id}/report: a visitor too, told apart by their session (opened here
 * when they have none yet, so its cookie goes with the answer).
 */
async function report(app: AppContext, profileId: string, fields: Fields) {
  const input = parseFields(profileReportSchema, { reason: fields.reason, message: fields.message });
  const { reporter, cookies } = await reporterOf(app);
  await reportProfile(app.deps, profileId, reporter, input, app.client.address);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  const sent: ProfileFormSent = { intent: 'report' };
  return data({ sent }, { headers });
}

/** POST or DELETE /api/favorite-users/{id}. */
async function follow(
  app: AppContext,
  userId: string,
  advertiserId: string,
  intent: FollowIntent,
): Promise<ProfileFormSent> {
  if (intent === 'follow') {
    await followAdvertiser(app.db, userId, advertiserId);
    return { intent };
  }
  try {
    await unfollowAdvertiser(app.db, userId, advertiserId);
  } catch (error) {
    // Not followed (stopped in another tab, or the form sent twice): what was asked for is already so.
    if (refusalOf(error)?.status !== 404) throw error;
  }
  return { intent };
}
