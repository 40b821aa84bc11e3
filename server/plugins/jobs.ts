// Background jobs and e-mail: decorates `app.jobs` (send, from routes and services)
// and `app.mailer`. The queue starts when the app is ready and stops when it closes,
// before server/index.ts closes the database. JOBS_WORKER=false: this process only
// sends jobs and another one runs them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '#core/mail/mailer.ts';
import { jobDefinitions, jobSchedules } from '#jobs/definitions/index.ts';
import { createJobQueue, type JobQueue } from '#jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    mailer: Mailer;
  }
}

export type JobsPluginOptions = {
  /** Idle polling interval of the workers; default 0.5 s under tests, 2 s otherwise. */
  pollingIntervalSeconds?: number;
};

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const { config } = app;
    const mailer = createMailer(config.mail, app.log.child({ component: 'mail' }));
    const jobs = createJobQueue({
      handle: app.database,
      log: app.log.child({ component: 'jobs' }),
      worker: config.jobsWorker,
      deps: { config, storage: app.storage, mailer },
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? (config.env === 'test' ? 0.5 : 2),
      // Half the shutdown budget: requests drain first, and the database closes after.
      stopTimeoutMs: Math.max(1000, Math.floor(config.shutdownTimeoutMs / 2)),
      // Tests send jobs themselves: a cron pass at a five-minute mark must not send jobs into their databases.
      schedules: config.env === 'test' ? [] : jobSchedules(config),
    });
    jobs.register(jobDefinitions);
    app.decorate('jobs', jobs);
    app.decorate('mailer', mailer);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', async () => {
      await jobs.stop();
      await mailer.close();
    });
  },
  { name: 'jobs', fastify: '5.x' },
);
