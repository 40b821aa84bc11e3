// The first owner of a new site, made from the server's command line (npm run owner):
// until someone holds the owner role nobody can give roles in the back office. Only
// while the site has no owner, so the command cannot be used to take a running site over.
import { sql } from 'drizzle-orm';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError } from '#core/errors.ts';
import type { Database } from '#db/client.ts';

export const FIRST_OWNER_MESSAGES = {
  ownerExists: 'The site already has an owner: they give roles in the back office (Accounts)',
  noAccount: 'No account has this e-mail address: register it on the site first',
  notConfirmed: 'This account has not confirmed its e-mail address yet: follow the activation link first',
} as const;

/** Makes the account with `email` the site's owner; refused once the site has one. */
export async function makeFirstOwner(db: Database, email: string): Promise<{ id: string; email: string }> {
  return db.transaction(async (tx) => {
    // One owner-maker at a time: two commands run at once cannot both find no owner.
    await tx.execute(sql`lock table users in share row exclusive mode`);
    const owners = await tx.execute(sql`select 1 from users where 'owner' = any(roles) limit 1`);
    if (owners.rows.length > 0) throw new HttpError(409, FIRST_OWNER_MESSAGES.ownerExists);
    const found = await tx.execute<{ id: string; email: string; roles: string[]; verified: boolean }>(sql`
      select id, email, roles, email_verified_at is not null as verified from users where lower(email) = lower(${email})`);
    const user = found.rows[0];
    if (!user) throw new HttpError(404, FIRST_OWNER_MESSAGES.noAccount);
    if (!user.verified) throw new HttpError(409, FIRST_OWNER_MESSAGES.notConfirmed);
    await tx.execute(
      sql`update users set roles = array_append(roles, 'owner'), updated_at = now() where id = ${user.id}`,
    );
    await recordAudit(
      tx,
      { id: user.id, email: `${user.email} (server command line)`, roles: [], address: null },
      {
        action: 'users.roles',
        targetType: 'user',
        targetId: user.id,
        before: { roles: user.roles },
        after: { roles: [...user.roles, 'owner'] },
      },
    );
    return { id: user.id, email: user.email };
  });
}
