// Sent when an operator, handling reports about an ad, a message or a profile, warns the
// account holder: the operator's own words, and where to ask about them.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function accountWarningEmail(input: { name: string; words: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `A warning from the ${PRODUCT_NAME} moderators`,
    preheader: 'Something you posted was reported to us.',
    paragraphs: [
      `Hello ${input.name},`,
      'Something you posted on the site was reported to us, and our moderators looked at it. They ask you to read this:',
      input.words,
      'If this happens again, your account may be suspended. If you think this is a mistake, write to us.',
    ],
    action: { label: 'Write to us', url: input.url },
    footer: `You are receiving this e-mail because our moderators warned your ${PRODUCT_NAME} account.`,
  });
}
