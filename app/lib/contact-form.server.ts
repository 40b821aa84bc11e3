// The /contact page's form posted without JavaScript: the same use case as
// POST /api/contact (and so the same hourly allowance per client), answered as the page.
import { CONTACT_MESSAGES, contactSchema } from '#contract/contact.ts';
import type { CaptchaWidget } from '#contract/integrations.ts';
import { sendContactMessage } from '#core/content/contact-message.ts';
import { getAppContext } from '../context.ts';
import { captchaAnswerIn } from './captcha-answer.ts';
import { fieldText, handleForm, type PageActionArgs, parseFields } from './page-action.server.ts';

type Fields = Record<string, string | string[]>;

/** The form's own fields, as the API's body carries them (the schema refuses any other). */
const contactInputOf = (fields: Fields, captcha: CaptchaWidget | null) =>
  parseFields(contactSchema, {
    name: fieldText(fields, 'name'),
    email: fieldText(fields, 'email'),
    topic: fieldText(fields, 'topic'),
    message: fieldText(fields, 'message'),
    captcha: captchaAnswerIn(fields, captcha),
  });

/** Sends the message: `{ sent }` with the API's words, or the form's failure (422, 429). */
export async function contactFormAction({ request, context }: PageActionArgs) {
  const app = getAppContext(context);
  return handleForm(request, async (fields) => {
    await sendContactMessage(app.deps, contactInputOf(fields, app.config.captcha), app.client.address);
    return { sent: CONTACT_MESSAGES.sent };
  });
}
