// The search query string as the OpenAPI document describes it, generated from the
// contract's list of parameters. Fastify checks only the shape here;
// core/search/parse-query.ts is the real parser, so the API and the /search page read a
// URL exactly the same way.
import { z } from 'zod';
import { searchQueryKeys } from '#contract/search-parameters.ts';

const value = z.union([z.string(), z.array(z.string())]).optional();

export const searchQuerystringSchema = z.object(
  Object.fromEntries(searchQueryKeys().map(({ key, description }) => [key, value.describe(description)])),
);
