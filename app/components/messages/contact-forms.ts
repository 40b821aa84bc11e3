// What the forms of "Message the advertiser" share: whom they write to, what a sent form
// leads to, where the form posts without JavaScript, and where a refusal shows.
import { EMAIL_NOT_VERIFIED_CODE } from '#app/components/auth/email-not-verified-notice.tsx';
import type { ApiError } from '#app/lib/api-client.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { OFFER_FORM_ANCHORS, typedFields } from '#app/lib/offer-forms.ts';
import type { Form, FormValues } from '../forms/use-form.ts';

export type Target = { offerId?: string; userId?: string; name: string };
export type Sent = { kind: 'conversation'; id: string } | { kind: 'confirm'; message: string };

/** Where the form sits on the page and posts to (the page again, scrolled to the form). */
export const ANCHOR = OFFER_FORM_ANCHORS.contact;
export const FORM_ACTION = `#${ANCHOR}`;

/**
 * Where a refusal shows on a message form: beside the fields it names, or, when it names
 * none, under the message (`failed`: the visitor's words for an answer that gives no reason).
 */
function problemErrors(errors: Record<string, string>, message: string | undefined, failed: string) {
  return Object.keys(errors).length > 0 ? errors : { body: message ?? failed };
}

export function showProblem<V extends FormValues>(form: Form<V>, error: ApiError, failed: string) {
  form.setServerErrors(problemErrors(error.errors, error.message, failed));
}

/**
 * A form posted without JavaScript and refused, as useForm shows it from the first
 * render: what was typed, and the messages where the dialog would show them (an
 * unconfirmed address has a notice of its own instead).
 */
export function refusedForm<V extends Record<string, string>>(failure: FormFailure, fields: V, failed: string) {
  const noticed = failure.code === EMAIL_NOT_VERIFIED_CODE;
  return {
    values: typedFields(failure, fields),
    errors: noticed ? {} : problemErrors(failure.errors, failure.message, failed),
  };
}
