// Sent after registration (and when the user asks for it again): the link completes the registration.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function activationEmail(input: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `Activate your ${PRODUCT_NAME} account`,
    preheader: 'One click and your account is ready.',
    paragraphs: [
      `Hello ${input.name},`,
      `Thank you for registering with ${PRODUCT_NAME}. To activate your account, open the link below. It can be used once.`,
    ],
    action: { label: 'Activate my account', url: input.url },
    footer: `You are receiving this e-mail because this address was used to register on ${PRODUCT_NAME}. If that was not you, ignore it and no account will be activated.`,
  });
}
