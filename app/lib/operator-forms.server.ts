// What every back-office page's forms share: the operator as the audit log records them,
// the fresh proof of identity that sensitive actions want (password or a code from the
// authenticator app, good for 10 minutes), and the form that gives that proof.

import type { AuditActor } from '#contract/audit.ts';
import { confirmIdentitySchema } from '#contract/two-factor.ts';
import { confirmIdentity, requireRecentConfirmation } from '#core/accounts/two-factor.ts';
import { unauthorized } from '#core/errors.ts';
import type { AppContext } from '../context.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

/** The operator behind a page's form, as the audit log records them. */
export function pageAuditActor(app: AppContext): AuditActor {
  const account = app.session.account;
  if (!account) throw unauthorized();
  return { id: account.id, email: account.email, roles: account.roles, address: app.client.address };
}

/**
 * A sensitive action's form: refused with `confirmation_required` (403) unless the
 * operator proved who they are within 10 minutes, as the API's sensitive routes are.
 */
export function sensitiveIntent(app: AppContext, handler: FormHandler): FormHandler {
  return (fields) => {
    requireRecentConfirmation({ confirmedAt: app.session.signIn?.confirmedAt ?? null });
    return handler(fields);
  };
}

/** The `confirm` form: the password, or a code from the app, marks the session as just confirmed. */
export function confirmIdentityIntent(app: AppContext, confirmed: () => unknown): FormHandler {
  return async (fields) => {
    const account = app.session.account;
    const sessionHash = app.client.sessionId;
    if (!account || !sessionHash) throw unauthorized();
    const code = fieldText(fields, 'code');
    const proof = parseFields(
      confirmIdentitySchema,
      code === undefined ? { password: fieldText(fields, 'password') ?? '' } : { code },
    );
    await confirmIdentity(app.deps, account, sessionHash, proof);
    return confirmed();
  };
}
