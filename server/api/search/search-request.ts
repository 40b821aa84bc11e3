import type { FastifyRequest } from 'fastify';
import type { SearchCriteria } from '#contract/search.ts';
import { unprocessable } from '#core/errors.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { type ReadSearch, readSearchText } from '#core/search/read-search-text.ts';
import type { Database } from '#db/client.ts';

/**
 * Criteria of a search request, or a 422 naming each wrong parameter. `own` names the
 * route's own parameters (the map's zoom), which are not search criteria.
 */
export function criteriaFrom(request: FastifyRequest, own: readonly string[] = []): SearchCriteria {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(query);
  for (const name of own) params.delete(name);
  const parsed = parseSearchQuery(params);
  if (!parsed.ok) {
    const fields = Object.keys(parsed.errors);
    throw unprocessable(parsed.errors, `Invalid search parameter${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`);
  }
  return parsed.criteria;
}

/** The criteria with a typed place name understood as the place (core/search/read-search-text.ts). */
export function searchFrom(request: FastifyRequest, db: Database): Promise<ReadSearch> {
  return readSearchText(db, criteriaFrom(request));
}
