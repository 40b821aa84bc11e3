// To the operators when a visitor writes through the contact form. Replying to the
// e-mail answers the visitor (Reply-To is their address); nothing here is a link the
// visitor chose, so the message cannot smuggle one into a button.
import { CONTACT_TOPIC_LABELS, type ContactInput } from '#contract/contact.ts';
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function contactMessageEmail(input: ContactInput): RenderedEmail {
  const topic = CONTACT_TOPIC_LABELS[input.topic];
  return renderEmail({
    title: `Contact form: ${topic}`,
    subject: `Contact form: ${topic}, from ${input.name}`,
    preheader: input.message.slice(0, 100),
    paragraphs: [
      `${input.name} <${input.email}> wrote through the contact form.`,
      `Topic: ${topic}.`,
      ...input.message.split(/\n{2,}/),
      'Reply to this e-mail to answer them.',
    ],
    footer: `You are receiving this e-mail because you run ${PRODUCT_NAME}.`,
  });
}
