// Sent when support deletes an account: the holder can no longer sign in to read a
// notice, so the e-mail says why, and that invoices the law makes us keep are kept.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function accountDeletedEmail(input: { name: string; reason: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `Your ${PRODUCT_NAME} account is deleted`,
    preheader: 'Your account, ads and messages are gone.',
    paragraphs: [
      `Hello ${input.name},`,
      `Our team has deleted your account for this reason: ${input.reason}`,
      'Your profile, ads, favourites, searches and messages are gone. If you paid for anything, its invoices are kept for as long as the law asks, without your account.',
      'If you did not expect this, write to us.',
    ],
    action: { label: 'Write to us', url: input.url },
    footer: `You are receiving this e-mail because your ${PRODUCT_NAME} account was deleted.`,
  });
}
