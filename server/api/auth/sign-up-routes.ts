// New accounts: registration, and the private account a guest gets by posting an ad.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRegistrationSchema, guestAccountResponseSchema, guestAccountSchema } from '#contract/accounts.ts';
import { noContentSchema } from '#contract/answers.ts';
import { createGuestAccount } from '#core/accounts/guest.ts';
import { registerAccount } from '#core/accounts/register.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';

/** Registering, and posting as a guest (an account logged in at once). */
export async function signUpRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        description:
          'type is user (private person), agency, developer or hotel. Sends the activation e-mail. A taken address answers 400 with code email_already_exist. At most 50 new accounts an hour per client address and 3 registrations an hour of one e-mail address (429 `too_many_attempts`); only requests with a valid CSRF token and a valid body are counted.',
        body: apiRegistrationSchema,
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
      // The visitor's session (if any) ends: the new account gets a fresh one.
      await app.openSession(request, reply, user.id);
      return reply.status(201).send({
        user: toUserResource(user, STORAGE_URL_PATH),
        temporary_credentials: { email: user.email, password: temporaryPassword },
      });
    },
  );
}
