// Saved searches of the logged-in user, and the unsubscribe link of their alert
// e-mails. Someone else's saved search is 404 for every operation.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf } from '#contract/pagination.ts';
import {
  createSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '#contract/saved-searches.ts';
import { notFound, unprocessable } from '#core/errors.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '#core/searches/saved.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const noContent = z.null().describe('No content');
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tokenQuery = z.object({ token: z.string().trim().min(20).max(200) }).strict();
const messageSchema = z.object({ message: z.string() });

/** RFC 8058: the mail client's one-click POST carries List-Unsubscribe=One-Click, form-encoded or multipart. */
export function isOneClickBody(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if (new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click') return true;
  return /name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
}

export async function savedSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // Only for the one-click POST below: read as text, small (this plugin's scope only).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        summary: "The caller's saved searches, newest first (at most 50)",
        response: { 200: listOf(savedSearchSchema), ...errorResponses(401) },
      },
    },
    async (request) => listSavedSearches(db(), (await requireUser(request)).user.id),
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Save a search',
        description:
          'query is the query string of a search (as /search has it); it is parsed like a search and stored without page, sort and limit. A bad parameter is a 422 naming it under `query`. At most 50 saved searches per user (422, code saved_searches_limit).',
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema, ...errorResponses(401, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      return reply.status(201).send(await createSavedSearch(db(), user.id, request.body));
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Rename a saved search or change how often it e-mails',
        description: 'Alerts switched back on from off start from now.',
        params: idParams,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return updateSavedSearch(db(), user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Delete a saved search',
        params: idParams,
        response: { 204: noContent, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await deleteSavedSearch(db(), user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const unsubscribe = async (token: string) => {
    const unsubscribed = await unsubscribeSavedSearch(db(), token);
    if (!unsubscribed) throw notFound(SAVED_SEARCH_MESSAGES.unsubscribeLinkInvalid);
    return { message: SAVED_SEARCH_MESSAGES.unsubscribed(unsubscribed.name) };
  };

  // A GET that changes state: the link in the alert e-mail. It only ever turns alerts
  // off, for the one search the token belongs to, and repeating it changes nothing.
  app.get(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Stop the alert e-mails of one saved search (the link in the e-mail)',
        description: 'No login: the token from the latest alert e-mail is the credential. Unknown token: 404.',
        querystring: tokenQuery,
        response: { 200: messageSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => unsubscribe(request.query.token),
  );

  // RFC 8058 one-click unsubscribe: the mail client POSTs from outside any session, so
  // there is no CSRF token to check; the token in the URL is the credential.
  app.post(
    '/saved-searches/unsubscribe',
    {
      config: { csrf: false },
      schema: {
        tags: ['saved-searches'],
        summary: 'One-click unsubscribe (RFC 8058), as mail clients send it',
        description:
          'Body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded or multipart/form-data). No CSRF header.',
        querystring: tokenQuery,
        response: { 200: messageSchema, ...errorResponses(404, 415, 422) },
      },
    },
    async (request) => {
      if (!isOneClickBody(request.body)) throw unprocessable({ 'List-Unsubscribe': ["must be 'One-Click'"] });
      return unsubscribe(request.query.token);
    },
  );
}
