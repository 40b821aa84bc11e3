// The contact form (/contact, POST /api/contact): one schema for the page's instant
// messages and the server's real check.
import { z } from 'zod';
import { captchaTokenField } from './integrations.ts';

export const CONTACT_TOPICS = ['ad_question', 'site_help', 'technical', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  ad_question: 'Question about an ad',
  site_help: 'Help with the site',
  technical: 'Technical problem',
  other: 'Other',
};

export const CONTACT_LIMITS = { nameMax: 100, messageMin: 10, messageMax: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Enter your name',
  nameLong: `Keep your name under ${CONTACT_LIMITS.nameMax} characters`,
  email: 'Enter a valid e-mail address, like name@example.co.uk',
  topic: 'Choose what your message is about',
  messageShort: `Tell us a little more (at least ${CONTACT_LIMITS.messageMin} characters)`,
  messageLong: `Keep your message under ${CONTACT_LIMITS.messageMax.toLocaleString('en-GB')} characters`,
  sent: 'Thank you. Your message has been sent: we reply by e-mail, usually within two working days.',
} as const;

export const contactSchema = z
  .object({
    name: z
      .string({ error: CONTACT_MESSAGES.name })
      .trim()
      .min(1, CONTACT_MESSAGES.name)
      .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameLong)
      // A name is a line of text: no line breaks that could become mail headers.
      .regex(/^[^\r\n]*$/, CONTACT_MESSAGES.name),
    email: z.string({ error: CONTACT_MESSAGES.email }).trim().pipe(z.email(CONTACT_MESSAGES.email).max(254)),
    topic: z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topic }),
    message: z
      .string({ error: CONTACT_MESSAGES.messageShort })
      .trim()
      .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageShort)
      .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageLong),
    /** The robot check's answer, when the site has one (contract/integrations.ts). */
    captcha: captchaTokenField,
  })
  .strict();
export type ContactInput = z.infer<typeof contactSchema>;

export const contactReceiptSchema = z.object({ message: z.string() });
