// What support does for an account holder who is stuck: confirm their address by hand
// (they proved it another way), send the activation link again, or take away a second
// factor they can no longer give (a lost phone and lost recovery codes). Each is on
// record in the audit log with the account's state before and after.
import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { hasSecondFactor, removePasskeys } from '#core/accounts/passkeys.ts';
import { removeRecoveryCodes } from '#core/accounts/recovery-codes.ts';
import { endUserSessions } from '#core/accounts/sessions.ts';
import { removeTotp } from '#core/accounts/totp.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Transaction } from '#db/client.ts';

export const ACCOUNT_HELP_MESSAGES = {
  alreadyConfirmed: 'This account’s e-mail address is already confirmed',
  noSecondFactor: 'This account does not use two-factor sign-in',
  secondFactorReset:
    'Our support team turned off two-factor sign-in for your account, as you asked. Turn it on again in your settings.',
} as const;

const M = ACCOUNT_HELP_MESSAGES;

async function lockedAddressState(tx: Transaction, id: string) {
  const result = await tx.execute<{ email_verified_at: Date | null }>(
    sql`select email_verified_at from users where id = ${id} for update`,
  );
  const row = result.rows[0];
  if (!row) throw notFound('No such account');
  return { confirmed: row.email_verified_at !== null };
}

/** Confirms the account's address by hand: it may sign in from now on. */
export async function confirmAddressByHand(db: Deps['db'], actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedAddressState(tx, id);
    if (before.confirmed) throw new HttpError(409, M.alreadyConfirmed);
    await tx.execute(sql`update users set email_verified_at = now(), updated_at = now() where id = ${id}`);
    await recordAudit(tx, actor, {
      action: 'users.confirm-address',
      targetType: 'user',
      targetId: id,
      before,
      after: { confirmed: true },
    });
  });
}

/** Sends the activation link again (a new one: the job makes it when it runs). */
export async function resendActivationFor(deps: Pick<Deps, 'db' | 'work'>, actor: AuditActor, id: string) {
  await deps.db.transaction(async (tx) => {
    const before = await lockedAddressState(tx, id);
    if (before.confirmed) throw new HttpError(409, M.alreadyConfirmed);
    await recordAudit(tx, actor, {
      action: 'users.resend-activation',
      targetType: 'user',
      targetId: id,
      before,
      after: before,
    });
    await deps.work.queue(tx, { kind: 'account.activation', userId: id });
  });
}

/**
 * Takes away the account's second factor (its app, its recovery codes and its passkeys) and ends its
 * sessions: the holder signs in with the password and sets it up again.
 */
export async function resetSecondFactor(db: Deps['db'], actor: AuditActor, id: string): Promise<void> {
  if (!(await hasSecondFactor(db, id))) throw new HttpError(409, M.noSecondFactor);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${id} for update`);
    await removeTotp(tx, id);
    await removeRecoveryCodes(tx, id);
    await removePasskeys(tx, id);
    await endUserSessions(tx, id);
    await recordAudit(tx, actor, {
      action: 'users.reset-second-factor',
      targetType: 'user',
      targetId: id,
      before: { two_factor: true },
      after: { two_factor: false },
    });
    await notify(tx, id, { type: 'warning', message: M.secondFactorReset });
  });
}
