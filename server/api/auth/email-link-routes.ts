// What the activation e-mail's link does, and asking for the account e-mails again:
// the activation e-mail and the password reset link (password-routes.ts sets the password).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type EmailPromptKind, emailPromptSchema, tokenSchema } from '#contract/accounts.ts';
import { messageAnswerSchema, noContentSchema } from '#contract/answers.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { activateAccount } from '#core/accounts/activation.ts';
import { sendEmailPrompt } from '#core/accounts/email-prompts.ts';
import { errorResponses } from '../error-schema.ts';

/** Activating an account, and sending the activation and password reset e-mails again. */
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
}
