// A company's agents (/api/user/agents): the invitation form and the list.
// Agency, developer and hotel accounts invite people by name and e-mail; nothing is
// created until the invited person answers the e-mailed link: a new person makes their
// account there, a person with an account logs in and accepts or refuses. Agents post
// and manage ads on the company's behalf.
import { z } from 'zod';
import { guestAccountSchema } from './accounts.ts';
import { uuidSchema } from './ids.ts';
import { listOf } from './pagination.ts';

/** The invitation form: the same name and e-mail rules as any new account. */
export const agentInvitationSchema = guestAccountSchema;
export type AgentInvitation = z.infer<typeof agentInvitationSchema>;

export const AGENTS_PAGE_SIZE = 25;

/**
 * An entry of the list is an agent (kind agent, status active) or an invitation not
 * accepted yet (kind invitation): invited (waiting for an answer), expired (its link is
 * older than 7 days: send it again) or declined (the person refused).
 */
export const AGENT_STATUSES = ['invited', 'expired', 'declined', 'active'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
export const AGENT_KINDS = ['agent', 'invitation'] as const;

export const agentSchema = z.object({
  /** The agent's account id, or the invitation's id: DELETE /api/user/agents/{id} takes either. */
  id: uuidSchema,
  kind: z.enum(AGENT_KINDS),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(AGENT_STATUSES),
  /** The agent's ads in every status (0 for an invitation). */
  offers_count: z.number().int(),
  live_offers_count: z.number().int(),
  created_at: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentListSchema = listOf(agentSchema);
export type AgentList = z.infer<typeof agentListSchema>;

/** An agent or an invitation in a path: DELETE and resend take either id. */
export const agentParamsSchema = z.object({ id: z.uuid({ error: 'Give the agent or invitation by its id' }) });

export const agentRemovalSchema = z.object({
  /** How many of the agent's ads now belong to the company (0 for an invitation). */
  reassigned_offers: z.number().int(),
});

/**
 * What the invitation page shows for a link (GET /api/agent-invitations?token=):
 * join: no account has the address, the person makes one; log_in: the address has an
 * account, and the caller is not logged in to it; accept: the caller is that account
 * (its ads are counted, since the company will manage them); cannot_join: that account
 * is a company, an operator or another company's agent, which cannot become an agent.
 */
export const invitationViewSchema = z.object({
  step: z.enum(['join', 'log_in', 'accept', 'cannot_join']),
  company_name: z.string(),
  name: z.string(),
  email: z.string(),
  expires_at: z.string(),
  offers_count: z.number().int(),
  live_offers_count: z.number().int(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const AGENT_MESSAGES = {
  notFound: 'No such agent or invitation in your company',
  alreadyActive: 'This agent has already joined; they can log in or ask for a password reminder',
  invitationDeclined: 'This person refused the invitation. Remove it, then invite them again if they agree.',
  invitationPending: 'This address has an invitation waiting for an answer. Use “Send again” to e-mail a new link.',
  alreadyAgent: 'This person is already one of your agents.',
  notYourself: 'This is your own company’s address. Agents need an address of their own.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  /** The invited person's side. */
  linkInvalid:
    'This invitation is no longer valid: it was answered or withdrawn, or its link is more than 7 days old. Ask the company to send a new one.',
  accountExists: 'This address already has an account. Log in with it to accept the invitation.',
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Log out, then log in with that address to answer it.`,
  cannotJoin:
    'This account cannot become an agent: company and operator accounts cannot, nor an agent of another company. Log in with a personal account, or refuse the invitation.',
  joined: (company: string) => `You have joined ${company} as an agent.`,
  declined: (company: string) => `You refused the invitation. ${company} has been told; nothing has changed.`,
} as const;
