// The account services ask for e-mails through this; each becomes a background job
// (jobs/definitions/account-emails.ts), so a slow mail server never slows a request.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountMail } from '#core/accounts/account-mail.ts';
import {
  activationEmailJob,
  agentInvitationJob,
  passwordChangedJob,
  passwordReminderJob,
  resendActivationJob,
} from '#jobs/definitions/account-emails.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accountMail: AccountMail;
  }
}

export const accountMailPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accountMail', {
      async activation(userId) {
        await app.jobs.send(activationEmailJob, { userId });
      },
      async resendActivation(email) {
        await app.jobs.send(resendActivationJob, { email });
      },
      async passwordReminder(email) {
        await app.jobs.send(passwordReminderJob, { email });
      },
      async passwordChanged(userId) {
        await app.jobs.send(passwordChangedJob, { userId });
      },
      async agentInvitation(invitationId) {
        await app.jobs.send(agentInvitationJob, { invitationId });
      },
    } satisfies AccountMail);
  },
  { name: 'account-mail', dependencies: ['jobs'] },
);
