// The newsletter sign-up posted without JavaScript (the footer's form on every page, and
// the /newsletter page's own): the same use case as POST /api/newsletter, answered as the
// /newsletter page with the words the API's answer is shown in.
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { newsletterSignupSchema } from '#contract/newsletter.ts';
import { requestSubscription } from '#core/newsletter/subscribers.ts';
import { type AppContext, getAppContext } from '../context.ts';
import { fieldText, handleForm, type PageActionArgs, parseFields } from './page-action.server.ts';

/** `{ signedUp }`, the confirmation to show ('check your e-mail', or 'already active'), or the form's failure. */
export async function newsletterFormAction({ request, context }: PageActionArgs) {
  const app = getAppContext(context);
  return handleForm(request, (fields) => signUp(app, fields));
}

async function signUp(app: AppContext, fields: Record<string, string | string[]>) {
  const { email } = parseFields(newsletterSignupSchema, { email: fieldText(fields, 'email')?.trim() });
  // The logged-in owner of the address is subscribed at once, as through the API.
  const outcome = await requestSubscription(app.deps, email, app.session.account, app.client.address);
  return { signedUp: outcome === 'active' ? SPEC_MESSAGES.newsletterActive : SPEC_MESSAGES.newsletterConfirm };
}
