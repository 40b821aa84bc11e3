// The contact form: the operators get the message by e-mail (Reply-To the sender).
// Nothing is stored but the e-mail's job, so the job is the message.
import type { ContactInput } from '#contract/contact.ts';
import type { Deps } from '#core/platform/deps.ts';

export async function sendContactMessage(deps: Pick<Deps, 'db' | 'work'>, input: ContactInput): Promise<void> {
  await deps.work.queue(deps.db, { kind: 'content.contact-message', ...input });
}
