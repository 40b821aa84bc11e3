// Saved searches of the logged-in user, and the unsubscribe link of their alert
// e-mails. Someone else's saved search is 404 for every operation.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswerSchema, noContentSchema } from '#contract/answers.ts';
import { rowIdParamsSchema } from '#contract/ids.ts';
import {
  createSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
  savedSearchListSchema,
  savedSearchSchema,
  unsubscribeQuerySchema,
  unsubscribeTargetSchema,
  updateSavedSearchSchema,
} from '#contract/saved-searches.ts';
import { notFound, unprocessable } from '#core/errors.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearchByUnsubscribeToken,
  listSavedSearches,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '#core/saved-searches/saved.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { acceptOneClickBodies, isOneClickBody } from '../one-click-unsubscribe.ts';

export async function savedSearchRoutes(fastify: FastifyInstance): Promise<void> {
  // The one-click unsubscribe posts a form: every saved-search route reads form bodies as text.
  acceptOneClickBodies(fastify);
  await fastify.register(savedSearchListRoutes);
  await fastify.register(oneSavedSearchRoutes);
  await fastify.register(alertUnsubscribeRoutes);
}

/** The caller's saved searches: the list, and saving one more. */
async function savedSearchListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        summary: "The caller's saved searches, newest first (at most 50)",
        response: { 200: savedSearchListSchema, ...errorResponses(401) },
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
}

/** One of the caller's saved searches: rename it, change its alerts, delete it. */
async function oneSavedSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Rename a saved search or change how often it e-mails',
        description: 'Alerts switched back on from off start from now.',
        params: rowIdParamsSchema,
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
        params: rowIdParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await deleteSavedSearch(db(), user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** The unsubscribe link of the alert e-mails, which works without a login. */
async function alertUnsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // The page behind the e-mail's link asks first: a GET changes nothing, so mail
  // scanners that follow links cannot stop anyone's alerts.
  app.get(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Which saved search an unsubscribe token stops (changes nothing)',
        description:
          'No login: the token from the latest alert e-mail is the credential. Unknown token: 404. The POST below stops the alerts.',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeTargetSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const target = await findSavedSearchByUnsubscribeToken(db(), request.query.token);
      if (!target) throw notFound(SAVED_SEARCH_MESSAGES.unsubscribeLinkInvalid);
      return { name: target.name, alerts_on: target.frequency !== 'off' };
    },
  );

  // RFC 8058 one-click unsubscribe: the mail client POSTs from outside any session, so
  // there is no CSRF token to check; the token in the URL is the credential.
  app.post(
    '/saved-searches/unsubscribe',
    {
      config: { csrf: false },
      schema: {
        tags: ['saved-searches'],
        summary: 'Stop the alert e-mails of one saved search: one-click unsubscribe (RFC 8058)',
        description:
          'Body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded or multipart/form-data), as mail clients and the unsubscribe page send it. No CSRF header: the token is the credential.',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageAnswerSchema, ...errorResponses(404, 415, 422) },
      },
    },
    async (request) => {
      if (!isOneClickBody(request.body)) throw unprocessable({ 'List-Unsubscribe': ["must be 'One-Click'"] });
      const unsubscribed = await unsubscribeSavedSearch(db(), request.query.token);
      if (!unsubscribed) throw notFound(SAVED_SEARCH_MESSAGES.unsubscribeLinkInvalid);
      return { message: SAVED_SEARCH_MESSAGES.unsubscribed(unsubscribed.name) };
    },
  );
}
