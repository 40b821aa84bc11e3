// What a queue needs before it runs, in pg-boss: its queues created or brought up to
// date, its cron schedules written, and in a worker process its handlers attached.
import type { PgBoss, Queue } from 'pg-boss';
import type { AnyJobDefinition, JobDeps, JobOptions, JobSchedule } from './define.ts';

function queueOptions(options: JobOptions): Omit<Queue, 'name'> {
  const { concurrency: _concurrency, ...queue } = options;
  return queue;
}

/** Creates missing queues and brings changed options up to date (createQueue never overwrites). */
export async function syncQueues(boss: PgBoss, definitions: readonly AnyJobDefinition[]): Promise<void> {
  if (definitions.length === 0) return;
  const existing = new Map((await boss.getQueues(definitions.map((d) => d.name))).map((q) => [q.name, q]));
  for (const definition of definitions) {
    const wanted = queueOptions(definition.options);
    const current = existing.get(definition.name);
    if (!current) {
      await boss.createQueue(definition.name, wanted);
    } else if (Object.entries(wanted).some(([key, value]) => current[key as keyof typeof current] !== value)) {
      await boss.updateQueue(definition.name, wanted);
    } else {
      continue;
    }
    // Creating or updating a queue drops it from pg-boss's in-memory cache, and the next
    // send would read it back through the pool: inside a transaction on PGlite (one
    // connection) that read would wait for ever. Read it back now instead.
    await boss.findJobs(definition.name, { id: '00000000-0000-0000-0000-000000000000' });
  }
}

/** Writes the schedules (pg-boss upserts them) and removes the ones no longer listed. */
export async function syncSchedules(boss: PgBoss, schedules: readonly JobSchedule[]): Promise<void> {
  const wanted = new Set(schedules.map((schedule) => `${schedule.name} ${schedule.key}`));
  for (const { name, key, cron, tz, data, missed } of schedules)
    await boss.schedule(name, cron, data, { key, tz, missed });
  for (const existing of await boss.getSchedules()) {
    if (!wanted.has(`${existing.name} ${existing.key}`)) await boss.unschedule(existing.name, existing.key);
  }
}

/**
 * Runs the definition's handler on each job it fetches. A payload that no longer parses
 * is cancelled; a failure is logged and rethrown, so pg-boss retries the job.
 */
export async function attachHandler(
  boss: PgBoss,
  definition: AnyJobDefinition,
  deps: JobDeps,
  pollingIntervalSeconds: number,
): Promise<string> {
  const retryLimit = definition.options.retryLimit ?? 2;
  const workOptions = { pollingIntervalSeconds, batchSize: 1, localConcurrency: definition.options.concurrency ?? 1 };
  return boss.work<object>(definition.name, workOptions, async (jobs) => {
    for (const job of jobs) {
      const log = deps.log.child({ job: definition.name, jobId: job.id, attempt: job.retryCount + 1 });
      const parsed = definition.payload.safeParse(job.data);
      if (!parsed.success) {
        // Stored by a release with another payload shape: retrying cannot help.
        log.error({ issues: parsed.error.issues }, 'job payload is not valid any more: job cancelled');
        await boss.cancel(definition.name, job.id);
        continue;
      }
      const started = performance.now();
      try {
        await definition.handler(
          parsed.data,
          { ...deps, log },
          { id: job.id, attempt: job.retryCount + 1, signal: job.signal },
        );
      } catch (error) {
        const last = job.retryCount >= retryLimit;
        log[last ? 'error' : 'warn']({ err: error }, last ? 'job failed, no retries left' : 'job failed, will retry');
        throw error;
      }
      log.debug({ ms: Math.round(performance.now() - started) }, 'job done');
    }
  });
}
