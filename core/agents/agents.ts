// A company's agents: people who accepted its invitation (core/agents/invitations.ts)
// and post and manage ads on its behalf (core/offers/lifecycle.ts lets the company
// manage them too). Every function takes the company as the caller and touches only
// its own agents and invitations: anyone else's id is answered as if it did not exist.

import { sql } from 'drizzle-orm';
import { AGENT_MESSAGES, AGENTS_PAGE_SIZE, type Agent, type AgentStatus } from '#contract/agents.ts';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { notFound } from '#core/errors.ts';
import { storedFileUrl } from '#core/media/photo-urls.ts';
import { notify } from '#core/notifications/notifications.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import type { Database, Transaction } from '#db/client.ts';

type EntryRow = {
  id: string;
  kind: 'agent' | 'invitation';
  name: string;
  email: string;
  avatar_key: string | null;
  status: AgentStatus;
  offers_count: number;
  live_offers_count: number;
  created_at: Date | string;
  total: number;
};

const toAgent = (row: EntryRow, assetBase: string): Agent => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  avatar: row.avatar_key ? storedFileUrl(assetBase, row.avatar_key) : null,
  status: row.status,
  offers_count: Number(row.offers_count),
  live_offers_count: Number(row.live_offers_count),
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * The company's agents and its invitations not accepted (waiting, expired or refused),
 * as one list. An agent is dated from the day they accepted (their account may be older).
 */
function entriesOf(companyId: string) {
  return sql`
    select u.id, 'agent' as kind, u.name, u.email, u.avatar_key, 'active' as status,
      coalesce((select max(a.responded_at) from agent_invitations a
        where a.user_id = u.id and a.company_id = ${companyId} and a.status = 'accepted'), u.created_at) as created_at
    from users u
    where u.company_id = ${companyId} and 'agent' = any(u.roles)
    union all
    select i.id, 'invitation', i.name, i.email, null,
      case when i.status = 'declined' then 'declined'
        when i.token_expires_at <= now() then 'expired'
        else 'invited' end,
      i.created_at
    from agent_invitations i
    where i.company_id = ${companyId} and i.status in ('pending', 'declined')`;
}

const withCounts = (entries: ReturnType<typeof entriesOf>) => sql`
  select e.*,
    (select count(*)::int from offers o where e.kind = 'agent' and o.user_id = e.id) as offers_count,
    (select count(*)::int from offers o where e.kind = 'agent' and o.user_id = e.id and ${publiclyVisible('o')})
      as live_offers_count,
    count(*) over ()::int as total
  from (${entries}) e`;

/** GET /api/user/agents: agents and open or refused invitations, newest first, 25 a page. */
export async function listAgents(
  db: Database,
  company: { id: string },
  options: { page: number; assetBase: string },
): Promise<Page<Agent>> {
  const offset = (options.page - 1) * AGENTS_PAGE_SIZE;
  const result = await db.execute<EntryRow>(sql`
    ${withCounts(entriesOf(company.id))}
    order by e.created_at desc, e.id
    limit ${AGENTS_PAGE_SIZE} offset ${offset}`);
  const total = result.rows[0]?.total ?? (offset > 0 ? await countEntries(db, company) : 0);
  return {
    data: result.rows.map((row) => toAgent(row, options.assetBase)),
    meta: pageMeta(Number(total), options.page, AGENTS_PAGE_SIZE),
  };
}

async function countEntries(db: Database, company: { id: string }): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${entriesOf(company.id)}) e`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** One entry of the company's list (an agent or an invitation), or 404. */
export async function getAgentEntry(
  db: Database,
  company: { id: string },
  id: string,
  assetBase: string,
): Promise<Agent> {
  const result = await db.execute<EntryRow>(sql`${withCounts(entriesOf(company.id))} where e.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw notFound(AGENT_MESSAGES.notFound);
  return toAgent(row, assetBase);
}

/**
 * DELETE /api/user/agents/{id}: an invitation not accepted is withdrawn (its link stops
 * working); an agent leaves the company (removeAgent).
 */
export async function removeAgentOrInvitation(
  db: Database,
  company: { id: string; name: string; companyName: string | null },
  id: string,
): Promise<{ reassigned_offers: number }> {
  const withdrawn = await db.execute(
    sql`delete from agent_invitations where id = ${id} and company_id = ${company.id} and status <> 'accepted' returning id`,
  );
  if (withdrawn.rows.length > 0) return { reassigned_offers: 0 };
  return removeAgent(db, company, id);
}

/**
 * An agent leaves the company. Their ads, orders and invoices stay with the company, so
 * nothing it advertised or paid for disappears; the person keeps their account, as a
 * private one (it is theirs: they made it or brought it when they accepted), is logged
 * out everywhere so their pages reload as such, and is told. One transaction.
 */
async function removeAgent(
  db: Database,
  company: { id: string; name: string; companyName: string | null },
  agentId: string,
): Promise<{ reassigned_offers: number }> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ id: string }>(
      sql`select id from users where id = ${agentId} and company_id = ${company.id} and 'agent' = any(roles) for update`,
    );
    if (!locked.rows[0]) throw notFound(AGENT_MESSAGES.notFound);
    const moved = await handOver(tx, agentId, company.id);
    await tx.execute(sql`
      update users set company_id = null, roles = array['user'], account_type = 'private', updated_at = now()
      where id = ${agentId}`);
    await tx.execute(sql`delete from sessions where user_id = ${agentId}`);
    await notify(tx, agentId, {
      type: 'warning',
      message: NOTIFICATION_MESSAGES.agentRemoved(company.companyName ?? company.name),
    });
    return { reassigned_offers: moved };
  });
}

/** Moves the agent's ads and what was paid for them to the company; returns how many ads. */
async function handOver(tx: Transaction, agentId: string, companyId: string): Promise<number> {
  const moved = await tx.execute<{ id: string }>(
    sql`update offers set user_id = ${companyId}, updated_at = now() where user_id = ${agentId} returning id`,
  );
  for (const table of ['orders', 'invoices', 'credit_notes'] as const) {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = ${companyId} where user_id = ${agentId}`);
  }
  return moved.rows.length;
}

/** Someone answered the company's invitation: the company is told in its bell. */
export async function invitationAnswered(
  db: Database | Transaction,
  companyId: string,
  answer: 'accepted' | 'declined',
  person: { name: string; email: string },
): Promise<void> {
  const message =
    answer === 'accepted'
      ? NOTIFICATION_MESSAGES.agentJoined(person.name, person.email)
      : NOTIFICATION_MESSAGES.agentDeclined(person.name, person.email);
  await notify(db, companyId, { message, link: SITE_PATHS.agents() });
}
