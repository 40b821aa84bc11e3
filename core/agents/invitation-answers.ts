// The invited person's side of an agent invitation, reached through the e-mailed link
// (the token proves they read that address). A new person makes their account there
// and joins; a person whose address has an account logs in to it and accepts (their
// ads are then managed by the company, which the page says first) or refuses; anyone
// holding the link may refuse. Nothing changes for anybody before one of these answers.
import { sql } from 'drizzle-orm';
import type { InvitationJoin } from '#contract/accounts.ts';
import { AGENT_MESSAGES, type InvitationView } from '#contract/agents.ts';
import { hashPassword } from '#core/accounts/password.ts';
import { passwordProblem } from '#core/accounts/password-policy.ts';
import { UNIQUE_VIOLATION } from '#core/accounts/register.ts';
import { sha256 } from '#core/accounts/secrets.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { findUserByEmail } from '#core/accounts/users.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import type { Database, Transaction } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { invitationAnswered } from './agents.ts';

type OpenInvitation = {
  id: string;
  email: string;
  name: string;
  company_id: string;
  company_name: string;
  company_type: UserRow['accountType'];
  token_expires_at: Date | string;
};

/** The waiting invitation of a link (locked for the answer when in a transaction), or 404. */
async function openInvitation(db: Database | Transaction, token: string, lock: boolean): Promise<OpenInvitation> {
  const found = await db.execute<OpenInvitation>(sql`
    select i.id, i.email, i.name, i.company_id, coalesce(c.company_name, c.name) as company_name,
      c.account_type as company_type, i.token_expires_at
    from agent_invitations i join users c on c.id = i.company_id
    where i.token_hash = ${sha256(token)} and i.status = 'pending' and i.token_expires_at > now()
    ${lock ? sql`for update of i` : sql``}`);
  const invitation = found.rows[0];
  if (!invitation) throw notFound(AGENT_MESSAGES.linkInvalid);
  return invitation;
}

/** Only a person's own account joins: not a company, an operator, or another company's agent. */
const mayJoin = (user: UserRow): boolean =>
  user.companyId === null && user.roles.every((role) => role === 'user' || role === 'agent');

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** GET /api/agent-invitations?token=: what the invitation page offers the caller (see InvitationView). */
export async function viewInvitation(db: Database, token: string, viewer: UserRow | null): Promise<InvitationView> {
  const invitation = await openInvitation(db, token, false);
  const account = await findUserByEmail(db, invitation.email);
  const isViewer = account !== null && viewer?.id === account.id;
  const counts = isViewer ? await adCounts(db, account.id) : { total: 0, live: 0 };
  return {
    step: !account ? 'join' : !isViewer ? 'log_in' : mayJoin(account) ? 'accept' : 'cannot_join',
    company_name: invitation.company_name,
    name: invitation.name,
    email: invitation.email,
    expires_at: new Date(invitation.token_expires_at).toISOString(),
    offers_count: counts.total,
    live_offers_count: counts.live,
  };
}

async function adCounts(db: Database, userId: string): Promise<{ total: number; live: number }> {
  const result = await db.execute<{ total: number; live: number }>(sql`
    select count(*)::int as total, count(*) filter (where ${publiclyVisible('o')})::int as live
    from offers o where o.user_id = ${userId}`);
  return { total: Number(result.rows[0]?.total ?? 0), live: Number(result.rows[0]?.live ?? 0) };
}

/**
 * POST /api/agent-invitations/join: a new person makes their account from the link and
 * joins the company. The address is confirmed by the link. If the address has an
 * account by now, 409 account_exists: they log in and accept instead.
 */
export async function joinByInvitation(db: Database, input: InvitationJoin): Promise<{ company: string }> {
  const preview = await openInvitation(db, input.token, false);
  const problem = passwordProblem(input.password, { name: input.name, email: preview.email });
  if (problem) throw unprocessable({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await openInvitation(tx, input.token, true);
      const [agent] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          name: input.name,
          passwordHash,
          accountType: invitation.company_type,
          roles: ['agent'],
          companyId: invitation.company_id,
          emailVerifiedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!agent) throw accountExists();
      await markAnswered(tx, invitation, 'accepted', agent.id);
      await invitationAnswered(tx, invitation.company_id, 'accepted', { name: input.name, email: invitation.email });
      return { company: invitation.company_name };
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw accountExists();
    throw error;
  }
}

const accountExists = () => new HttpError(409, AGENT_MESSAGES.accountExists, { code: 'account_exists' });

/**
 * POST /api/agent-invitations/accept: the logged-in owner of the invited address joins
 * the company. Their account becomes the company's agent (its kind of account, the
 * agent role), and the company manages their ads from now on. The link confirms the
 * address, if it was not yet.
 */
export async function acceptInvitation(db: Database, token: string, user: UserRow): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token, true);
    if (!sameAddress(user.email, invitation.email)) {
      throw new HttpError(403, AGENT_MESSAGES.wrongAccount(invitation.email), { code: 'wrong_account' });
    }
    if (!mayJoin(user)) throw new HttpError(409, AGENT_MESSAGES.cannotJoin, { code: 'cannot_join' });
    const joined = await tx.execute<{ id: string }>(sql`
      update users set company_id = ${invitation.company_id}, roles = array['agent'],
        account_type = ${invitation.company_type}, email_verified_at = coalesce(email_verified_at, now()),
        updated_at = now()
      where id = ${user.id} and company_id is null
      returning id`);
    if (!joined.rows[0]) throw new HttpError(409, AGENT_MESSAGES.cannotJoin, { code: 'cannot_join' });
    await markAnswered(tx, invitation, 'accepted', user.id);
    await invitationAnswered(tx, invitation.company_id, 'accepted', { name: user.name, email: user.email });
    const [updated] = await tx.select().from(users).where(sql`${users.id} = ${user.id}`);
    if (!updated) throw new Error('unreachable: the account was just updated');
    return updated;
  });
}

/** POST /api/agent-invitations/decline: whoever holds the link refuses; the company is told. */
export async function declineInvitation(db: Database, token: string): Promise<{ company: string }> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token, true);
    await markAnswered(tx, invitation, 'declined', null);
    await invitationAnswered(tx, invitation.company_id, 'declined', invitation);
    return { company: invitation.company_name };
  });
}

async function markAnswered(
  tx: Transaction,
  invitation: OpenInvitation,
  answer: 'accepted' | 'declined',
  userId: string | null,
): Promise<void> {
  await tx.execute(sql`
    update agent_invitations
    set status = ${answer}, user_id = ${userId}, responded_at = now(), token_hash = null, token_expires_at = null
    where id = ${invitation.id}`);
}
