// The back office's accounts: finding them, an account's file, suspending and reinstating
// it, and an operator's roles. Each change is one transaction with its audit entry, the
// account's row locked, so two operators acting at once are applied one after the other
// and each entry's "before" is what that operator changed.
import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import {
  OPERATOR_USER_MESSAGES as M,
  OPERATOR_USERS_PER_PAGE,
  type OperatorUserRow,
  type OperatorUsersQuery,
} from '#contract/operator-users.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { OPERATOR_ROLES, type OperatorRole, type Role } from '#contract/permissions.ts';

const isOperatorRole = (role: Role): role is OperatorRole => (OPERATOR_ROLES as readonly Role[]).includes(role);

import { endUserSessions } from '#core/accounts/sessions.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database, Transaction } from '#db/client.ts';
import { escapeLike } from '#db/like.ts';

/**
 * The filters as one condition. The text is matched against the same expressions the
 * trigram indexes hold (migration 0052): name, e-mail and company together, and the
 * phone's digits, so a search among a hundred thousand accounts reads the index.
 */
function conditions(query: OperatorUsersQuery) {
  const parts = [sql`true`];
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    const digits = query.q.replace(/\D/g, '');
    const byText = sql`lower(u.name || ' ' || u.email || ' ' || coalesce(u.company_name, '')) like ${like}`;
    const byPhone = sql`regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`;
    parts.push(digits.length >= 4 ? sql`(${byText} or ${byPhone})` : byText);
  }
  if (query.role) parts.push(sql`${query.role} = any(u.roles)`);
  if (query.type) parts.push(sql`u.account_type = ${query.type}`);
  if (query.status === 'suspended') parts.push(sql`u.suspended_at is not null`);
  if (query.status === 'unverified') parts.push(sql`u.email_verified_at is null`);
  if (query.status === 'active') parts.push(sql`u.suspended_at is null and u.email_verified_at is not null`);
  return sql.join(parts, sql` and `);
}

/** Each order as its index reads it (users_created_at_idx, users_name_lower_idx, users_email_lower_key). */
const ORDER = {
  newest: sql`u.created_at desc nulls last, u.id`,
  oldest: sql`u.created_at asc nulls first, u.id desc`,
  name: sql`lower(u.name), u.id`,
  email: sql`lower(u.email)`,
} as const;

type UserRowDb = Omit<OperatorUserRow, 'created_at' | 'suspended_at'> & {
  created_at: Date | string;
  suspended_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const toRow = (row: UserRowDb): OperatorUserRow => ({
  ...row,
  created_at: iso(row.created_at),
  suspended_at: row.suspended_at === null ? null : iso(row.suspended_at),
});

const ROW_COLUMNS = sql`u.id, u.name, u.email, u.company_name, u.phone, u.account_type, u.roles, u.created_at,
  u.email_verified_at is not null as email_verified, u.suspended_at`;

/** GET /api/admin/users: one page of accounts matching the filters, in the order asked. */
export async function listUsers(db: Database, query: OperatorUsersQuery): Promise<Page<OperatorUserRow>> {
  const where = conditions(query);
  const [rows, total] = await Promise.all([
    db.execute<UserRowDb>(sql`
      select ${ROW_COLUMNS} from users u where ${where}
      order by ${ORDER[query.sort]}
      limit ${OPERATOR_USERS_PER_PAGE} offset ${(query.page - 1) * OPERATOR_USERS_PER_PAGE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return {
    data: rows.rows.map(toRow),
    meta: pageMeta(total.rows[0]?.n ?? 0, query.page, OPERATOR_USERS_PER_PAGE),
  };
}

type LockedUser = {
  id: string;
  email: string;
  roles: Role[];
  suspended_at: Date | null;
  suspension_reason: string | null;
};

async function lockUser(tx: Transaction, id: string): Promise<LockedUser> {
  const result = await tx.execute<LockedUser>(sql`
    select id, email, roles, suspended_at, suspension_reason from users where id = ${id} for update`);
  const user = result.rows[0];
  if (!user) throw notFound('No such account');
  return user;
}

const suspensionState = (user: Pick<LockedUser, 'suspended_at' | 'suspension_reason'>) => ({
  suspended: user.suspended_at !== null,
  suspension_reason: user.suspension_reason,
});

/** Suspends the locked account for `reason`, or lifts its suspension (null), with the audit entry. */
async function setSuspension(tx: Transaction, actor: AuditActor, user: LockedUser, reason: string | null) {
  await tx.execute(sql`update users set suspended_at = ${reason === null ? null : sql`now()`},
    suspension_reason = ${reason}, updated_at = now() where id = ${user.id}`);
  await recordAudit(tx, actor, {
    action: reason === null ? 'users.reinstate' : 'users.suspend',
    targetType: 'user',
    targetId: user.id,
    before: suspensionState(user),
    after: { suspended: reason !== null, suspension_reason: reason },
  });
}

/**
 * Suspends an account: it cannot sign in (every session ends), its ads and its agents'
 * are hidden from the public, and it is told why by e-mail. An operator cannot suspend
 * themselves.
 */
export async function suspendUser(
  deps: Pick<Deps, 'db' | 'work'>,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<void> {
  await deps.db.transaction((tx) => suspendUserIn(tx, deps.work, actor, id, reason));
}

/** suspendUser inside the caller's transaction (handling reports resolves them with the suspension). */
export async function suspendUserIn(
  tx: Transaction,
  work: Deps['work'],
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<void> {
  if (actor.id === id) throw new HttpError(409, M.notYourself);
  const user = await lockUser(tx, id);
  if (user.suspended_at) throw new HttpError(409, M.alreadySuspended);
  await setSuspension(tx, actor, user, reason);
  await endUserSessions(tx, id);
  await work.queue(tx, { kind: 'account.suspended', userId: id });
}

/** Reinstates a suspended account: it may sign in again, its ads are back, and it is told. */
export async function reinstateUser(deps: Pick<Deps, 'db' | 'work'>, actor: AuditActor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user.suspended_at) throw new HttpError(409, M.notSuspended);
    await setSuspension(tx, actor, user, null);
    await notify(tx, id, { type: 'info', message: M.reinstatedNotice });
    await deps.work.queue(tx, { kind: 'account.reinstated', userId: id });
  });
}

/**
 * Gives an account exactly `operatorRoles` of the back office, keeping what kind of
 * account it is. The last owner cannot stop being one (owners are locked together, so two
 * owners removing each other at once cannot both succeed).
 */
export async function setOperatorRoles(
  db: Database,
  actor: AuditActor,
  id: string,
  operatorRoles: OperatorRole[],
): Promise<Role[]> {
  return db.transaction(async (tx) => {
    const owners = await tx.execute<{ id: string }>(sql`select id from users where 'owner' = any(roles) for update`);
    const user = await lockUser(tx, id);
    const wanted: Role[] = [
      ...user.roles.filter((role) => !isOperatorRole(role)),
      ...OPERATOR_ROLES.filter((role) => operatorRoles.includes(role)),
    ];
    const losesOwner = user.roles.includes('owner') && !wanted.includes('owner');
    if (losesOwner && owners.rows.length <= 1) throw new HttpError(409, M.lastOwner);
    await tx.execute(sql`update users set roles = ${sql.param(wanted)}::text[], updated_at = now() where id = ${id}`);
    await recordAudit(tx, actor, {
      action: 'users.roles',
      targetType: 'user',
      targetId: id,
      before: { roles: user.roles },
      after: { roles: wanted },
    });
    return wanted;
  });
}
