// One error handler for the whole API: every error leaves as { message, errors?, code? }
// with the status of the specification's error catalogue (docs/api.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type FieldErrors, HttpError } from '#core/errors.ts';

export type ErrorBody = { message: string; errors?: FieldErrors; code?: string; [detail: string]: unknown };

const INTERNAL_MESSAGE = 'There was a problem, please try again';

export function errorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { ...error.details, message: error.message };
    if (error.errors) body.errors = error.errors;
    if (error.code) body.code = error.code;
    return { status: error.status, body };
  }
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
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const body: ErrorBody = { message: fastifyError.message ?? 'Bad request' };
    if (fastifyError.code && !fastifyError.code.startsWith('FST_')) body.code = fastifyError.code;
    return { status, body };
  }
  return { status: 500, body: { message: INTERNAL_MESSAGE } };
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
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  },
  { name: 'errors' },
);
