// Sent when a company adds an agent: the link lets the agent choose a password and log in.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function agentInvitationEmail(input: { name: string; company: string; url: string }): RenderedEmail {
  return renderEmail({
    title: `${input.company} invites you to ${PRODUCT_NAME}`,
    preheader: `Choose a password to post ads for ${input.company}.`,
    paragraphs: [
      `Hello ${input.name},`,
      `${input.company} has added you as an agent on ${PRODUCT_NAME}. To choose your password and log in, open the link below. It can be used once and expires in 7 days; ${input.company} can send you a new one.`,
      'If you do not know this company, you can ignore this e-mail: no account is usable without the password you choose.',
    ],
    action: { label: 'Choose your password', url: input.url },
    footer: `You are receiving this e-mail because ${input.company} entered this address as one of its agents on ${PRODUCT_NAME}.`,
  });
}
