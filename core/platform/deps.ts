// What every use case may need, built once when the process starts and handed to the
// API routes, the page loaders and actions, and the jobs alike: a use case never
// reaches for a global, so a test or a second process builds its own.
import type { SiteGateway } from '#core/billing/gateways/site-gateway.ts';
import type { Config } from '#core/config.ts';
import type { Mailer } from '#core/mail/mailer.ts';
import type { LiveHub } from '#core/notifications/live-hub.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database } from '#db/client.ts';
import type { BackgroundWork } from './background.ts';
import type { WorkQueue } from './work.ts';

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** The logger's methods use cases call (pino's, as Fastify gives it). */
export type Logger = {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
  /** A logger that adds `bindings` to every line (a job's name and attempt, say). */
  child(bindings: object): Logger;
};

export type Deps = {
  db: Database;
  config: Config;
  clock: Clock;
  /** Background work, queued in the transaction of the change it follows. */
  work: WorkQueue;
  /** Work a request starts and does not wait for (view counts); drained at close. */
  background: BackgroundWork;
  storage: Storage;
  mailer: Mailer;
  /** The gateway the site takes payments through, or 'none'. */
  paymentGateway: SiteGateway;
  /** This process's open notification streams. */
  live: LiveHub;
  log: Logger;
};
