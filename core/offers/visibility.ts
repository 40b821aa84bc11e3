import { type SQL, sql } from 'drizzle-orm';

/**
 * What the public may see: active, already visible (scheduled offers wait for their
 * date), not expired, and not of a suspended account (nor of an agent of a suspended
 * company). Every public read of offers goes through this one rule. The suspended
 * owners are a handful, read once per query from a partial index and probed as a set.
 */
export function publiclyVisible(alias = 'o'): SQL {
  const o = sql.raw(alias);
  return sql`${o}.status = 'active' and (${o}.visible_from is null or ${o}.visible_from <= now()) and (${o}.expires_at is null or ${o}.expires_at > now()) and ${o}.user_id not in (${SUSPENDED_OWNERS})`;
}

/** Accounts whose ads are hidden: the suspended ones, and the agents of a suspended company. */
const SUSPENDED_OWNERS = sql.raw(
  'select su.id from users su where su.suspended_at is not null union all select sa.id from users sa join users sc on sc.id = sa.company_id where sc.suspended_at is not null',
);
