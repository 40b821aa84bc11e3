// A per-client budget for pages: every request React Router serves (documents and the
// data requests of navigations in the browser), so the site cannot be scraped through
// its pages faster than through the API. People get a generous budget, known robots a
// firm one (docs/decisions/0020). Counted per client address, in a bucket of its own in
// the shared counters; over the budget the answer is a small HTML page with Retry-After,
// before React Router runs. Built files and stored files are served by their own routes
// and never counted; nor is React Router's route manifest (code metadata, no data).
import type { FastifyInstance } from 'fastify';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import type { Count } from '#core/platform/counters.ts';
import { isRobot } from '#core/platform/robots.ts';
import { sendPlainPage } from './plain-page.ts';

const WINDOW_MS = 60_000;
const MANIFEST_PATH = '/__manifest';

export function pageRateLimit(app: FastifyInstance): void {
  const { peoplePerMinute, robotsPerMinute } = app.config.pageRateLimit;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === MANIFEST_PATH) return;
    let count: Count;
    try {
      count = await app.requestCounters.increment(`page:${request.ip}`, WINDOW_MS);
    } catch (error) {
      // A database hiccup must not take the site down with it.
      request.log.warn({ err: error }, 'page rate-limit count failed; request let through');
      return;
    }
    const limit = isRobot(request.headers['user-agent']) ? robotsPerMinute : peoplePerMinute;
    if (count.current <= limit) return;
    const seconds = Math.max(1, Math.ceil(count.ttl / 1000));
    reply.header('retry-after', String(seconds));
    return sendPlainPage(reply, 429, {
      title: WEB_SURFACE_MESSAGES.tooManyPagesTitle,
      lines: [WEB_SURFACE_MESSAGES.tooManyPages, WEB_SURFACE_MESSAGES.tryAgainIn(seconds)],
    });
  });
}
