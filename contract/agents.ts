// A company's agents (spec 7: /api/user/agents): the invitation form and the list.
// Agency, developer and hotel accounts invite agents by name and e-mail; an agent sets
// a password from the invitation e-mail and posts ads on the company's behalf.
import { z } from 'zod';
import { guestAccountSchema } from './accounts.ts';
import { uuidSchema } from './ids.ts';
import { listOf } from './pagination.ts';

/** The invitation form: the same name and e-mail rules as any new account. */
export const agentInvitationSchema = guestAccountSchema;
export type AgentInvitation = z.infer<typeof agentInvitationSchema>;

export const AGENTS_PAGE_SIZE = 25;

/** invited: the invitation link has not been used yet; active: the agent has a password. */
export const AGENT_STATUSES = ['invited', 'active'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const agentSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(AGENT_STATUSES),
  /** The agent's ads in every status. */
  offers_count: z.number().int(),
  live_offers_count: z.number().int(),
  created_at: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentListSchema = listOf(agentSchema);
export type AgentList = z.infer<typeof agentListSchema>;

export const agentRemovalSchema = z.object({
  /** How many of the agent's ads now belong to the company. */
  reassigned_offers: z.number().int(),
});

export const AGENT_MESSAGES = {
  notFound: 'No such agent in your company',
  alreadyActive: 'This agent has already set a password; they can log in or ask for a password reminder',
  invited: (email: string) => `Invitation sent to ${email}.`,
} as const;
