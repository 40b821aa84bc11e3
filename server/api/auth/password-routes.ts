// Passwords: a new one with the token of a password reset e-mail, or a change with
// the current one. Either ends the account's other sessions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiSetPasswordSchema, changePasswordSchema } from '#contract/accounts.ts';
import { noContentSchema } from '#contract/answers.ts';
import { ACCOUNT_LIMITS } from '#core/accounts/limits.ts';
import { changePassword, setPasswordWithToken } from '#core/accounts/passwords.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import { errorResponses } from '../error-schema.ts';
import { requireUser } from './guards.ts';

/** Setting a password from a reset link, and changing it with the current one. */
export async function passwordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/set-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a password reset e-mail',
        description: 'Reset links are valid for 60 minutes and once. Ends every session of the account.',
        body: apiSetPasswordSchema,
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
      // Tries at the current password are counted per account before it is checked, so guessing it stops at 429.
      await countAttempt(app.database.db, `password-check:${user.id}`, ACCOUNT_LIMITS.passwordCheckPerAccount);
      await changePassword(app.deps, user, session.idHash, request.body);
      return reply.status(204).send(null);
    },
  );
}
