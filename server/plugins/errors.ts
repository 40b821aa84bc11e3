// One error handler for the whole API: every error leaves as { message, errors?, code? }
// with the status of the API's error catalogue (docs/api.md). A page request
// refused before React Router runs gets the same message in a small HTML page.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { type FieldErrors, HttpError, type Refusal, refusalOf } from '#core/errors.ts';
import { NUL_REFUSED } from './input-text.ts';
import { sendPlainPage } from './plain-page.ts';

export type ErrorBody = Refusal['body'];

const INTERNAL_MESSAGE = 'There was a problem, please try again';

export function errorBody(error: unknown): { status: number; body: ErrorBody } {
  const refusal = refusalOf(error);
  if (refusal) return { status: refusal.status, body: refusal.body };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      // A field nobody may send (roles, verified flags...) is named itself.
      const unknownKeys =
        issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
      for (const field of unknownKeys?.length
        ? unknownKeys.map((key) => fieldName(error.validationContext, `${issue.instancePath}/${key}`))
        : [fieldName(error.validationContext, issue.instancePath)]) {
        const message = unknownKeys?.length ? 'is not an accepted field' : (issue.message ?? 'is invalid');
        // Own keys only: a field may be called 'toString'.
        errors[field] = [...(Object.hasOwn(errors, field) ? (errors[field] ?? []) : []), message];
      }
    }
    const fields = Object.keys(errors);
    return {
      status: 422,
      body: { message: `Invalid ${fields.join(', ')}: ${Object.values(errors)[0]?.[0] ?? 'is invalid'}`, errors },
    };
  }
  const refused = inputRefusedByLibrary(error);
  if (refused) return refused;
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const body: ErrorBody = { message: fastifyError.message ?? 'Bad request' };
    if (fastifyError.code && !fastifyError.code.startsWith('FST_')) body.code = fastifyError.code;
    return { status, body };
  }
  return { status: 500, body: { message: INTERNAL_MESSAGE } };
}

// The multipart parser (busboy) reports a body that is not well-formed multipart (no
// or an unusable boundary, cut short) with plain errors; only their messages tell them
// from a failure of ours.
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /unexpected end of multipart data$/i,
  /^The needle cannot (be an empty|have a length bigger)/,
];

/** Bad input that a library or the database reports without an HTTP status: a 400, not a 500. */
function inputRefusedByLibrary(error: unknown): { status: number; body: ErrorBody } | undefined {
  if (!(error instanceof Error)) return undefined;
  if (MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return { status: 400, body: { message: 'The form data is not well-formed multipart', code: 'malformed_form' } };
  }
  // PostgreSQL's "invalid byte sequence" (a NUL in text read by a route itself).
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if ((error as { code?: unknown }).code === '22021' || cause?.code === '22021') {
    return { status: 400, body: { message: NUL_REFUSED, code: 'invalid_character' } };
  }
  return undefined;
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  if (path) return path;
  return context === 'querystring' ? 'query' : (context ?? 'request');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = errorBody(error);
  // A 5xx we chose to answer (busy, a payment provider failing) is a warning, not a crash.
  if (status >= 500 && error instanceof HttpError)
    request.log.warn({ status, message: body.message }, 'request refused');
  else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, message: body.message }, 'request refused');
  if (error instanceof HttpError && error.headers) reply.headers(error.headers);
  if (request.routeOptions.config?.page) {
    const title = status >= 500 ? INTERNAL_MESSAGE : WEB_SURFACE_MESSAGES.pageRefusedTitle;
    return sendPlainPage(reply, status, { title, lines: status >= 500 ? [] : [body.message] });
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  },
  { name: 'errors' },
);
