// The account page's forms in the back office, posted with or without JavaScript:
// suspend, reinstate, set the operator roles (owner only, after a fresh proof of
// identity), and that proof itself. Each runs the same use case as its API route.
import { data } from 'react-router';
import { z } from 'zod';
import type { AuditActor } from '#contract/audit.ts';
import { suspendUserSchema, userRolesSchema } from '#contract/operator-users.ts';
import { can } from '#contract/permissions.ts';
import { TWO_FACTOR_MESSAGES } from '#contract/two-factor.ts';
import { confirmIdentity, requireRecentConfirmation } from '#core/accounts/two-factor.ts';
import { confirmAddressByHand, resendActivationFor, resetSecondFactor } from '#core/backoffice/account-help.ts';
import { reinstateUser, setOperatorRoles, suspendUser } from '#core/backoffice/users.ts';
import { forbidden, unauthorized } from '#core/errors.ts';
import type { AppContext } from '../context.ts';
import type { OperatorUserOutcome } from './operator-user-forms.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

const done = (outcome: OperatorUserOutcome) => data({ outcome }, { headers: { 'cache-control': 'private, no-store' } });

const passwordSchema = z.object({ password: z.string().min(1, TWO_FACTOR_MESSAGES.confirmProof).max(128) }).strict();

/** The operator behind a page's form, as the audit log records them. */
export function pageAuditActor(app: AppContext): AuditActor {
  const account = app.session.account;
  if (!account) throw unauthorized();
  return { id: account.id, email: account.email, roles: account.roles, address: app.client.address };
}

/** The ticked check boxes named `name`: none, one (a string) or several. */
const ticked = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function operatorUserForms(app: AppContext, userId: string): Record<string, FormHandler> {
  return {
    suspend: async (fields) => {
      const { reason } = parseFields(suspendUserSchema, { reason: fieldText(fields, 'reason') ?? '' });
      await suspendUser(app.deps, pageAuditActor(app), userId, reason);
      return done('suspended');
    },
    reinstate: async () => {
      await reinstateUser(app.deps, pageAuditActor(app), userId);
      return done('reinstated');
    },
    'confirm-address': async () => {
      await confirmAddressByHand(app.db, pageAuditActor(app), userId);
      return done('address-confirmed');
    },
    'resend-activation': async () => {
      await resendActivationFor(app.deps, pageAuditActor(app), userId);
      return done('activation-sent');
    },
    'reset-second-factor': async () => {
      requireRecentConfirmation({ confirmedAt: app.session.signIn?.confirmedAt ?? null });
      await resetSecondFactor(app.db, pageAuditActor(app), userId);
      return done('second-factor-reset');
    },
    roles: async (fields) => {
      const actor = pageAuditActor(app);
      if (!can(app.session.account, 'users.roles')) throw forbidden();
      requireRecentConfirmation({ confirmedAt: app.session.signIn?.confirmedAt ?? null });
      const { roles } = parseFields(userRolesSchema, { roles: ticked(fields.roles) });
      await setOperatorRoles(app.db, actor, userId, roles);
      return done('roles');
    },
    confirm: async (fields) => {
      const account = app.session.account;
      const sessionHash = app.client.sessionId;
      if (!account || !sessionHash) throw unauthorized();
      const proof = parseFields(passwordSchema, { password: fieldText(fields, 'password') ?? '' });
      await confirmIdentity(app.db, account, sessionHash, proof);
      return done('confirmed');
    },
  };
}
