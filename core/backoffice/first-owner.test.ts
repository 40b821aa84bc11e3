// The first owner of a new site: only a registered, confirmed account, only while the
// site has no owner, and on record in the audit log.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { FIRST_OWNER_MESSAGES, makeFirstOwner } from './first-owner.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;

describe('the first owner', () => {
  it('is made once, from a confirmed account, and the second attempt is refused', async () => {
    await db().execute(sql`update users set roles = array_remove(roles, 'owner')`);
    await expect(makeFirstOwner(db(), 'nobody@example.test')).rejects.toThrow(FIRST_OWNER_MESSAGES.noAccount);
    const unconfirmed = await createUser(db(), { verified: false });
    await expect(makeFirstOwner(db(), unconfirmed.email)).rejects.toThrow(FIRST_OWNER_MESSAGES.notConfirmed);
    const first = await createUser(db(), { email: 'First.Owner@example.test' });
    const second = await createUser(db());
    const results = await Promise.allSettled([
      makeFirstOwner(db(), 'first.owner@example.test'),
      makeFirstOwner(db(), second.email),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const owners = await db().execute<{ id: string }>(sql`select id from users where 'owner' = any(roles)`);
    expect(owners.rows).toHaveLength(1);
    const audit = await db().execute<{ actor_email: string }>(
      sql`select actor_email from operator_audit_log where target_id = ${owners.rows[0]?.id ?? ''}`,
    );
    expect(audit.rows[0]?.actor_email).toMatch(/\(server command line\)$/);
    expect([first.id, second.id]).toContain(owners.rows[0]?.id);
  });
});
