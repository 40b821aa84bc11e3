// A company invites a person to be one of its agents. The invitation is a row of its
// own, never an account: whoever has the address decides, through the e-mailed link
// (core/agents/invitation-answers.ts), and the address stays free to register on its
// own meanwhile. The company is not told whether the address has an account.
import { sql } from 'drizzle-orm';
import { AGENT_MESSAGES, type Agent, type AgentInvitation } from '#contract/agents.ts';
import { randomToken, sha256 } from '#core/accounts/secrets.ts';
import { badRequest, HttpError, notFound } from '#core/errors.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';
import { getAgentEntry } from './agents.ts';

/** How long an invitation's link works; the company can send a new one at any time. */
export const INVITATION_LINK_TTL_MS = 7 * 86_400_000;

const conflict = (message: string, code: string) => new HttpError(409, message, { code });

/** POST /api/user/agents: a pending invitation and its e-mail. */
export async function inviteAgent(
  deps: Pick<Deps, 'db' | 'work'>,
  company: { id: string; email: string },
  input: AgentInvitation,
  assetBase: string,
): Promise<Agent> {
  const { db, work } = deps;
  const email = input.email.trim();
  if (email.toLowerCase() === company.email.toLowerCase()) throw badRequest(AGENT_MESSAGES.notYourself, 'own_address');
  const agent = await db.execute(sql`
    select 1 from users
    where lower(email) = lower(${email}) and company_id = ${company.id} and 'agent' = any(roles)`);
  if (agent.rows.length > 0) throw conflict(AGENT_MESSAGES.alreadyAgent, 'already_agent');
  // One open invitation per company and address (a unique index): a second is refused.
  const id = await db.transaction(async (tx) => {
    const created = await tx.execute<{ id: string }>(sql`
      insert into agent_invitations (company_id, email, name) values (${company.id}, ${email}, ${input.name})
      on conflict do nothing
      returning id`);
    const invitationId = created.rows[0]?.id;
    if (!invitationId) throw conflict(AGENT_MESSAGES.invitationPending, 'invitation_pending');
    await work.queue(tx, { kind: 'agents.invitation', invitationId });
    return invitationId;
  });
  return getAgentEntry(db, company, id, assetBase);
}

/**
 * GET /api/user/agents/resend-email/{id} (and its POST twin): a new link for an
 * invitation still waiting; the earlier link stops working when it is sent.
 */
export async function resendInvitation(
  deps: Pick<Deps, 'db' | 'work'>,
  company: { id: string },
  id: string,
): Promise<void> {
  const { db, work } = deps;
  const found = await db.execute<{ status: string }>(sql`
    select status from agent_invitations where id = ${id} and company_id = ${company.id}
    union all
    select 'agent' from users where id = ${id} and company_id = ${company.id} and 'agent' = any(roles)`);
  const status = found.rows[0]?.status;
  if (!status) throw notFound(AGENT_MESSAGES.notFound);
  if (status === 'agent' || status === 'accepted') throw conflict(AGENT_MESSAGES.alreadyActive, 'agent_active');
  if (status === 'declined') throw conflict(AGENT_MESSAGES.invitationDeclined, 'invitation_declined');
  await work.queue(db, { kind: 'agents.invitation', invitationId: id });
}

/** The address of an invitation still waiting for an answer, or null. */
export async function pendingInvitationAddress(db: Database, id: string): Promise<string | null> {
  const found = await db.execute<{ email: string }>(
    sql`select email from agent_invitations where id = ${id} and status = 'pending'`,
  );
  return found.rows[0]?.email ?? null;
}

export type InvitationLink = { token: string; email: string; name: string; company: string };

/**
 * For the invitation e-mail's job: a fresh token for an invitation still waiting (the
 * earlier link stops working), or null when it was answered or withdrawn meanwhile.
 */
export async function issueInvitationLink(db: Database, id: string): Promise<InvitationLink | null> {
  const token = randomToken();
  const updated = await db.execute<{ email: string; name: string; company: string }>(sql`
    update agent_invitations i
    set token_hash = ${sha256(token)}, token_expires_at = now() + make_interval(secs => ${INVITATION_LINK_TTL_MS / 1000})
    from users c
    where i.id = ${id} and i.status = 'pending' and c.id = i.company_id
    returning i.email, i.name, coalesce(c.company_name, c.name) as company`);
  const row = updated.rows[0];
  return row ? { token, ...row } : null;
}
