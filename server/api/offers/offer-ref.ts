// Routes that act on one offer name it in the path by its id or by its slug (the
// page's address); the route handlers and use cases work with the id. This hook turns
// a slug into its offer's id before the handler runs, so that every such route takes
// both, and an unknown slug answers the same 404 as an unknown id, after the route's own
// checks (a visitor is asked to log in without learning whether the slug exists).
import type { FastifyInstance } from 'fastify';
import { offerIdParams } from '#contract/offer-lifecycle.ts';
import { offerIdOf } from '#core/offers/offer-match.ts';

export function offerSlugsAsIds(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.schema?.params !== offerIdParams) return;
    const params = request.params as { id: string };
    params.id = await offerIdOf(app.database.db, params.id);
  });
}
