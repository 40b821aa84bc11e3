// A job queue on a test database, made as the app makes its own (the database's storage
// and a mailer from the test configuration), polling every half second so a test waits
// little. Starting, registering and stopping it are the test's.
import pino from 'pino';
import { createMailer } from '#core/mail/mailer.ts';
import { createStorage } from '#core/storage/create-storage.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '#jobs/queue.ts';
import { loadConfig } from '#server/config.ts';

export const testJobConfig = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' });

export function createTestJobQueue(
  database: DatabaseHandle,
  options: Pick<JobQueueOptions, 'worker' | 'schedules'>,
): JobQueue {
  const config = testJobConfig;
  const log = pino({ level: 'silent' });
  return createJobQueue({
    handle: database,
    log,
    deps: { config, storage: createStorage(config, database.db), mailer: createMailer(config.mail, log) },
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 5000,
    ...options,
  });
}
