// What the account e-mails' links do, and asking for those e-mails again: activation,
// the password reset link, and changing the password with the current one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  type EmailPromptKind,
  emailPromptSchema,
  setPasswordSchema,
  tokenSchema,
} from '#contract/accounts.ts';
import { messageAnswerSchema, noContentSchema } from '#contract/answers.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { activateAccount } from '#core/accounts/activation.ts';
import { sendEmailPrompt } from '#core/accounts/email-prompts.ts';
import { ACCOUNT_LIMITS } from '#core/accounts/limits.ts';
import { changePassword, setPasswordWithToken } from '#core/accounts/passwords.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import { errorResponses } from '../error-schema.ts';
import { requireUser } from './guards.ts';

/** Activation and password links, the e-mails that carry them, and a password change. */
export async function accountLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

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
