// The job queue: pg-boss on the app's own database handle. It runs its statements
// through our pool (on PGlite that pool is the one connection there is, so pg-boss
// must not open its own), keeps its tables in the `pgboss` schema, and coordinates
// several app processes on one PostgreSQL through row locks (SKIP LOCKED).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Db, fromDrizzle, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '#db/client.ts';
import type { AnyJobDefinition, JobDefinition, JobDeps, JobQueue, JobSchedule, SendJobOptions } from './define.ts';
import { attachHandler, syncQueues, syncSchedules } from './queue-setup.ts';

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

type Phase = 'new' | 'starting' | 'started' | 'stopping' | 'stopped';

/** What the queue's operations share: pg-boss, the registered jobs and where the queue is in its life. */
type QueueCore = {
  boss: PgBoss;
  log: FastifyBaseLogger;
  definitions: Map<string, AnyJobDefinition>;
  /** Local worker ids by job name, to wake a worker as soon as this process sends it a job. */
  localWorkers: Map<string, string>;
  phase: Phase;
  starting: Promise<void> | undefined;
};

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { handle, worker, log } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const schedules = worker ? (options.schedules ?? []) : [];
  const boss = newBoss(handle, { supervise: worker, schedule: schedules.length > 0 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  const core: QueueCore = {
    boss,
    log,
    definitions: new Map(),
    localWorkers: new Map(),
    phase: 'new',
    starting: undefined,
  };

  /** pg-boss started, queues and schedules brought up to date, and in a worker the handlers attached. */
  const setUp = async () => {
    await boss.start();
    await syncQueues(boss, [...core.definitions.values()]);
    if (schedules.length > 0) await syncSchedules(boss, schedules);
    if (worker) {
      for (const definition of core.definitions.values()) {
        const deps = { ...options.deps, db: handle.db, log, queue };
        core.localWorkers.set(definition.name, await attachHandler(boss, definition, deps, pollingIntervalSeconds));
      }
    }
  };

  const queue: JobQueue = {
    boss,
    register: (list) => registerDefinitions(core, list),
    send: (definition, payload, sendOptions = {}) => sendJob(core, definition, payload, sendOptions),
    start: () => startQueue(core, setUp, worker),
    stop: () => stopQueue(core, stopTimeoutMs),
  };
  return queue;
}

function registerDefinitions(core: QueueCore, list: readonly AnyJobDefinition[]): void {
  if (core.phase !== 'new') throw new Error('Register job definitions before the queue starts');
  for (const definition of list) {
    if (core.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice`);
    core.definitions.set(definition.name, definition);
  }
}

async function sendJob<Input extends object, Output extends object>(
  core: QueueCore,
  definition: JobDefinition<Input, Output>,
  payload: Input,
  sendOptions: SendJobOptions,
): Promise<string> {
  const { boss } = core;
  if (!core.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is not registered`);
  // A bad payload is a programming error: it throws here, at the caller, never in a worker.
  const data = definition.payload.parse(payload);
  if (core.phase === 'starting') await core.starting;
  if (core.phase !== 'started') throw new Error(`The job queue is ${core.phase}: cannot send ${definition.name}`);
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
  const local = core.localWorkers.get(definition.name);
  if (local && jobOptions.startAfter === undefined) {
    if (transaction) setTimeout(() => boss.notifyWorker(local), AFTER_COMMIT_MS).unref();
    else boss.notifyWorker(local);
  }
  return id;
}

async function startQueue(core: QueueCore, setUp: () => Promise<void>, worker: boolean): Promise<void> {
  if (core.phase !== 'new') throw new Error(`The job queue is ${core.phase}`);
  core.phase = 'starting';
  core.starting = setUp();
  try {
    await core.starting;
    core.phase = 'started';
    core.log.debug({ worker, jobs: [...core.definitions.keys()] }, 'job queue started');
  } catch (error) {
    core.phase = 'stopped';
    await core.boss.stop({ graceful: false, close: false }).catch(() => {});
    throw error;
  }
}

async function stopQueue(core: QueueCore, stopTimeoutMs: number): Promise<void> {
  if (core.phase === 'starting') await core.starting?.catch(() => {});
  if (core.phase !== 'started') return;
  core.phase = 'stopping';
  core.localWorkers.clear();
  const finished = await drainWorkers(core.boss, [...core.definitions.keys()], stopTimeoutMs);
  if (!finished) core.log.warn({ timeoutMs: stopTimeoutMs }, 'jobs still running at shutdown: they will be retried');
  // Not graceful: jobs still running now are failed (and so retried), as that is what the bound means.
  await core.boss.stop({ graceful: false, close: false });
  core.phase = 'stopped';
}

/**
 * Stops fetching and waits for the running jobs, up to `timeoutMs`; false when some are
 * still running then. pg-boss's own graceful stop polls every 500 ms; waiting for the
 * workers directly returns as soon as the last running job is done.
 */
async function drainWorkers(boss: PgBoss, names: string[], timeoutMs: number): Promise<boolean> {
  const drained = Promise.allSettled(names.map((name) => boss.offWork(name, { wait: true })));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const finished = await Promise.race([drained.then(() => true), timedOut]);
  clearTimeout(timer);
  return finished;
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
