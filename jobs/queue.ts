// The job queue: pg-boss on the app's own database handle. It runs its statements
// through our pool (on PGlite that pool is the one connection there is, so pg-boss
// must not open its own), keeps its tables in the `pgboss` schema, and coordinates
// several app processes on one PostgreSQL through row locks (SKIP LOCKED).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Db, fromDrizzle, PgBoss, type Queue } from 'pg-boss';
import type { DatabaseHandle } from '#db/client.ts';
import type { AnyJobDefinition, JobDeps, JobOptions, JobQueue, JobSchedule } from './define.ts';

export const JOB_SCHEMA = 'pgboss';

/** How long after a send inside a transaction the local worker looks for the job. */
const AFTER_COMMIT_MS = 50;

export type JobQueueOptions = {
  handle: DatabaseHandle;
  log: FastifyBaseLogger;
  /** false: this process only sends; another one runs the handlers. */
  worker: boolean;
  /** What handlers get besides the database, their logger and the queue. */
  deps: Omit<JobDeps, 'db' | 'log' | 'queue'>;
  /** How often an idle worker looks for new jobs (pg-boss minimum 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** stop() waits this long for running jobs; the rest fail and are retried later. Default 10 s. */
  stopTimeoutMs?: number;
  /** Cron schedules, kept up to date by worker processes; none: pg-boss's cron stays off. */
  schedules?: readonly JobSchedule[];
};

