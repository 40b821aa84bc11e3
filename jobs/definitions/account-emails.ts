// The account e-mails. Each job makes its own link token when it runs, so the
// plain token exists only in the e-mail (never in the jobs table). Jobs keyed by an
// address look the account up themselves: the request that queued them did the same
// work whether or not the account exists (docs/security.md, enumeration).

import { z } from 'zod';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { issueToken } from '#core/accounts/tokens.ts';
import { findUserByEmail, findUserById } from '#core/accounts/users.ts';
import { issueInvitationLink, pendingInvitationAddress } from '#core/agents/invitations.ts';
import { accountDeletedEmail } from '#emails/templates/account-deleted.ts';
import { accountReinstatedEmail, accountSuspendedEmail } from '#emails/templates/account-suspension.ts';
import { activationEmail } from '#emails/templates/activation.ts';
import { agentInvitationEmail } from '#emails/templates/agent-invitation.ts';
import { passwordChangedEmail } from '#emails/templates/password-changed.ts';
import { passwordResetEmail } from '#emails/templates/password-reset.ts';
import { defineJob, type JobDeps } from '../define.ts';
import { withinRecipientLimit } from '../recipient-limit.ts';
import { EMAIL_RETRIES } from '../retries.ts';

const byUser = z.object({ userId: z.uuid() });
const byAddress = z.object({ email: z.string().min(3).max(254) });

type Person = { id: string; email: string; name: string; emailVerifiedAt: Date | null };

async function sendActivation(deps: JobDeps, user: Person, signal: AbortSignal): Promise<void> {
  if (user.emailVerifiedAt) return;
  const token = await issueToken(deps.db, user.id, 'activation');
  const url = siteUrl(deps.config.publicUrl, SITE_PATHS.activation(token));
  await deps.mailer.send({ to: user.email, ...activationEmail({ name: user.name, url }) }, { signal });
}

export const activationEmailJob = defineJob({
  name: 'account.activation',
  payload: byUser,
  options: EMAIL_RETRIES,
  async handler({ userId }, deps, { signal }) {
    const user = await findUserById(deps.db, userId);
    if (user) await sendActivation(deps, user, signal);
  },
});

export const resendActivationJob = defineJob({
  name: 'account.resend-activation',
  payload: byAddress,
  options: EMAIL_RETRIES,
  async handler({ email }, deps, { signal }) {
    if (!(await withinRecipientLimit(deps, 'activation', email))) return;
    const user = await findUserByEmail(deps.db, email);
    if (user) await sendActivation(deps, user, signal);
  },
});

export const passwordReminderJob = defineJob({
  name: 'account.password-reminder',
  payload: byAddress,
  options: EMAIL_RETRIES,
  async handler({ email }, deps, { signal }) {
    if (!(await withinRecipientLimit(deps, 'reminder', email))) return;
    const user = await findUserByEmail(deps.db, email);
    if (!user) return;
    const token = await issueToken(deps.db, user.id, 'password_reset');
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.setPassword(token));
    await deps.mailer.send({ to: user.email, ...passwordResetEmail({ name: user.name, url }) }, { signal });
  },
});

export const passwordChangedJob = defineJob({
  name: 'account.password-changed',
  payload: byUser,
  options: EMAIL_RETRIES,
  async handler({ userId }, deps, { signal }) {
    const user = await findUserById(deps.db, userId);
    if (!user) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.passwordReminder());
    await deps.mailer.send({ to: user.email, ...passwordChangedEmail({ name: user.name, url }) }, { signal });
  },
});

/** Told why the account was suspended: it can no longer sign in to read a notice. */
export const accountSuspendedJob = defineJob({
  name: 'account.suspended',
  payload: byUser,
  options: EMAIL_RETRIES,
  async handler({ userId }, deps, { signal }) {
    const user = await findUserById(deps.db, userId);
    // Reinstated before the e-mail went: nothing to tell.
    if (!user?.suspendedAt) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.contact());
    const email = accountSuspendedEmail({ name: user.name, reason: user.suspensionReason ?? '', url });
    await deps.mailer.send({ to: user.email, ...email }, { signal });
  },
});

export const accountReinstatedJob = defineJob({
  name: 'account.reinstated',
  payload: byUser,
  options: EMAIL_RETRIES,
  async handler({ userId }, deps, { signal }) {
    const user = await findUserById(deps.db, userId);
    if (!user || user.suspendedAt) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.login());
    await deps.mailer.send({ to: user.email, ...accountReinstatedEmail({ name: user.name, url }) }, { signal });
  },
});

/** Told that support deleted the account, and why; sent to the address it had (the account is gone). */
export const accountDeletedJob = defineJob({
  name: 'account.deleted',
  payload: z.object({ email: z.string(), name: z.string(), reason: z.string() }),
  options: EMAIL_RETRIES,
  async handler({ email, name, reason }, deps, { signal }) {
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.contact());
    await deps.mailer.send({ to: email, ...accountDeletedEmail({ name, reason, url }) }, { signal });
  },
});

export const agentInvitationJob = defineJob({
  name: 'agents.invitation',
  payload: z.object({ invitationId: z.uuid() }),
  options: EMAIL_RETRIES,
  async handler({ invitationId }, deps, { signal }) {
    // Answered or withdrawn since: nothing to send.
    const address = await pendingInvitationAddress(deps.db, invitationId);
    if (!address) return;
    // However often companies ask, an address gets only a few invitations an hour (the
    // link already sent keeps working when one is held back).
    if (!(await withinRecipientLimit(deps, 'agent-invitation', address))) return;
    const link = await issueInvitationLink(deps.db, invitationId);
    if (!link) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.agentInvitation(link.token));
    const email = agentInvitationEmail({ name: link.name, company: link.company, url });
    await deps.mailer.send({ to: link.email, ...email }, { signal });
  },
});

export const accountEmailJobs = [
  activationEmailJob,
  resendActivationJob,
  passwordReminderJob,
  passwordChangedJob,
  accountSuspendedJob,
  accountReinstatedJob,
  accountDeletedJob,
  agentInvitationJob,
];
