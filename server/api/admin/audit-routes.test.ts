// Every operator action on record: changing and removing a price writes who did it (the
// account, its roles, its address), what, on which record, before and after, in the
// transaction of the change; the owner browses the log with filters and exports it as
// CSV; the log cannot be changed or deleted, not even by SQL the application might run.

import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const PASSWORD = 'Audit-Trail-2026';
const PRICE = { code: 'package.basic', listing_type: 'sell', audience: 'private' } as const;

describe('the operators’ audit log', () => {
  it('records each price change with its operator, roles, address, before and after, and lists them', async () => {
    const finance = await signedInUser(t, '203.0.113.71', {
      email: 'ledger@audit.example',
      password: PASSWORD,
      roles: ['finance'],
    });
    expect((await finance.client.put('/api/admin/prices', { ...PRICE, pence: 1_200 })).statusCode).toBe(200);
    expect((await finance.client.put('/api/admin/prices', { ...PRICE, pence: 1_500 })).statusCode).toBe(200);
    expect((await finance.client.delete('/api/admin/prices', PRICE)).statusCode).toBe(204);
    // Refused actions change nothing and leave nothing on record.
    const editor = await signedInUser(t, '203.0.113.72', { password: PASSWORD, roles: ['editor'] });
    expect((await editor.client.put('/api/admin/prices', { ...PRICE, pence: 1 })).statusCode).toBe(403);
    // The finance officer may not read the log: only the owner may.
    expect((await finance.client.get('/api/admin/audit')).statusCode).toBe(403);

    const { client: owner } = await signedInUser(t, '203.0.113.73', { password: PASSWORD, roles: ['owner'] });
    const log = await owner.get('/api/admin/audit?actor=ledger%40audit');
    expect(log.statusCode, log.body).toBe(200);
    const target = 'package.basic/sell/private';
    const who = { actor_email: 'ledger@audit.example', actor_roles: ['finance'], address: '203.0.113.71' };
    // A price setting is in force from a moment: the entry says from when.
    const setting = (pence: number) => ({ ...PRICE, pence, applies_from: expect.any(String) });
    expect(log.json().data).toEqual([
      expect.objectContaining({
        ...who,
        action: 'prices.clear',
        target_type: 'price',
        target_id: target,
        before: setting(1_500),
        after: null,
      }),
      expect.objectContaining({
        ...who,
        action: 'prices.set',
        before: setting(1_200),
        after: setting(1_500),
      }),
      expect.objectContaining({ ...who, action: 'prices.set', before: null, after: setting(1_200) }),
    ]);
    expect(log.json().meta).toMatchObject({ total: 3, page: 1 });
  });

  it('filters by action, role, record and day, and exports the same as CSV', async () => {
    const { client: owner } = await signedInUser(t, '203.0.113.74', {
      email: 'boss@audit.example',
      password: PASSWORD,
      roles: ['owner'],
    });
    await owner.put('/api/admin/prices', { ...PRICE, audience: 'business', pence: 9_900 });
    await owner.delete('/api/admin/prices', { ...PRICE, audience: 'business' });
    const cleared = (await owner.get('/api/admin/audit?action=prices.clear&role=owner')).json().data;
    expect(cleared.map((entry: { target_id: string }) => entry.target_id)).toEqual(['package.basic/sell/business']);
    const byRecord = await owner.get('/api/admin/audit?target_type=price&target_id=package.basic%2Fsell%2Fbusiness');
    expect(byRecord.json().meta.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.get(`/api/admin/audit?actor=boss%40&from=${today}&to=${today}`)).json().meta.total).toBe(2);
    expect((await owner.get('/api/admin/audit?actor=boss%40&to=2020-01-01')).json().meta.total).toBe(0);
    const wrongDay = await owner.get('/api/admin/audit?from=yesterday');
    expect(wrongDay.statusCode).toBe(422);
    expect(wrongDay.json().errors).toHaveProperty('from');

    const csv = await owner.get('/api/admin/audit.csv?actor=boss%40');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows: string[][] = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'at',
      'operator',
      'roles',
      'action',
      'target_type',
      'target_id',
      'before',
      'after',
      'address',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[3], row[8]])).toEqual([
      ['boss@audit.example', 'owner', 'prices.clear', '203.0.113.74'],
      ['boss@audit.example', 'owner', 'prices.set', '203.0.113.74'],
    ]);
    expect(JSON.parse(rows[2]?.[7] ?? 'null')).toEqual({
      ...PRICE,
      audience: 'business',
      pence: 9_900,
      applies_from: expect.any(String),
    });
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const { client: owner } = await signedInUser(t, '203.0.113.75', { password: PASSWORD, roles: ['owner'] });
    await owner.put('/api/admin/prices', { ...PRICE, audience: null, pence: 100 });
    const { db } = t.database;
    const count = async () =>
      Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from operator_audit_log`)).rows[0]?.n);
    const before = await count();
    // The database's own refusal (drizzle wraps it: the reason is the cause).
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'changed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    for (const query of [
      sql`update operator_audit_log set action = 'nothing'`,
      sql`delete from operator_audit_log`,
      sql`truncate operator_audit_log`,
    ]) {
      expect(await refusal(query)).toBe("The operators' audit log cannot be changed or deleted");
    }
    expect(await count()).toBe(before);
  });
});
