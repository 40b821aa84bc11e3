// A message from the contact form, to the operators (OPERATOR_EMAIL, or every operator
// account) with Reply-To set to the visitor, so answering is one click.
import { contactSchema } from '#contract/contact.ts';
import { operatorRecipients } from '#core/offers/reports.ts';
import { contactMessageEmail } from '#emails/templates/contact-message.ts';
import { defineJob } from '../define.ts';
import { sendEmailJob } from './send-email.ts';

export const contactMessageJob = defineJob({
  name: 'content.contact-message',
  payload: contactSchema,
  options: { retryLimit: 5, retryDelay: 60 },
  async handler(message, { db, config, queue, log }) {
    const { emails } = await operatorRecipients(db, config.operatorEmail);
    if (emails.length === 0) {
      log.warn({ topic: message.topic }, 'contact form message but no operator to send it to: set OPERATOR_EMAIL');
      return;
    }
    const email = contactMessageEmail(message);
    await db.transaction(async (tx) => {
      for (const to of emails)
        await queue.send(sendEmailJob, { to, ...email, replyTo: message.email }, { transaction: tx });
    });
  },
});
