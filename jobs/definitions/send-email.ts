// A generic e-mail: already rendered (emails/), delivered by the mailer, retried as every
// e-mail job is (jobs/retries.ts); an address the server refuses for good (no such
// mailbox) is not retried.
import { z } from 'zod';
import { isPermanentRejection } from '#core/mail/mailer.ts';
import { defineJob } from '../define.ts';
import { EMAIL_RETRIES } from '../retries.ts';

/** A rendered e-mail to one address, as the e-mail jobs carry it. */
export const emailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  html: z.string().min(1),
  text: z.string().min(1),
  /** List-Unsubscribe and the like. */
  headers: z.record(z.string().regex(/^[A-Za-z-]{1,60}$/), z.string().max(2000)).optional(),
  /** Where replies go (the contact form: the visitor who wrote). */
  replyTo: z.email().optional(),
});

export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: emailMessageSchema,
  options: EMAIL_RETRIES,
  async handler(message, { mailer, log }, { signal }) {
    try {
      await mailer.send(message, { signal });
    } catch (error) {
      if (!isPermanentRejection(error)) throw error;
      log.error({ err: error, to: message.to }, 'e-mail refused by the server for good: not retried');
    }
  },
});
