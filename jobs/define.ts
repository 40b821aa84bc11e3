// A background job is a definition (a name and a zod payload schema) plus its handler.
// The payload is checked when the job is sent (a bad payload is a programming error and
// throws at the caller) and again when it runs (it may have been stored by an older release).
import type { DrizzleTransactionLike, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Deps } from '#core/platform/deps.ts';

/** What every handler gets. `log` is bound to the job (name, id, attempt). */
export type JobDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'config' | 'log'> & { queue: JobQueue };

/** The attempt being run: `signal` aborts when the job expires or the worker shuts down. */
export type JobRun = { id: string; attempt: number; signal: AbortSignal };

export type JobOptions = {
  /** Retries after the first failure (pg-boss default: 2). */
  retryLimit?: number;
  /** Seconds before a retry; with retryBackoff it doubles each time (with jitter). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Upper bound of the backoff delay, seconds. */
  retryDelayMax?: number;
  /** A run taking longer fails (and is retried); pg-boss default 15 minutes. */
  expireInSeconds?: number;
  /** Jobs of this kind one process runs at the same time (default 1). */
  concurrency?: number;
  /**
   * pg-boss queue policy. 'stately': per singletonKey at most one job waiting and one
   * running, so a second send with the same key is refused (JobNotQueuedError).
   */
  policy?: 'standard' | 'stately';
};

export type JobDefinition<Input extends object = object, Output extends object = Input> = {
  name: string;
  payload: z.ZodType<Output, Input>;
  options: JobOptions;
  handler: (payload: Output, deps: JobDeps, run: JobRun) => Promise<void>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of definitions with different payloads
export type AnyJobDefinition = JobDefinition<any, any>;

export function defineJob<Output extends object, Input extends object>(definition: {
  /** Lower-case letters, digits, dashes, dots: the pg-boss queue name. */
  name: string;
  payload: z.ZodType<Output, Input>;
  options?: JobOptions;
  handler: (payload: Output, deps: JobDeps, run: JobRun) => Promise<void>;
}): JobDefinition<Input, Output> {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(definition.name)) throw new Error(`Invalid job name: ${definition.name}`);
  return { ...definition, options: definition.options ?? {} };
}

/** A cron schedule: pg-boss sends `data` to the job at each occurrence (worker processes only). */
export type JobSchedule = {
  name: string;
  key: string;
  cron: string;
  tz: string;
  data: object;
  missed: 'skip' | 'once';
};

export function defineSchedule<Output extends object, Input extends object>(schedule: {
  job: JobDefinition<Input, Output>;
  /** Tells apart several schedules of one job. */
  key: string;
  /** Five-field cron, evaluated in `tz`. */
  cron: string;
  /** IANA time zone; default UTC. */
  tz?: string;
  data: Input;
  /** An occurrence missed while no worker ran (a deploy): 'skip' it (default) or send it 'once' when one is back. */
  missed?: 'skip' | 'once';
}): JobSchedule {
  return {
    name: schedule.job.name,
    key: schedule.key,
    cron: schedule.cron,
    tz: schedule.tz ?? 'UTC',
    data: schedule.job.payload.parse(schedule.data),
    missed: schedule.missed ?? 'skip',
  };
}

export type SendJobOptions = {
  /** Run no earlier than this date, or this many seconds from now. */
  startAfter?: Date | number;
  /** With singletonSeconds: at most one job per key in that window. */
  singletonKey?: string;
  singletonSeconds?: number;
  priority?: number;
  /**
   * A Drizzle transaction to insert the job in: it exists only if the transaction
   * commits. Needed on PGlite too when sending inside a transaction: the transaction
   * holds the one connection, so a send outside it would wait for ever.
   */
  transaction?: DrizzleTransactionLike;
};

export type JobQueue = {
  /** Adds definitions (before start). Their queues are created at start; handlers run in worker mode. */
  register(definitions: readonly AnyJobDefinition[]): void;
  /** Validates the payload (throws on a bad one) and stores the job; returns its id. */
  send<Input extends object, Output extends object>(
    definition: JobDefinition<Input, Output>,
    payload: Input,
    options?: SendJobOptions,
  ): Promise<string>;
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs (bounded by stopTimeoutMs), then stops pg-boss. */
  stop(): Promise<void>;
  /** pg-boss itself, for inspection (findJobs, getQueue) and tests. */
  readonly boss: PgBoss;
};
