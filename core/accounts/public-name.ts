// The name the public sees for an account, in SQL over a users row: one definition for
// the directories, public profiles, conversations and message notices.
import { type SQL, sql } from 'drizzle-orm';

/**
 * The company name for businesses (when they gave one), the person's name for people
 * and agents, of the users row aliased `alias` in the query.
 */
export function publicName(alias: string): SQL {
  const u = sql.raw(alias);
  return sql`case when ${u}.account_type <> 'private' and not ('agent' = any(${u}.roles)) and coalesce(trim(${u}.company_name), '') <> ''
    then ${u}.company_name else ${u}.name end`;
}
