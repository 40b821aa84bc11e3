// GET /api/auctions/{id}/live: a lot as Server-Sent Events, for anyone watching it,
// signed in or not. It starts with the lot as it stands, then sends it again whenever a
// bid or the close changes it (announced by whichever process took the bid). The data
// is the guest's view: a signed-in bidder reads their own standing with GET
// /api/auctions/{id} when an event arrives. Written by hand on the hijacked reply, as
// the notification stream is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOT_EVENT, type LotView, lotStreamBodySchema } from '#contract/auctions.ts';
import { LIVE_HEARTBEAT_MS, LIVE_MESSAGES, LIVE_RETRY_MS } from '#contract/live-notifications.ts';
import { offerIdParams } from '#contract/offer-lifecycle.ts';
import type { LotStream } from '#core/auctions/lot-hub.ts';
import { readLot } from '#core/auctions/lots.ts';
import { HttpError } from '#core/errors.ts';
import { errorResponses } from '../error-schema.ts';

export async function lotStreamRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/auctions/:id/live',
    {
      schema: {
        tags: ['auctions'],
        summary: 'A lot, live (Server-Sent Events)',
        description: [
          `A \`text/event-stream\` of events \`${LOT_EVENT}\`, each with the lot as JSON (as GET /api/auctions/{id} answers a guest): first as it stands, then after every bid, extension and the close.`,
          `It starts with \`retry: ${LIVE_RETRY_MS}\` and sends a \`: heartbeat\` comment every ${LIVE_HEARTBEAT_MS / 1000} s. Anyone may watch; 404 when the ad is not an auction on view, 429 when this server streams too many viewers of the lot.`,
        ].join(' '),
        params: offerIdParams,
        response: {
          200: {
            description: 'Server-Sent Events: `lot` events and heartbeat comments',
            content: { 'text/event-stream': { schema: lotStreamBodySchema } },
          },
          ...errorResponses(404, 429),
        },
      },
    },
    streamLot(app),
  );
}

function streamLot(app: FastifyInstance) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const offerId = request.params.id;
    const first = await readLot(app.deps.db, offerId, null, app.deps.clock.now());
    const raw = reply.raw;
    let heartbeat: NodeJS.Timeout | undefined;
    const write = (lot: LotView) => raw.write(`event: ${LOT_EVENT}\ndata: ${JSON.stringify(lot)}\n\n`);
    const stream: LotStream = {
      send: write,
      close() {
        clearInterval(heartbeat);
        raw.end();
      },
    };
    const hub = app.liveLots;
    if (!hub.add(offerId, stream)) throw new HttpError(429, LIVE_MESSAGES.tooManyStreams);
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    write(first);
    heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
    request.raw.socket.setKeepAlive(true);
    raw.once('close', () => {
      clearInterval(heartbeat);
      hub.remove(offerId, stream);
    });
  };
}
