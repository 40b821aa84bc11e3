// Live notifications and live auction lots: the hubs of this process's open streams,
// fed by the database listener (docs/decisions/0014-live-notifications.md). Streams end in preClose, before
// the server waits for open connections, so a graceful shutdown never hangs on them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_LOT_VIEWERS_PER_PROCESS } from '#contract/auctions.ts';
import { MAX_LIVE_STREAMS_PER_USER } from '#contract/live-notifications.ts';
import { createLotHub, type LotHub } from '#core/auctions/lot-hub.ts';
import { listenForNotifications } from '#core/notifications/listener.ts';
import { createLiveHub, type LiveHub } from '#core/notifications/live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveNotifications: LiveHub;
    /** The open streams of auction lots, watched by anyone. */
    liveLots: LotHub;
  }
}

export const liveNotificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = createLiveHub(app.database.db, MAX_LIVE_STREAMS_PER_USER);
    const failed = (error: unknown) => app.log.error({ err: error }, 'live notifications: delivery failed');
    const lots = createLotHub(app.database.db, () => app.deps.clock.now(), MAX_LOT_VIEWERS_PER_PROCESS);
    const listener = await listenForNotifications(app.database, {
      announced: (announcement) => void hub.deliver(announcement).catch(failed),
      lotChanged: (offerId) => void lots.deliver(offerId).catch(failed),
      reconnected: () => void hub.catchUp().catch(failed),
      failed: (error) => app.log.warn({ err: error }, 'live notifications: listener connection lost, retrying'),
    });
    app.decorate('liveNotifications', hub);
    app.decorate('liveLots', lots);
    app.addHook('preClose', async () => {
      hub.closeAll();
      lots.closeAll();
    });
    app.addHook('onClose', async () => listener.stop());
  },
  { name: 'live-notifications' },
);
