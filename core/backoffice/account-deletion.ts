// Support deletes an account (at the holder's request, or for good cause): the same erasure
// as the holder's own deletion, with an audit entry saying who, why and what the account
// was, and an e-mail telling the holder, sent to the address it had. An operator's account
// is not deleted here while it holds operator roles (the owner takes them away first, so
// the back office cannot be left without its people by a support agent), and nobody
// deletes their own account from the back office.

import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { OPERATOR_USER_MESSAGES as M } from '#contract/operator-users.ts';
import { isOperator, type Role } from '#contract/permissions.ts';
import { eraseAccount } from '#core/accounts/delete-account.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Transaction } from '#db/client.ts';

type DeletedAccount = { id: string; email: string; name: string; account_type: string; roles: Role[] };

async function lockForDeletion(tx: Transaction, id: string): Promise<DeletedAccount> {
  const { rows } = await tx.execute<DeletedAccount>(
    sql`select id, email, name, account_type, roles from users where id = ${id} for update`,
  );
  const account = rows[0];
  if (!account || account.email.endsWith('@deleted.invalid')) throw notFound('No such account');
  return account;
}

export async function deleteAccountFor(
  deps: Pick<Deps, 'db' | 'work'>,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<void> {
  if (actor.id === id) throw new HttpError(409, M.notYourselfToDelete);
  await deps.db.transaction(async (tx) => {
    const account = await lockForDeletion(tx, id);
    if (isOperator(account)) throw new HttpError(409, M.operatorToDelete);
    await eraseAccount(tx, account);
    await recordAudit(tx, actor, {
      action: 'users.delete',
      targetType: 'user',
      targetId: id,
      before: { email: account.email, name: account.name, account_type: account.account_type },
      after: { deleted: true, reason },
    });
    await deps.work.queue(tx, { kind: 'account.deleted', email: account.email, name: account.name, reason });
  });
}

/** Support downloads an account's data for its holder: recorded, as it reads personal data. */
export async function recordDataExport(deps: Pick<Deps, 'db'>, actor: AuditActor, id: string): Promise<void> {
  await recordAudit(deps.db, actor, {
    action: 'users.data-export',
    targetType: 'user',
    targetId: id,
    before: null,
    after: null,
  });
}
