import { type SQL, sql } from 'drizzle-orm';

/**
 * What the public may see: active, already visible (scheduled offers wait for their
 * date) and not expired. Every public read of offers goes through this one rule.
 */
export function publiclyVisible(alias = 'o'): SQL {
  const o = sql.raw(alias);
  return sql`${o}.status = 'active' and (${o}.visible_from is null or ${o}.visible_from <= now()) and (${o}.expires_at is null or ${o}.expires_at > now())`;
}
