import { z } from 'zod';

/** The documented error body (docs/api.md). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/** A file's bytes as a response body (a PDF, a CSV), described for the OpenAPI document. */
const fileBytesSchema = z.string().meta({ format: 'binary' });

/** The 200 response of a route that sends a file of `mediaType`, not JSON. */
export function fileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: fileBytesSchema } } };
}
