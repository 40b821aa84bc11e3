// Sent when someone asks for a password reminder: the link lets the owner of the address set a new password.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function passwordResetEmail(input: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `Set a new ${PRODUCT_NAME} password`,
    preheader: 'Someone asked to reset the password of your account.',
    paragraphs: [
      `Hello ${input.name},`,
      'We received a request to reset the password of your account. To choose a new password, open the link below. It can be used once and expires soon.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Set a new password', url: input.url },
    footer: `You are receiving this e-mail because a password reset was requested for this address on ${PRODUCT_NAME}.`,
  });
}
