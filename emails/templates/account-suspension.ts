// Sent when an operator suspends an account (it can no longer sign in to read a notice,
// so it is told here why, and how to ask about it) and when it is reinstated.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function accountSuspendedEmail(input: { name: string; reason: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `Your ${PRODUCT_NAME} account is suspended`,
    preheader: 'You cannot sign in for now, and your ads are hidden.',
    paragraphs: [
      `Hello ${input.name},`,
      `Our team has suspended your account for this reason: ${input.reason}`,
      'While it is suspended you cannot sign in, and your ads are not shown on the site. Nothing has been deleted.',
      'If you think this is a mistake, or you have put right what the reason says, write to us and we will look at it again.',
    ],
    action: { label: 'Write to us', url: input.url },
    footer: `You are receiving this e-mail because your ${PRODUCT_NAME} account was suspended.`,
  });
}

export function accountReinstatedEmail(input: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `Your ${PRODUCT_NAME} account is active again`,
    preheader: 'You can sign in, and your ads are back on the site.',
    paragraphs: [
      `Hello ${input.name},`,
      'Our team has lifted the suspension of your account. You can sign in again, and your live ads are back on the site.',
    ],
    action: { label: 'Sign in', url: input.url },
    footer: `You are receiving this e-mail because your ${PRODUCT_NAME} account was reinstated.`,
  });
}
