// Query strings are read leniently: a parameter an endpoint does not know (a tracking
// tag added by a mail client, an older client's extra) is ignored, never refused, so
// links and clients keep working; the parameters it knows are still checked.
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

export function ignoreUnknownQueryParameters(route: RouteOptions): void {
  const schema = route.schema as { querystring?: unknown } | undefined;
  if (schema?.querystring instanceof z.ZodObject) schema.querystring = schema.querystring.strip();
}
