// The account page's forms in the back office, posted with or without JavaScript:
// suspend, reinstate, set the operator roles (owner only, after a fresh proof of
// identity), and that proof itself. Each runs the same use case as its API route.
import { data, redirect } from 'react-router';
import { deleteUserSchema, suspendUserSchema, userRolesSchema } from '#contract/operator-users.ts';
import { can } from '#contract/permissions.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { deleteAccountFor } from '#core/backoffice/account-deletion.ts';
import { confirmAddressByHand, resendActivationFor, resetSecondFactor } from '#core/backoffice/account-help.ts';
import { reinstateUser, setOperatorRoles, suspendUser } from '#core/backoffice/users.ts';
import { forbidden } from '#core/errors.ts';
import type { AppContext } from '../context.ts';
import { confirmIdentityIntent, pageAuditActor, sensitiveIntent } from './operator-forms.server.ts';
import type { OperatorUserOutcome } from './operator-user-forms.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

const done = (outcome: OperatorUserOutcome) => data({ outcome }, { headers: { 'cache-control': 'private, no-store' } });

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
    'reset-second-factor': sensitiveIntent(app, async () => {
      await resetSecondFactor(app.db, pageAuditActor(app), userId);
      return done('second-factor-reset');
    }),
    roles: async (fields) => {
      if (!can(app.session.account, 'users.roles')) throw forbidden();
      return sensitiveIntent(app, async () => {
        const { roles } = parseFields(userRolesSchema, { roles: ticked(fields.roles) });
        await setOperatorRoles(app.db, pageAuditActor(app), userId, roles);
        return done('roles');
      })(fields);
    },
    // The download itself is the API's (a zip): the form checks the fresh proof first, so
    // the operator meets the confirm form here rather than a refusal in a blank tab.
    'data-export': sensitiveIntent(app, async () =>
      redirect(`/api/admin/users/${encodeURIComponent(userId)}/data-export`),
    ),
    delete: sensitiveIntent(app, async (fields) => {
      const { reason } = parseFields(deleteUserSchema, { reason: fieldText(fields, 'reason') ?? '' });
      await deleteAccountFor(app.deps, pageAuditActor(app), userId, reason);
      return redirect(`${SITE_PATHS.operatorUsers()}?deleted=1`);
    }),
    confirm: confirmIdentityIntent(app, () => done('confirmed')),
  };
}
