// Sent when a company invites someone to be its agent. Nothing exists until they answer:
// the link opens a page where they join (making an account, or with the one they have)
// or refuse.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function agentInvitationEmail(input: { name: string; company: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `${input.company} invites you to join it on ${PRODUCT_NAME}`,
    preheader: `Accept or refuse: ${input.company} would like you to post ads as its agent.`,
    paragraphs: [
      `Hello ${input.name},`,
      `${input.company} would like you to post and manage ads on ${PRODUCT_NAME} as one of its agents. Open the link below to accept or refuse. It works for 7 days; ${input.company} can send you a new one.`,
      `If you accept, ${input.company} manages the ads you post on ${PRODUCT_NAME}, including any you already have there; the page explains this before you decide.`,
      'If you do not know this company, ignore this e-mail or refuse: nothing is created in your name unless you accept.',
    ],
    action: { label: 'Answer the invitation', url: input.url },
    footer: `You are receiving this e-mail because ${input.company} entered this address to invite an agent on ${PRODUCT_NAME}.`,
  });
}
