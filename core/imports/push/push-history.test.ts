// Each changing push is a one-row import, kept while its photos are fetched; finished
// ones older than a week are swept nightly, so a branch pushing all day does not grow
// the database without bound. Imports of files (the company's history) are never swept.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { PUSH_IMPORTS_KEPT_DAYS, sweepPushImports } from './push-history.ts';

const database = testDatabaseForFile();

describe('sweeping pushed imports', () => {
  it('deletes finished pushes older than the retention, keeps recent or unfinished ones and every file import', async () => {
    const { db } = database;
    const company = await createUser(db);
    const old = `${PUSH_IMPORTS_KEPT_DAYS + 1} days`;
    await db.execute(sql`
      insert into offer_imports (user_id, format, file_name, full_feed, status, created_at, finished_at) values
        (${company.id}, 'rtdf', 'old-done', false, 'done', now() - ${old}::interval, now() - ${old}::interval),
        (${company.id}, 'rtdf', 'old-failed', false, 'failed', now() - ${old}::interval, null),
        (${company.id}, 'rtdf', 'old-importing', false, 'importing', now() - ${old}::interval, null),
        (${company.id}, 'rtdf', 'recent-done', false, 'done', now() - interval '1 day', now() - interval '1 day'),
        (${company.id}, 'blm', 'old-file', true, 'done', now() - ${old}::interval, now() - ${old}::interval)`);
    expect(await sweepPushImports(db)).toBe(2);
    const { rows } = await db.execute<{ file_name: string }>(
      sql`select file_name from offer_imports where user_id = ${company.id} order by file_name`,
    );
    expect(rows.map((row) => row.file_name)).toEqual(['old-file', 'old-importing', 'recent-done']);
  });
});
