// The contact form: the operators get the message by e-mail (Reply-To the sender).
// Nothing is stored but the e-mail's job, so the job is the message.
import type { ContactInput } from '#contract/contact.ts';
import { countAttempt, type Limit } from '#core/platform/attempts.ts';
import { checkCaptcha } from '#core/platform/captcha.ts';
import type { Deps } from '#core/platform/deps.ts';

/**
 * Messages one client may send in an hour. Every message becomes an e-mail to the
 * operators, so the limit is counted here, in the use case, where the API and the
 * page's form (which works without JavaScript) both pass: one allowance for both.
 */
export const CONTACT_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };

/**
 * Queues the operators' e-mail; a client past its hourly allowance gets 429 and nothing is
 * sent. The robot check comes first, so a robot does not spend a person's allowance.
 */
export async function sendContactMessage(
  deps: Pick<Deps, 'db' | 'work' | 'config'>,
  input: ContactInput,
  clientAddress: string,
): Promise<void> {
  const { captcha, ...message } = input;
  await checkCaptcha(deps.config.captcha, captcha, clientAddress);
  await countAttempt(deps.db, `contact:ip:${clientAddress}`, CONTACT_LIMIT);
  await deps.work.queue(deps.db, { kind: 'content.contact-message', ...message });
}
