import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { createTestJobQueue } from '#tests/setup/job-queue.ts';
import { type AnyJobDefinition, defineJob } from './define.ts';
import type { JobQueue } from './queue.ts';

const started: JobQueue[] = [];

const database = testDatabaseForFile();
afterEach(async () => {
  for (const queue of started.splice(0)) await queue.stop();
});

async function startQueue(definitions: AnyJobDefinition[], worker = true): Promise<JobQueue> {
  const queue = createTestJobQueue(database, { worker });
  queue.register(definitions);
  await queue.start();
  started.push(queue);
  return queue;
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobState(queue: JobQueue, name: string, id: string): Promise<string | undefined> {
  const [job] = await queue.boss.findJobs(name, { id });
  return job?.state;
}

describe('job queue', () => {
  it('runs a sent job once, with its validated payload', async () => {
    const runs: { payload: unknown; attempt: number }[] = [];
    const job = defineJob({
      name: 'test.once',
      payload: z.object({ n: z.number().int(), label: z.string().trim() }),
      handler: async (payload, _deps, run) => {
        runs.push({ payload, attempt: run.attempt });
      },
    });
    const queue = await startQueue([job]);
    const id = await queue.send(job, { n: 1, label: '  one ' });
    await waitFor(() => runs.length > 0);
    await sleep(700); // another poll: nothing runs twice
    expect(runs).toEqual([{ payload: { n: 1, label: 'one' }, attempt: 1 }]);
    expect(await jobState(queue, job.name, id)).toBe('completed');
  });

  it('retries a job whose handler failed, and completes it the second time', async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: 'test.retry',
      payload: z.object({}),
      options: { retryLimit: 2, retryDelay: 0 },
      handler: async (_payload, _deps, run) => {
        attempts.push(run.attempt);
        if (run.attempt === 1) throw new Error('first attempt fails');
      },
    });
    const queue = await startQueue([job]);
    const id = await queue.send(job, {});
    await waitFor(() => attempts.length === 2);
    expect(attempts).toEqual([1, 2]);
    await sleep(200);
    expect(await jobState(queue, job.name, id)).toBe('completed');
  });

  it('refuses a bad payload at send time, storing nothing', async () => {
    const job = defineJob({ name: 'test.refused', payload: z.object({ email: z.email() }), handler: async () => {} });
    const queue = await startQueue([job], false);
    await expect(queue.send(job, { email: 'not an address' })).rejects.toThrow(z.ZodError);
    expect(await queue.boss.findJobs(job.name)).toEqual([]);
    const unregistered = defineJob({ name: 'test.unregistered', payload: z.object({}), handler: async () => {} });
    await expect(queue.send(unregistered, {})).rejects.toThrow('not registered');
  });

  it('shares one queue between processes: a sender without workers, a worker elsewhere', async () => {
    const handled: string[] = [];
    const job = defineJob({
      name: 'test.shared',
      payload: z.object({ from: z.string() }),
      handler: async (payload) => {
        handled.push(payload.from);
      },
    });
    const sender = await startQueue([job], false);
    await sender.send(job, { from: 'sender' });
    await sleep(700);
    expect(handled).toEqual([]);
    await startQueue([job], true);
    await waitFor(() => handled.length === 1);
    expect(handled).toEqual(['sender']);
  });

  it('sends inside a Drizzle transaction: the job exists only if it commits', async () => {
    const handled: string[] = [];
    const job = defineJob({
      name: 'test.transaction',
      payload: z.object({ outcome: z.string() }),
      handler: async (payload) => {
        handled.push(payload.outcome);
      },
    });
    const queue = await startQueue([job]);
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(job, { outcome: 'rolled back' }, { transaction: tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await database.db.transaction(async (tx) => {
      await queue.send(job, { outcome: 'committed' }, { transaction: tx });
    });
    expect((await queue.boss.findJobs(job.name)).map((j) => j.data)).toEqual([{ outcome: 'committed' }]);
    await waitFor(() => handled.length > 0);
    expect(handled).toEqual(['committed']);
  });

  it('cancels, without running it, a stored job whose payload no longer validates', async () => {
    const runs: unknown[] = [];
    const job = defineJob({
      name: 'test.stale',
      payload: z.object({ userId: z.uuid() }),
      handler: async (payload) => {
        runs.push(payload);
      },
    });
    const queue = await startQueue([job]);
    // as an older release with another payload shape would have stored it
    const id = await queue.boss.send(job.name, { user: 42 });
    await expect.poll(() => jobState(queue, job.name, id ?? ''), { timeout: 5000 }).toBe('cancelled');
    expect(runs).toEqual([]);
  });

  it('brings changed queue options up to date when it starts', async () => {
    const first = defineJob({
      name: 'test.options',
      payload: z.object({}),
      options: { retryLimit: 1 },
      handler: async () => {},
    });
    await (await startQueue([first], false)).stop();
    const changed = { ...first, options: { retryLimit: 5, retryDelay: 3 } };
    const queue = await startQueue([changed], false);
    expect(await queue.boss.getQueue(first.name)).toMatchObject({ retryLimit: 5, retryDelay: 3 });
  });

  it('stop() waits for a running job to finish', async () => {
    const events: string[] = [];
    const job = defineJob({
      name: 'test.slow',
      payload: z.object({}),
      handler: async () => {
        events.push('started');
        await sleep(800);
        events.push('finished');
      },
    });
    const queue = await startQueue([job]);
    const id = await queue.send(job, {});
    await waitFor(() => events.includes('started'));
    await queue.stop();
    events.push('stopped');
    expect(events).toEqual(['started', 'finished', 'stopped']);
    expect(await jobState(queue, job.name, id)).toBe('completed');
  });
});
