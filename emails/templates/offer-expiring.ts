// Sent 24 hours before an offer stops being live, so the owner can refresh it in time.
import { formatDate } from '#contract/dates.ts';
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function offerExpiringEmail(input: {
  name: string;
  title: string;
  expiresAt: Date;
  /** The owner's list of offers, where Refresh is. */
  manageUrl: string;
}): RenderedEmail {
  const when = formatDate(input.expiresAt, 'fullMoment');
  return renderEmail({
    title: `Your listing “${input.title}” expires soon`,
    preheader: `It leaves ${PRODUCT_NAME} on ${when} unless you refresh it.`,
    paragraphs: [
      `Hello ${input.name},`,
      `Your listing “${input.title}” will stop being shown on ${PRODUCT_NAME} on ${when} (UK time).`,
      'Refresh it to keep it live for another full period. If the property is sold or let, you can mark it so instead.',
    ],
    action: { label: 'Refresh my listing', url: input.manageUrl },
    footer: `You are receiving this e-mail because you advertise on ${PRODUCT_NAME}. We send it once for each listing period.`,
  });
}
