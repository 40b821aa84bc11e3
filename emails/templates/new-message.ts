// A new message for an account: who wrote and about which ad, the text, and a link
// to answer on the site (the sender's address is not in it, nor the reader's).
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function newMessageEmail(input: {
  name: string;
  senderName: string;
  offerTitle: string | null;
  body: string;
  url: string;
}): RenderedEmail {
  const about = input.offerTitle ? ` about “${input.offerTitle}”` : '';
  return renderEmail({
    title: `New message from ${input.senderName}${about}`,
    preheader: input.body.slice(0, 120),
    paragraphs: [`Hello ${input.name},`, `${input.senderName} wrote to you on ${PRODUCT_NAME}${about}:`, input.body],
    action: { label: 'Read and reply', url: input.url },
    footer: `You are receiving this e-mail because someone wrote to you on ${PRODUCT_NAME}. You can block a sender from the conversation.`,
  });
}

/** A member's reply to a guest's enquiry: the text, and the way to write again. */
export function replyToGuestEmail(input: {
  name: string;
  senderName: string;
  offerTitle: string | null;
  body: string;
  offerUrl: string | null;
}): RenderedEmail {
  const about = input.offerTitle ? ` about “${input.offerTitle}”` : '';
  return renderEmail({
    title: `${input.senderName} replied${about}`,
    preheader: input.body.slice(0, 120),
    paragraphs: [
      `Hello ${input.name},`,
      `${input.senderName} answered your enquiry on ${PRODUCT_NAME}${about}:`,
      input.body,
      'Replies to this e-mail are not read. To write back, use the Contact button on the ad, or create a free account to keep the conversation in one place.',
    ],
    ...(input.offerUrl ? { action: { label: 'Open the ad', url: input.offerUrl } } : {}),
  });
}

/** A guest confirms their address before their enquiry is sent. */
export function enquiryConfirmationEmail(input: {
  name: string;
  offerTitle: string | null;
  url: string;
}): RenderedEmail {
  const about = input.offerTitle ? ` about “${input.offerTitle}”` : '';
  return renderEmail({
    title: 'Confirm your message',
    preheader: 'One click and the advertiser gets your message.',
    paragraphs: [
      `Hello ${input.name},`,
      `You wrote a message${about} on ${PRODUCT_NAME}. To make sure nobody writes in your name, it is sent once you confirm this address. The link works for 24 hours.`,
    ],
    action: { label: 'Confirm and send my message', url: input.url },
  });
}
