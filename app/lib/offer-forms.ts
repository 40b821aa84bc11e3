// The offer page's forms posted without JavaScript (app/lib/offer-forms.server.ts takes
// them): what its action answers, read back by the forms to show the confirmation, or
// the refusal beside the fields with what was typed.
import { type FormFailure, failureOf } from './form-failure.ts';

/** The page's forms, told apart by the hidden `intent` field each posts. */
export const OFFER_FORM_INTENTS = ['message', 'enquiry', 'report', 'phone', 'register-to-bid', 'bid'] as const;
export type OfferFormIntent = (typeof OFFER_FORM_INTENTS)[number];

/** The auction lot's forms: registering to bid, and a bid. */
export const BIDDING_INTENTS = ['register-to-bid', 'bid'] as const satisfies readonly OfferFormIntent[];

/** Where each form sits on the page: the link that shows it without JavaScript, and where it posts, go there. */
export const OFFER_FORM_ANCHORS = { contact: 'contact-advertiser', report: 'report-ad' } as const;

/**
 * A form the action took: a message, with the conversation it is in; a guest's enquiry,
 * with the address its confirmation link went to; a report; the advertiser's phone
 * number; a registration to bid; a bid, and whether it leads.
 */
export type OfferFormSent =
  | { intent: 'message'; conversationId: string }
  | { intent: 'enquiry'; email: string }
  | { intent: 'report' }
  | { intent: 'phone'; phone: string }
  /** Registered to bid at once (no card to hold); with a card, the action goes on to the gateway's page instead. */
  | { intent: 'register-to-bid' }
  | { intent: 'bid'; leading: boolean };

export type ContactSent = Extract<OfferFormSent, { intent: 'message' | 'enquiry' }>;
export type ReportSent = Extract<OfferFormSent, { intent: 'report' }>;

/** A form posted without JavaScript, as its page shows it again: taken, or refused. */
export type PostedForm<Sent> = { sent: Sent } | { failure: FormFailure };

function sentOf(actionData: unknown): { intent: string } | undefined {
  if (typeof actionData !== 'object' || actionData === null || !('sent' in actionData)) return undefined;
  return (actionData as { sent: { intent: string } }).sent;
}

/**
 * A page action's answer when it was for one of `intents` of the forms whose
 * confirmations are `Sent` (a refusal keeps the intent among what was typed).
 */
export function postedForm<Sent extends { intent: string }, I extends Sent['intent']>(
  actionData: unknown,
  intents: readonly I[],
): PostedForm<Extract<Sent, { intent: I }>> | undefined {
  const isOurs = (intent: unknown): intent is I => intents.some((ours) => ours === intent);
  const failure = failureOf(actionData);
  if (failure) return isOurs(failure.values.intent) ? { failure } : undefined;
  const sent = sentOf(actionData);
  return sent && isOurs(sent.intent) ? { sent: sent as Extract<Sent, { intent: I }> } : undefined;
}

/** The offer page's answer when it was for one of `intents`. */
export function postedOfferForm<I extends OfferFormIntent>(actionData: unknown, intents: readonly I[]) {
  return postedForm<OfferFormSent, I>(actionData, intents);
}

/** What was typed into a refused form, its own fields only (never the hidden intent), for useForm. */
export function typedFields<V extends Record<string, string>>(failure: FormFailure, fields: V): Partial<V> {
  const typed: Partial<V> = {};
  for (const name of Object.keys(fields) as (keyof V & string)[]) {
    const value = failure.values[name];
    if (value !== undefined) typed[name] = value as V[typeof name];
  }
  return typed;
}
