import type { FastifyRequest } from 'fastify';
import { type ParsedSearch, parseSearchQuery } from '#core/search/parse-query.ts';
import { type ResolvedSearch, resolveSearchPlace } from '#core/search/resolve-place.ts';
import type { Database } from '#db/client.ts';

/**
 * A search request's query string, read as the /search page reads it: never refused;
 * what could not be read is listed in `ignored`. `own` names the route's own parameters
 * (the map's zoom), which are not search criteria.
 */
export function parsedFrom(request: FastifyRequest, own: readonly string[] = []): ParsedSearch {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(query);
  for (const name of own) params.delete(name);
  return parseSearchQuery(params);
}

/**
 * The criteria with a place given by name, or typed as the words, understood as that
 * place (core/search/resolve-place.ts), and what the query string had that was left out.
 */
export async function searchFrom(
  request: FastifyRequest,
  db: Database,
  own: readonly string[] = [],
): Promise<ResolvedSearch & Pick<ParsedSearch, 'ignored'>> {
  const parsed = parsedFrom(request, own);
  return { ...(await resolveSearchPlace(db, parsed)), ignored: parsed.ignored };
}
