// A process may die at any instant, for instance right after a use case's change is
// committed and before it answers. Background work follows the change it belongs to:
// it is stored in the same transaction, so whichever process runs jobs next finds it
// and the e-mail still goes out. Here the first app "dies" right after the commit that
// stores the change (nothing after the commit runs in it), and a second app, started on
// the same database as a worker, delivers the e-mail to a real SMTP peer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#core/storage/create-storage.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createClient } from '#tests/setup/client.ts';
import { openTestDatabase } from '#tests/setup/database.ts';
import { type SmtpCapture, startSmtpCapture } from '#tests/setup/smtp.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const PASSWORD = 'Crash-Test-Password-1';

class ProcessDied extends Error {
  override name = 'ProcessDied';
}

/**
 * The database as a process sees it that dies as soon as a transaction adding rows to
 * `table` has committed: the commit stands, and the caller never gets control back.
 */
function diesAfterCommitTo(handle: DatabaseHandle, table: string): DatabaseHandle {
  const rows = async () =>
    Number((await handle.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]?.n);
  const db = new Proxy(handle.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: Parameters<typeof target.transaction>) => {
        const before = await rows();
        const result = await target.transaction(...args);
        if ((await rows()) > before) throw new ProcessDied(`died right after a commit to ${table}`);
        return result;
      };
    },
  });
  return { ...handle, db };
}

let database: DatabaseHandle;
let smtp: SmtpCapture;
let filesDir: string;
const apps: FastifyInstance[] = [];

async function startApp(handle: DatabaseHandle, worker: boolean): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    DATA_DIR: filesDir,
    STORAGE_DIR: filesDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://dazu.example',
    JOBS_WORKER: String(worker),
  });
  const app = await buildApp({ config, database: handle, storage: createStorage(config, handle.db), logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'dazu-crash-'));
  smtp = await startSmtpCapture();
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await smtp?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('a process that dies right after committing a change', () => {
  it('still gets the new message’s e-mail notice to the advertiser: another process sends it', async () => {
    const seller = await createUser(database.db, { name: 'Sally Seller' });
    const buyer = await createUser(database.db, { password: PASSWORD });
    const offer = await createOffer(database.db, { userId: seller.id });

    const dying = await startApp(diesAfterCommitTo(database, 'messages'), false);
    const client = createClient(dying, { remoteAddress: '198.18.40.1' });
    await client.login(buyer.email, PASSWORD);
    const sent = await client.post('/api/conversations', { offer_id: offer.id, body: 'Is the garden south facing?' });
    // The process died after the commit: its client never got an answer of its own.
    expect(sent.statusCode).toBe(500);
    const stored = await database.db.execute(sql`select 1 from messages where body = 'Is the garden south facing?'`);
    expect(stored.rows).toHaveLength(1);
    await dying.close();

    await startApp(database, true);
    const notice = await smtp.waitForMessage((mail) => mail.to.includes(seller.email), 20_000);
    expect(notice.text).toContain('Is the garden south facing?');
  });

  it('still gets a newsletter sign-up’s confirmation link: another process sends it', async () => {
    const email = 'crash-newsletter@example.test';
    const dying = await startApp(diesAfterCommitTo(database, 'newsletter_subscribers'), false);
    const client = createClient(dying, { remoteAddress: '198.18.40.2' });
    await client.csrf();
    const signedUp = await client.post('/api/newsletter', { email });
    expect(signedUp.statusCode).toBe(500);
    await dying.close();

    await startApp(database, true);
    const confirmation = await smtp.waitForMessage((mail) => mail.to.includes(email), 20_000);
    expect(smtp.linksIn(confirmation).some((link) => link.includes('/confirm-newsletter?token='))).toBe(true);
  });
});