export type { JobQueue, SendJobOptions } from './define.ts';

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { handle, worker } = options;
  const log = options.log;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const definitions = new Map<string, AnyJobDefinition>();
  /** Local worker ids by job name, to wake a worker as soon as this process sends it a job. */
  const localWorkers = new Map<string, string>();
  const schedules = worker ? (options.schedules ?? []) : [];
  const boss = newBoss(handle, { supervise: worker, schedule: schedules.length > 0 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  let state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  let starting: Promise<void> | undefined;

  const queue: JobQueue = {
    boss,
    register(list) {
      if (state !== 'new') throw new Error('Register job definitions before the queue starts');
      for (const definition of list) {
        if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice`);
        definitions.set(definition.name, definition);
      }
    },

    async send(definition, payload, sendOptions = {}) {
      if (!definitions.has(definition.name)) throw new Error(`Job ${definition.name} is not registered`);
      // A bad payload is a programming error: it throws here, at the caller, never in a worker.
      const data = definition.payload.parse(payload);
      if (state === 'starting') await starting;
      if (state !== 'started') throw new Error(`The job queue is ${state}: cannot send ${definition.name}`);
      const { transaction, ...jobOptions } = sendOptions;
      const id = await boss.send(definition.name, data, {
        ...jobOptions,
        ...(transaction ? { db: fromDrizzle(transaction, sql) } : {}),
      });
      // Only a throttled send (singletonKey + singletonSeconds) may be refused.
      if (id === null) throw new JobNotQueuedError(definition.name);
      // A job sent by a worker process runs here at once instead of at the next poll. Inside a
      // transaction it is visible only after the commit, which usually follows within a few
      // milliseconds: the worker looks again shortly after, and the poll catches a later commit.
      const local = localWorkers.get(definition.name);
      if (local && jobOptions.startAfter === undefined) {
        if (transaction) setTimeout(() => boss.notifyWorker(local), AFTER_COMMIT_MS).unref();
        else boss.notifyWorker(local);
      }
      return id;
    },

    async start() {
      if (state !== 'new') throw new Error(`The job queue is ${state}`);
      state = 'starting';
      starting = (async () => {
        await boss.start();
        await syncQueues(boss, [...definitions.values()]);
        if (schedules.length > 0) await syncSchedules(boss, schedules);
        if (worker) {
          for (const definition of definitions.values()) {
            const deps = { ...options.deps, db: handle.db, log, queue };
            localWorkers.set(definition.name, await attachHandler(boss, definition, deps, pollingIntervalSeconds));
          }
        }
      })();
      try {
        await starting;
        state = 'started';
        log.debug({ worker, jobs: [...definitions.keys()] }, 'job queue started');
      } catch (error) {
        state = 'stopped';
        await boss.stop({ graceful: false, close: false }).catch(() => {});
        throw error;
      }
    },

    async stop() {
      if (state === 'starting') await starting?.catch(() => {});
      if (state !== 'started') return;
      state = 'stopping';
      localWorkers.clear();
      // pg-boss's own graceful stop polls every 500 ms; waiting for the workers
      // directly returns as soon as the last running job is done.
      const drained = Promise.allSettled([...definitions.keys()].map((name) => boss.offWork(name, { wait: true })));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), stopTimeoutMs);
      });
      const finished = await Promise.race([drained.then(() => true), timedOut]);
      clearTimeout(timer);
      if (!finished) log.warn({ timeoutMs: stopTimeoutMs }, 'jobs still running at shutdown: they will be retried');
      // Not graceful: jobs still running now are failed (and so retried), as that is what the bound means.
      await boss.stop({ graceful: false, close: false });
      state = 'stopped';
    },
  };
  return queue;
}

export class JobNotQueuedError extends Error {
  override name = 'JobNotQueuedError';
  constructor(job: string) {
    super(`Job ${job} was not queued (throttled by its singletonKey)`);
  }
}

/**
 * Installs or upgrades pg-boss's schema and creates the queues of `definitions`.
 * Run at boot with the migrations (server/boot.ts), so test templates carry it too.
 */
export async function prepareJobSchema(
  handle: DatabaseHandle,
  definitions: readonly AnyJobDefinition[],
): Promise<void> {
  const boss = newBoss(handle, { supervise: false, schedule: false });
  const errors: Error[] = [];
  boss.on('error', (error) => errors.push(error));
  await boss.start();
  try {
    await syncQueues(boss, definitions);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (errors[0]) throw errors[0];
}

function newBoss(handle: DatabaseHandle, options: { supervise: boolean; schedule: boolean }): PgBoss {
  return new PgBoss({
    db: poolAdapter(handle.pool),
    schema: JOB_SCHEMA,
    backend: handle.engine === 'pglite' ? 'pglite' : 'postgres',
    // Maintenance (expiring stuck jobs, deleting old ones) runs in worker processes;
    // several of them share it through pg-boss's own locks.
    supervise: options.supervise,
    // Cron (a pass every 30 s, one poller) only where there are schedules to run.
    schedule: options.schedule,
  });
}

/** pg-boss's statements through our pool (see the file comment). */
export function poolAdapter(pool: pg.Pool): Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      // Without parameters pg-boss may send a block with its own BEGIN ... COMMIT (its
      // advisory-locked DDL). If a statement in it fails, the session is left inside an
      // aborted transaction: roll it back before the connection returns to the pool, or its
      // next user (on PGlite: everyone) gets "current transaction is aborted".
      const client = await pool.connect();
      try {
        return await client.query(text);
      } catch (error) {
        if (/\bBEGIN\b/i.test(text)) await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

function queueOptions(options: JobOptions): Omit<Queue, 'name'> {
  const { concurrency: _concurrency, ...queue } = options;
  return queue;
}

/** Creates missing queues and brings changed options up to date (createQueue never overwrites). */
async function syncQueues(boss: PgBoss, definitions: readonly AnyJobDefinition[]): Promise<void> {
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
async function syncSchedules(boss: PgBoss, schedules: readonly JobSchedule[]): Promise<void> {
  const wanted = new Set(schedules.map((schedule) => `${schedule.name} ${schedule.key}`));
  for (const { name, key, cron, tz, data, missed } of schedules)
    await boss.schedule(name, cron, data, { key, tz, missed });
  for (const existing of await boss.getSchedules()) {
    if (!wanted.has(`${existing.name} ${existing.key}`)) await boss.unschedule(existing.name, existing.key);
  }
}

async function attachHandler(
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
