// Work is queued in the transaction of the change it follows: it exists exactly when
// the change does. A rolled-back change leaves no job behind; a committed one does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';

let t: TestApp;
beforeAll(async () => {
  // Only sends: the jobs stay in the table for the test to see.
  t = await createTestApp({ JOBS_WORKER: 'false' });
});
afterAll(async () => t?.close());

const queuedFor = async (email: string) =>
  (
    await t.database.db.execute(
      sql`select 1 from pgboss.job where name = 'account.password-reminder' and data->>'email' = ${email}`,
    )
  ).rows.length;

describe('the work queue', () => {
  it('keeps the work of a committed transaction', async () => {
    await t.database.db.transaction(async (tx) => {
      await t.app.deps.work.queue(tx, { kind: 'account.password-reminder', email: 'kept@example.test' });
    });
    expect(await queuedFor('kept@example.test')).toBe(1);
  });

  it('drops the work of a transaction that rolls back', async () => {
    const rolledBack = t.database.db.transaction(async (tx) => {
      await t.app.deps.work.queue(tx, { kind: 'account.password-reminder', email: 'dropped@example.test' });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    expect(await queuedFor('dropped@example.test')).toBe(0);
  });

  it('refuses work whose payload its job would not accept, before anything is stored', async () => {
    const queued = t.app.deps.work.queue(t.database.db, { kind: 'account.password-reminder', email: '' });
    await expect(queued).rejects.toThrow();
    expect(await queuedFor('')).toBe(0);
  });
});
