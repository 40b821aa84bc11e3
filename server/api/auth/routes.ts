// The auth calls: login, logout, registration, activation and passwords. Every limit
// and rule is described in docs/security.md.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  type EmailPromptKind,
  emailPromptSchema,
  guestAccountResponseSchema,
  guestAccountSchema,
  loginSchema,
  registrationSchema,
  setPasswordSchema,
  tokenSchema,
  userResourceSchema,
} from '#contract/accounts.ts';
import { messageAnswerSchema, noContentSchema } from '#contract/answers.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { activateAccount } from '#core/accounts/activation.ts';
import { sendEmailPrompt } from '#core/accounts/email-prompts.ts';
import { createGuestAccount } from '#core/accounts/guest.ts';
import { ACCOUNT_LIMITS } from '#core/accounts/limits.ts';
import { logInWithPassword } from '#core/accounts/login.ts';
import { changePassword, setPasswordWithToken } from '#core/accounts/passwords.ts';
import { registerAccount } from '#core/accounts/register.ts';
import { endSession } from '#core/accounts/sessions.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { SESSION_COOKIE } from '../../plugins/sessions.ts';
import { errorResponses } from '../error-schema.ts';
import { requireUser } from './guards.ts';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

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

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        description:
          'type is user (private person), agency, developer or hotel. Sends the activation e-mail. A taken address answers 400 with code email_already_exist. At most 50 new accounts an hour per client address and 3 registrations an hour of one e-mail address (429 `too_many_attempts`); only requests with a valid CSRF token and a valid body are counted.',
        body: registrationSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      // Counted here, after the CSRF check and validation: another site's form spends nothing.
      await registerAccount(app.deps, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/guest',
    {
      schema: {
        tags: ['auth'],
        summary: 'Post without an account: a private account with a temporary password, logged in at once',
        description:
          'Body `{ name, email }`. Creates a private account with a random temporary password, opens its session (new session and XSRF-TOKEN cookies) and sends the activation e-mail. Answers 201 with the user and `temporary_credentials { email, password }`, which the browser keeps until profile set-up replaces the password. Ads of an account whose address is not confirmed stay drafts (publishing answers 403 `email_not_verified`). A taken address answers 400 `email_already_exist`. Counted with registrations (per client address and per e-mail address).',
        body: guestAccountSchema,
        response: { 201: guestAccountResponseSchema, ...errorResponses(400, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user, temporaryPassword } = await createGuestAccount(app.deps, request.body, request.ip);
      const previous = await request.getSession();
      if (previous) await endSession(db(), previous.idHash);
      await app.openSession(request, reply, user.id);
      return reply.status(201).send({
        user: toUserResource(user, STORAGE_URL_PATH),
        temporary_credentials: { email: user.email, password: temporaryPassword },
      });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in',
        description:
          'Returns the user (the login response’s fields) and replaces the session (new session and XSRF-TOKEN cookies). Wrong credentials and unknown addresses get the same 401; an inactive account gets 401 with code not_activated. At most LOGIN_ATTEMPTS_PER_ADDRESS (20) attempts per client address in 10 minutes and 5 per account in 15 minutes (the right password clears the account’s count), counted before the password is checked: 429 `too_many_attempts` without a check. Requests with a wrong CSRF token or an invalid body are not counted.',
        body: loginSchema,
        response: { 200: userResourceSchema, ...errorResponses(401, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = await logInWithPassword(app.deps, request.body, {
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionHash: (await request.getSession())?.idHash ?? null,
      });
      reply.sendSessionCookies(session);
      return toUserResource(user, STORAGE_URL_PATH);
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
      if (session) await endSession(db(), session.idHash);
      reply.clearSessionCookies();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/check',
    { schema: { tags: ['auth'], summary: 'Is the caller logged in?', response: { 200: z.boolean() } } },
    async (request) => Boolean((await request.getSession())?.user),
  );

  app.post(
    '/auth/complete-registration',
    {
      schema: {
        tags: ['auth'],
        summary: 'Activate an account with the token from the activation e-mail',
        description: 'Tokens are single use and expire after 7 days; an invalid, used or expired one gets 404.',
        body: tokenSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(404, 419, 422) },
      },
    },
    async (request) => {
      await activateAccount(db(), request.body.token);
      return { message: ACCOUNT_MESSAGES.activated };
    },
  );

  const emailPrompt = (path: string, summary: string, kind: EmailPromptKind) =>
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          summary,
          description:
            'Always 204 for a well-formed address, whether or not it has an account (no enumeration). Limited per client address; at most 3 e-mails an hour reach one address.',
          body: emailPromptSchema,
          response: { 204: noContentSchema, ...errorResponses(419, 422, 429) },
        },
      },
      async (request, reply) => {
        await sendEmailPrompt(app.deps, kind, request.body.email, request.ip);
        return reply.status(204).send(null);
      },
    );
  emailPrompt('/auth/resend-email', 'Send the activation e-mail again', 'resend');
  emailPrompt('/auth/remind-password', 'Send a password reset link', 'remind');

  app.post(
    '/auth/set-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a password reset e-mail',
        description: 'Reset links are valid for 60 minutes and once. Ends every session of the account.',
        body: setPasswordSchema,
        response: { 204: noContentSchema, ...errorResponses(404, 419, 422) },
      },
    },
    async (request, reply) => {
      await setPasswordWithToken(app.deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (needs the current one)',
        description: 'Ends every other session of the account.',
        body: changePasswordSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = await requireUser(request);
      await countAttempt(db(), `password-check:${user.id}`, ACCOUNT_LIMITS.passwordCheckPerAccount);
      await changePassword(app.deps, user, session.idHash, request.body);
      return reply.status(204).send(null);
    },
  );
}
