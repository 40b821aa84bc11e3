// Sessions: the CSRF cookie, logging in and out, and whether the caller is logged in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, userResourceSchema } from '#contract/accounts.ts';
import { noContentSchema } from '#contract/answers.ts';
import { secondFactorAwaitedSchema } from '#contract/two-factor.ts';
import { logInWithPassword } from '#core/accounts/login.ts';
import { endSession } from '#core/accounts/sessions.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { SESSION_COOKIE } from '../../plugins/sessions.ts';
import { errorResponses } from '../error-schema.ts';

/** A visitor's session and its CSRF token. */
export async function csrfCookieRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a session and get its CSRF token',
        description:
          'Sets the HttpOnly session cookie and the readable XSRF-TOKEN cookie. Every POST, PUT, PATCH and DELETE must send the cookie value in the X-XSRF-TOKEN header; a missing or wrong one gets 419.',
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const id = request.cookies[SESSION_COOKIE];
      // A live session keeps its id; the cookies are sent again with its token.
      if (session && id) reply.sendSessionCookies({ id, csrfToken: session.csrfToken, expiresAt: session.expiresAt });
      else await app.openSession(request, reply, null);
      return reply.status(204).send(null);
    },
  );
}

/** Logging in (a new session) and out, and whether the caller is logged in. */
export async function loginRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in',
        description:
          'Returns the user (the login response’s fields) and replaces the session (new session and XSRF-TOKEN cookies). A suspended account gets 403 `account_suspended` with the operator’s reason. An account with two-factor sign-in gets 202 instead: the new session waits for POST /api/auth/two-factor-challenge. Wrong credentials and unknown addresses get the same 401; an inactive account gets 401 with code not_activated. At most LOGIN_ATTEMPTS_PER_ADDRESS (20) attempts per client address in 10 minutes and 5 per account in 15 minutes (the right password clears the account’s count), counted before the password is checked: 429 `too_many_attempts` without a check. Requests with a wrong CSRF token or an invalid body are not counted.',
        body: loginSchema,
        response: {
          200: userResourceSchema,
          202: secondFactorAwaitedSchema.describe(
            'The password was right and the account signs in with a second factor: the new session waits (10 minutes) for POST /api/auth/two-factor-challenge.',
          ),
          ...errorResponses(401, 403, 419, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const outcome = await logInWithPassword(app.deps, request.body, {
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionHash: (await request.getSession())?.idHash ?? null,
      });
      reply.sendSessionCookies(outcome.session);
      if (outcome.kind === 'second-factor-awaited') {
        return reply.status(202).send({ two_factor: true, methods: outcome.methods });
      }
      return toUserResource(outcome.user, STORAGE_URL_PATH);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out (ends the session)',
        response: { 204: noContentSchema, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      if (session) await endSession(app.database.db, session.idHash);
      reply.clearSessionCookies();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/check',
    { schema: { tags: ['auth'], summary: 'Is the caller logged in?', response: { 200: z.boolean() } } },
    async (request) => Boolean((await request.getSession())?.user),
  );
}
