import { describe, expect, it } from 'vitest';
import { sendEmailJob } from '#jobs/definitions/send-email.ts';
import { loadConfig } from '#server/config.ts';
import { buildAppOn } from '#tests/setup/app.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { smtpCaptureForFile } from '#tests/setup/smtp.ts';

const database = testDatabaseForFile();
const capture = smtpCaptureForFile();

async function app(env: NodeJS.ProcessEnv) {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', SMTP_URL: capture.url, ...env });
  return buildAppOn(database, config);
}

const message = (to: string) => ({ to, subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' });

describe('jobs plugin', () => {
  it('starts the queue when the app is ready and stops it when the app closes', async () => {
    const first = await app({});
    await first.jobs.send(sendEmailJob, message('ready@example.test'));
    await capture.waitForMessage((m) => m.to.includes('ready@example.test'));
    await first.close();
    await expect(first.jobs.send(sendEmailJob, message('closed@example.test'))).rejects.toThrow('stopped');
    // the database stays usable for whoever closes it next (server/index.ts)
    await database.ping();
  });

  it('JOBS_WORKER=false only sends; a worker process on the same database runs the job', async () => {
    const sender = await app({ JOBS_WORKER: 'false' });
    try {
      const id = await sender.jobs.send(sendEmailJob, message('shared@example.test'));
      await new Promise((resolve) => setTimeout(resolve, 700)); // more than a poll
      expect((await sender.jobs.boss.findJobs(sendEmailJob.name, { id }))[0]?.state).toBe('created');
      const worker = await app({ JOBS_WORKER: 'true' });
      try {
        await capture.waitForMessage((m) => m.to.includes('shared@example.test'));
      } finally {
        await worker.close();
      }
    } finally {
      await sender.close();
    }
  });
});
