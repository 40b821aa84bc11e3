// The public profile's forms posted without JavaScript (app/lib/profile-forms.server.ts
// takes them): following the advertiser and no longer following them, besides the
// message and the phone number the offer page's forms share.
import { type OfferFormSent, type PostedForm, postedForm } from './offer-forms.ts';

/** The Follow button's two forms, told apart by the hidden `intent` field. */
export const FOLLOW_INTENTS = ['follow', 'unfollow'] as const;
export type FollowIntent = (typeof FOLLOW_INTENTS)[number];

/** What the profile's action answers a form it took. */
export type ProfileFormSent = Extract<OfferFormSent, { intent: 'message' | 'phone' }> | { intent: FollowIntent };

/** The action's answer to the Follow button's form, if that is what was posted. */
export function postedFollow(actionData: unknown): PostedForm<{ intent: FollowIntent }> | undefined {
  return postedForm<ProfileFormSent, FollowIntent>(actionData, FOLLOW_INTENTS);
}
