import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '#core/mail/mailer.ts';
import { createStorage } from '#core/storage/create-storage.ts';
import { loadConfig } from '#server/config.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import type { JobDeps } from '../define.ts';
import type { JobQueue } from '../queue.ts';
import { maintenanceJob } from './maintenance.ts';

const database = testDatabaseForFile();

describe('nightly maintenance', () => {
  it('sweeps expired sessions, old rate-limit windows and old pushes, and vacuums the embedded database', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' });
    const log = pino({ level: 'silent' });
    const { db } = database;
    const user = await createUser(db);
    await db.execute(sql`insert into sessions (id_hash, user_id, csrf_token, expires_at, last_seen_at) values
      ('expired', ${user.id}, 't', now() - interval '1 minute', now()),
      ('live', ${user.id}, 't', now() + interval '1 day', now())`);
    await db.execute(sql`insert into rate_limits (key, hits, reset_at) values
      ('old', 1, now() - interval '2 hours'), ('current', 1, now() + interval '1 minute')`);
    await db.execute(sql`insert into offer_imports (user_id, format, file_name, full_feed, status, finished_at) values
      (${user.id}, 'rtdf', 'an old push', false, 'done', now() - interval '30 days')`);
    const deps: JobDeps = {
      db,
      storage: createStorage(config, db),
      mailer: createMailer(config.mail, log),
      config: { ...config, database: { engine: database.engine, dataDir: 'memory://' } as typeof config.database },
      log,
      queue: {} as JobQueue,
    };
    await maintenanceJob.handler({}, deps, { id: 'test', attempt: 1, signal: new AbortController().signal });
    const sessions = await db.execute<{ id_hash: string }>(sql`select id_hash from sessions order by id_hash`);
    expect(sessions.rows.map((row) => row.id_hash)).toEqual(['live']);
    const limits = await db.execute<{ key: string }>(sql`select key from rate_limits where key in ('old', 'current')`);
    expect(limits.rows.map((row) => row.key)).toEqual(['current']);
    const pushes = await db.execute(sql`select 1 from offer_imports where file_name = 'an old push'`);
    expect(pushes.rows).toEqual([]);
  });
});
