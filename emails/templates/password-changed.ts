// Sent after a password change, so the owner notices a change they did not make.
// The url lets them take the account back (a password reset link).
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function passwordChangedEmail(input: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `Your ${PRODUCT_NAME} password was changed`,
    preheader: 'If this was you, there is nothing to do.',
    paragraphs: [
      `Hello ${input.name},`,
      'The password of your account was just changed. If this was you, there is nothing else to do.',
      'If you did not change it, set a new password now with the link below.',
    ],
    action: { label: 'Set a new password', url: input.url },
    footer: `You are receiving this e-mail because the password of your ${PRODUCT_NAME} account was changed. We send it for your security.`,
  });
}
