// An account's file for the back office: the account, what it has (ads by state, orders,
// invoices, imports), how much it talks (counts of conversations and messages, never
// their words), and where it is signed in.
import { sql } from 'drizzle-orm';
import type { UserDossier } from '#contract/operator-users.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';

type Counts = Omit<UserDossier, 'sessions' | 'created_at' | 'suspended_at'> & {
  created_at: Date | string;
  suspended_at: Date | string | null;
};
type SessionRow = { created_at: Date | string; last_seen_at: Date | string; user_agent: string | null };

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/admin/users/{id}. */
export async function userDossier(db: Database, id: string): Promise<UserDossier> {
  const [account, sessions] = await Promise.all([
    db.execute<Counts>(sql`
      select u.id, u.name, u.email, u.company_name, u.phone, u.account_type, u.roles, u.created_at,
        u.email_verified_at is not null as email_verified, u.suspended_at, u.suspension_reason, u.company_id,
        exists (select 1 from user_totp t where t.user_id = u.id and t.confirmed_at is not null) as two_factor,
        (select json_build_object(
            'total', count(*)::int,
            'active', (count(*) filter (where o.status = 'active'))::int,
            'pending', (count(*) filter (where o.status in ('pending_moderation', 'pending_payment')))::int,
            'draft', (count(*) filter (where o.status in ('draft', 'inactive')))::int,
            'expired', (count(*) filter (where o.status = 'expired'))::int,
            'rejected', (count(*) filter (where o.status = 'rejected'))::int)
          from offers o where o.user_id = u.id) as offers,
        (select json_build_object(
            'count', count(*)::int,
            'paid', (count(*) filter (where r.status = 'paid'))::int,
            'paid_total', coalesce(sum(r.gross) filter (where r.status = 'paid'), 0)::int)
          from orders r where r.user_id = u.id) as orders,
        (select count(*)::int from invoices i where i.user_id = u.id) as invoices,
        (select count(*)::int from offer_imports m where m.user_id = u.id) as imports,
        json_build_object(
          'conversations', (select count(*)::int from conversation_members c where c.user_id = u.id),
          'sent', (select count(*)::int from messages s where s.sender_id = u.id)) as messages
      from users u where u.id = ${id}`),
    db.execute<SessionRow>(sql`
      select created_at, last_seen_at, user_agent from sessions
      where user_id = ${id} and expires_at > now() order by last_seen_at desc limit 20`),
  ]);
  const row = account.rows[0];
  if (!row) throw notFound('No such account');
  return {
    ...row,
    created_at: iso(row.created_at),
    suspended_at: row.suspended_at === null ? null : iso(row.suspended_at),
    sessions: sessions.rows.map((session) => ({
      created_at: iso(session.created_at),
      last_seen_at: iso(session.last_seen_at),
      user_agent: session.user_agent,
    })),
  };
}
