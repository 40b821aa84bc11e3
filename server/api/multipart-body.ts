// Routes that take JSON or multipart/form-data: the body schema documents the JSON
// (and the OpenAPI document shows it), the route's own reader checks both shapes.
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export function bodyReadByRoute(route: FastifyRouteSchemaDef<unknown>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);
}
