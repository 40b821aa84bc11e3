// The offer page's forms posted without JavaScript: a logged-in user's message to the
// advertiser, a visitor's enquiry (sent once its e-mailed link is followed), a report
// of the ad, the advertiser's phone number, and an auction's registration and bids. Each runs the same use case as its API
// route and answers with what the page shows: the confirmation, or (through handleForm)
// the refusal beside the form.
import { data } from 'react-router';
import { z } from 'zod';
import { guestEnquirySchema, startConversationSchema } from '#contract/conversations.ts';
import { offerReportSchema } from '#contract/offer-reports.ts';
import { phoneRequestParamsSchema } from '#contract/profiles.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { sha256 } from '#core/accounts/secrets.ts';
import { replaceSession, sessionTimesOf } from '#core/accounts/sessions.ts';
import { unauthorized } from '#core/errors.ts';
import { startConversation } from '#core/messages/conversations.ts';
import { holdEnquiry } from '#core/messages/enquiries.ts';
import { showPhoneNumber } from '#core/offers/phone-reveal.ts';
import { type Reporter, reportOffer } from '#core/offers/reports.ts';
import type { AppContext } from '../context.ts';
import { placeBidFromPage, registerToBidFromPage } from './auction-forms.server.ts';
import { OFFER_FORM_INTENTS, type OfferFormIntent, type OfferFormSent } from './offer-forms.ts';
import { parseFields } from './page-action.server.ts';

type Fields = Record<string, string | string[]>;

/** A form the use case took: the confirmation, and the cookies of a visitor session opened meanwhile. */
type Taken = { sent: OfferFormSent; cookies?: readonly string[] };
type Handler = (app: AppContext, offerId: string, fields: Fields) => Promise<Taken>;

const intentSchema = z.enum(OFFER_FORM_INTENTS);

/** Runs the form the page posted about the offer `offerId`; answers the page again with its confirmation. */
export async function offerFormAction(app: AppContext, offerId: string, fields: Fields) {
  const intent = intentSchema.safeParse(fields.intent);
  // Not one of the page's forms: nothing to show a refusal beside.
  if (!intent.success) throw data(WEB_SURFACE_MESSAGES.notAForm, { status: 400 });
  const { sent, cookies = [] } = await HANDLERS[intent.data](app, offerId, fields);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return data({ sent }, { headers });
}

/** POST /api/conversations: the session's user writes to the ad's advertiser. */
const sendMessage: Handler = async (app, offerId, fields) => ({
  sent: await memberMessageAction(app, { offer_id: offerId }, fields),
});

/**
 * A logged-in user's message posted by a page's form, about an ad or (from a profile) to
 * its advertiser: the use case of POST /api/conversations, which refuses an account whose
 * address is not confirmed. Answers the conversation it went into.
 */
export async function memberMessageAction(
  app: AppContext,
  to: { offer_id: string } | { user_id: string },
  fields: Fields,
): Promise<Extract<OfferFormSent, { intent: 'message' }>> {
  const sender = app.session.account;
  // The session ended between showing the form and sending it.
  if (!sender) throw unauthorized();
  const input = parseFields(startConversationSchema, {
    ...to,
    body: fields.body,
    // The choice of one's own ad to offer ('' for none).
    offered_offer_id: fields.offered_offer_id || undefined,
  });
  const message = await startConversation(app.deps, sender, input);
  return { intent: 'message', conversationId: message.conversationId };
}

/** POST /api/contact/offer/{id}: held until the visitor follows the link e-mailed to them. */
const holdGuestEnquiry: Handler = async (app, offerId, fields) => {
  const input = parseFields(guestEnquirySchema, fields);
  await holdEnquiry(app.deps, offerId, input, app.client.address);
  // The address as the API's answer names it: where the link went.
  return { sent: { intent: 'enquiry', email: input.email.trim().toLowerCase() } };
};

/** POST /api/offers/{id}/report. */
const sendReport: Handler = async (app, offerId, fields) => {
  const input = parseFields(offerReportSchema, { reason: fields.reason, message: fields.message });
  const { reporter, cookies } = await reporterOf(app);
  await reportOffer(app.deps, offerId, reporter, input, app.client.address);
  return { sent: { intent: 'report' }, cookies };
};

/** POST /api/user/{id}/phone with the ad: the advertiser the page names (the use case checks the ad is theirs). */
const showPhone: Handler = async (app, offerId, fields) => ({
  sent: await phoneFormAction(app, { advertiser: fields.advertiser, offerId }),
});

/** The advertiser's number asked for by a page's form (the ad's page, or the profile's with no ad). */
export async function phoneFormAction(app: AppContext, asked: { advertiser: unknown; offerId: string | null }) {
  const { id: advertiserId } = parseFields(phoneRequestParamsSchema, { id: asked.advertiser });
  const { phone } = await showPhoneNumber(app.deps, { advertiserId, offerId: asked.offerId }, app.client.address);
  return { intent: 'phone' as const, phone };
}

const HANDLERS: Record<OfferFormIntent, Handler> = {
  message: sendMessage,
  enquiry: holdGuestEnquiry,
  report: sendReport,
  phone: showPhone,
  'register-to-bid': registerToBidFromPage,
  bid: placeBidFromPage,
};

/**
 * Who reports, as the API tells reporters apart (one open report each per ad or profile):
 * the user, else the visitor's session. A visitor without JavaScript has none yet (the
 * API's CSRF cookie is what opens one), so one is opened here, as that cookie would.
 */
export async function reporterOf(app: AppContext): Promise<{ reporter: Reporter; cookies: string[] }> {
  const user = app.session.user;
  if (user) return { reporter: { userId: user.id, key: `user:${user.id}` }, cookies: [] };
  if (app.client.sessionId) return { reporter: { userId: null, key: `session:${app.client.sessionId}` }, cookies: [] };
  const session = await replaceSession(app.db, sessionTimesOf(app.deps.config), {
    proof: { kind: 'visitor' },
    userAgent: app.client.userAgent,
    previousSessionHash: null,
  });
  return { reporter: { userId: null, key: `session:${sha256(session.id)}` }, cookies: app.cookies.open(session) };
}
