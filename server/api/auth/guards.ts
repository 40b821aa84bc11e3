// The server side of the page guards: the browser's redirects are a convenience,
// these are the lock. Every state-changing endpoint starts with one of them; the back
// office's routes name their permission instead (operator-guard.ts).

import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { can, type GuardedPermission } from '#contract/permissions.ts';
import type { ActiveSession, UserRow } from '#core/accounts/sessions.ts';
import { HttpError, unauthorized } from '#core/errors.ts';

export type SignedIn = { user: UserRow; session: ActiveSession };

/** 'authenticated': a logged-in user, else 401. */
export async function requireUser(request: FastifyRequest): Promise<SignedIn> {
  const session = await request.getSession();
  if (!session?.user) throw unauthorized();
  return { user: session.user, session };
}

/**
 * The company's own work (managing agents, importing): agency, developer and hotel
 * accounts, not their agents, else 403. The same permission check hides these pages'
 * links from the menus of anyone else.
 */
export async function requireCompany(request: FastifyRequest, permission: GuardedPermission): Promise<SignedIn> {
  const signedIn = await requireUser(request);
  if (!can(signedIn.user, permission)) throw new HttpError(403, ACCOUNT_MESSAGES.companyOnly);
  return signedIn;
}
