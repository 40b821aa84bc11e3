// The back office's lock. A route of the back office names the permission it needs in its
// options (`config: { operator: 'offers.moderate' }`), and this hook refuses everyone else
// before anything else is read: a guest gets 401, an account whose roles lack the
// permission 403 (contract/permissions.ts holds the one table), and so does an operator
// whose sign-in showed no second factor. A sensitive route (`config: { sensitive: true }`)
// also wants the password or a code from the last ten minutes. The routes are listed as
// they are registered, so a test can walk every one of them against every role.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuditActor } from '#contract/audit.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { can, isOperator, type OperatorPermission } from '#contract/permissions.ts';
import { requireRecentConfirmation, requireSecondFactor } from '#core/accounts/two-factor.ts';
import { HttpError, unauthorized } from '#core/errors.ts';
import { requireUser } from './guards.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office route: only an operator whose roles give this permission. */
    operator?: OperatorPermission;
    /** Refunds, role changes, turning two-factor sign-in off: the user proved who they are in the last ten minutes. */
    sensitive?: boolean;
  }
  interface FastifyInstance {
    /** Every back-office route with the permission it needs. */
    operatorRoutes: OperatorRoute[];
  }
}

export type OperatorRoute = { method: string; url: string; permission: OperatorPermission };

/** The list every back-office route is added to, on the root instance (app.ts). */
export const declareOperatorRoutes = (app: FastifyInstance): void => {
  app.decorate('operatorRoutes', [] as OperatorRoute[]);
};

export function operatorGuard(app: FastifyInstance): void {
  const routes = app.operatorRoutes;
  app.addHook('onRoute', (route: RouteOptions) => {
    const permission = route.config?.operator;
    if (!permission) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
  });
  // onRequest: before the body is parsed or checked, so nobody else learns even what it would accept.
  app.addHook('onRequest', async (request) => {
    const { operator: permission, sensitive } = request.routeOptions.config;
    if (!permission && !sensitive) return;
    const session = await request.getSession();
    if (!session?.user) throw unauthorized();
    if (permission) {
      if (!can(session.user, permission)) {
        const message = isOperator(session.user) ? ACCOUNT_MESSAGES.operatorRoleMissing : ACCOUNT_MESSAGES.adminOnly;
        throw new HttpError(403, message);
      }
      requireSecondFactor(session);
    }
    if (sensitive) requireRecentConfirmation(session);
  });
}

/** The operator behind a back-office request, as the audit log records them: account, roles and address. */
export async function auditActor(request: FastifyRequest): Promise<AuditActor> {
  const { user } = await requireUser(request);
  return { id: user.id, email: user.email, roles: user.roles, address: request.ip };
}
