// A company's agents: invited by an agency, developer or hotel account, they post and
// manage ads on its behalf (core/offers/lifecycle.ts lets the company manage them too).
// Every function takes the company as the caller and touches only its own agents: an
// id of anyone else's agent is answered as if it did not exist.
import { and, eq, sql } from 'drizzle-orm';
import type { AccountType } from '#contract/accounts.ts';
import { AGENT_MESSAGES, AGENTS_PAGE_SIZE, type Agent, type AgentInvitation } from '#contract/agents.ts';
import { NOTIFICATION_LINKS, NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import type { AccountMail } from '#core/accounts/account-mail.ts';
import { emailTaken, UNIQUE_VIOLATION } from '#core/accounts/register.ts';
import { findUserByEmail } from '#core/accounts/users.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { storedFileUrl } from '#core/media/photo-urls.ts';
import { notify } from '#core/notifications/notifications.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';

type AgentRow = {
  id: string;
  name: string;
  email: string;
  avatar_key: string | null;
  has_password: boolean;
  offers_count: number;
  live_offers_count: number;
  created_at: Date | string;
  total: number;
};

const toAgent = (row: AgentRow, assetBase: string): Agent => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar_key ? storedFileUrl(assetBase, row.avatar_key) : null,
  status: row.has_password ? 'active' : 'invited',
  offers_count: Number(row.offers_count),
  live_offers_count: Number(row.live_offers_count),
  created_at: new Date(row.created_at).toISOString(),
});

/** GET /api/user/agents: the company's agents, newest first, 25 a page. */
export async function listAgents(
  db: Database,
  company: { id: string },
  options: { page: number; assetBase: string },
): Promise<Page<Agent>> {
  const offset = (options.page - 1) * AGENTS_PAGE_SIZE;
  const result = await db.execute<AgentRow>(sql`
    select u.id, u.name, u.email, u.avatar_key, u.password_hash is not null as has_password, u.created_at,
      (select count(*)::int from offers o where o.user_id = u.id) as offers_count,
      (select count(*)::int from offers o where o.user_id = u.id and ${publiclyVisible('o')}) as live_offers_count,
      count(*) over ()::int as total
    from users u
    where u.company_id = ${company.id} and 'agent' = any(u.roles)
    order by u.created_at desc, u.id
    limit ${AGENTS_PAGE_SIZE} offset ${offset}`);
  const total = result.rows[0]?.total ?? (offset > 0 ? await countAgents(db, company) : 0);
  return {
    data: result.rows.map((row) => toAgent(row, options.assetBase)),
    meta: pageMeta(Number(total), options.page, AGENTS_PAGE_SIZE),
  };
}

async function countAgents(db: Database, company: { id: string }): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from users where company_id = ${company.id} and 'agent' = any(roles)`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * POST /api/user/agents: a new agent account without a password, and the invitation
 * e-mail with a link to set one. An address that already has an account is refused
 * with the same answer as registration (the earlier product failed with a 500).
 */
export async function inviteAgent(
  db: Database,
  mail: AccountMail,
  company: { id: string; accountType: AccountType },
  input: AgentInvitation,
  assetBase: string,
): Promise<Agent> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  let agentId: string;
  try {
    const [agent] = await db
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        // The company's kind of account (an agency's agent works for an agency); the agent
        // role and the company link are what make it an agent.
        accountType: company.accountType,
        roles: ['agent'],
        companyId: company.id,
      })
      .returning({ id: users.id });
    if (!agent) throw new Error('agent not stored');
    agentId = agent.id;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
  await mail.agentInvitation(agentId);
  return getAgent(db, company, agentId, assetBase);
}

export async function getAgent(
  db: Database,
  company: { id: string },
  agentId: string,
  assetBase: string,
): Promise<Agent> {
  const result = await db.execute<AgentRow>(sql`
    select u.id, u.name, u.email, u.avatar_key, u.password_hash is not null as has_password, u.created_at,
      (select count(*)::int from offers o where o.user_id = u.id) as offers_count,
      (select count(*)::int from offers o where o.user_id = u.id and ${publiclyVisible('o')}) as live_offers_count,
      1 as total
    from users u
    where u.id = ${agentId} and u.company_id = ${company.id} and 'agent' = any(u.roles)`);
  const row = result.rows[0];
  if (!row) throw notFound(AGENT_MESSAGES.notFound);
  return toAgent(row, assetBase);
}

/** GET /api/user/agents/resend-email/{id}: a new invitation link, while the agent has no password. */
export async function resendAgentInvitation(
  db: Database,
  mail: AccountMail,
  company: { id: string },
  agentId: string,
): Promise<void> {
  const [agent] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.companyId, company.id), sql`'agent' = any(${users.roles})`));
  if (!agent) throw notFound(AGENT_MESSAGES.notFound);
  if (agent.passwordHash) throw new HttpError(409, AGENT_MESSAGES.alreadyActive, { code: 'agent_active' });
  await mail.agentInvitation(agent.id);
}

/**
 * DELETE /api/user/agents/{id}: the agent's account goes (its sessions, saved searches
 * and notifications with it); its ads, orders and invoices pass to the company, so
 * nothing the company paid for or advertised disappears. One transaction: all or nothing.
 */
export async function removeAgent(
  db: Database,
  company: { id: string },
  agentId: string,
): Promise<{ reassigned_offers: number }> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ id: string }>(
      sql`select id from users where id = ${agentId} and company_id = ${company.id} and 'agent' = any(roles) for update`,
    );
    if (!locked.rows[0]) throw notFound(AGENT_MESSAGES.notFound);
    const moved = await tx.execute<{ id: string }>(
      sql`update offers set user_id = ${company.id}, updated_at = now() where user_id = ${agentId} returning id`,
    );
    for (const table of ['orders', 'invoices', 'credit_notes'] as const) {
      await tx.execute(sql`update ${sql.identifier(table)} set user_id = ${company.id} where user_id = ${agentId}`);
    }
    await tx.delete(users).where(eq(users.id, agentId));
    return { reassigned_offers: moved.rows.length };
  });
}

/** An invited agent set their first password: the company that invited them is told. */
export async function agentJoined(
  db: Database,
  agent: { name: string; email: string; companyId: string | null },
): Promise<void> {
  if (!agent.companyId) return;
  await notify(db, agent.companyId, {
    message: NOTIFICATION_MESSAGES.agentJoined(agent.name, agent.email),
    link: NOTIFICATION_LINKS.agents,
  });
}
