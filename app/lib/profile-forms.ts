// The public profile's forms posted without JavaScript (app/lib/profile-forms.server.ts
// takes them): following the advertiser and no longer following them, and reporting the
// profile, besides the message and the phone number the offer page's forms share.
import { type OfferFormSent, type PostedForm, postedForm } from './offer-forms.ts';

/** Where the report form sits on the profile: its link without JavaScript, and where it posts, go there. */
export const PROFILE_FORM_ANCHORS = { report: 'report-profile' } as const;

/** The Follow button's two forms, told apart by the hidden `intent` field. */
export const FOLLOW_INTENTS = ['follow', 'unfollow'] as const;
export type FollowIntent = (typeof FOLLOW_INTENTS)[number];

/** What the profile's action answers a form it took. */
export type ProfileFormSent =
  | Extract<OfferFormSent, { intent: 'message' | 'phone' | 'report' }>
  | { intent: FollowIntent };

/** The action's answer to the Follow button's form, if that is what was posted. */
export function postedFollow(actionData: unknown): PostedForm<{ intent: FollowIntent }> | undefined {
  return postedForm<ProfileFormSent, FollowIntent>(actionData, FOLLOW_INTENTS);
}

/** The action's answer to the report form, if that is what was posted. */
export function postedProfileReport(actionData: unknown): PostedForm<{ intent: 'report' }> | undefined {
  return postedForm<ProfileFormSent, 'report'>(actionData, ['report']);
}
