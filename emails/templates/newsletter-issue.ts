// One newsletter as a subscriber receives it: the operator's sanitised content, why
// they get it, and the unsubscribe link (the List-Unsubscribe header carries it too).
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function newsletterIssueEmail(input: {
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  return renderEmail({
    title: input.subject,
    preheader: input.text.slice(0, 120),
    paragraphs: [],
    sanitisedBody: { html: input.html, text: input.text },
    footer: `You are receiving this e-mail because you subscribed to the ${PRODUCT_NAME} newsletter and confirmed your address.`,
    footerLinks: [{ label: 'Unsubscribe', url: input.unsubscribeUrl }],
  });
}
