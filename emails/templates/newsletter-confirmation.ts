// Double opt-in: the address must click before any newsletter is sent to it.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function newsletterConfirmationEmail(input: { url: string }): RenderedEmail {
  return renderEmail({
    title: `Confirm your ${PRODUCT_NAME} newsletter`,
    preheader: 'One click and the newsletter is on its way.',
    paragraphs: [
      `Someone, hopefully you, asked for the ${PRODUCT_NAME} newsletter at this address: new homes, market news and tips for buyers, renters and landlords.`,
      'Confirm with the button below. The link works for 7 days. If you did not ask for it, ignore this e-mail and nothing will be sent.',
    ],
    action: { label: 'Confirm my subscription', url: input.url },
  });
}
