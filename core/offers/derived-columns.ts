// The search columns of offers (root category, room counts, area, lease years,
// features) are derived from the category and attribute values by the SQL function
// refresh_offer_derived (db/migrations/0004). Every writer of attribute values calls
// this afterwards, in the same transaction.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

type Executor = Pick<Database, 'execute'>;

export async function refreshDerivedColumns(db: Executor, offerIds: readonly string[]): Promise<void> {
  if (offerIds.length === 0) return;
  await db.execute(sql`select refresh_offer_derived(${sql.param([...offerIds])}::uuid[])`);
}
