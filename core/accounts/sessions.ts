// Server-side sessions. The browser's cookie holds a random id; the table holds its
// hash, the user (null for a visitor), the CSRF token and the expiry times.
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client.ts';
import { sessions, users } from '#db/schema/accounts.ts';
import { randomToken, sha256 } from './secrets.ts';

export type SessionTimes = { idleMs: number; absoluteMs: number };
export type UserRow = typeof users.$inferSelect;
export type ActiveSession = {
  idHash: string;
  csrfToken: string;
  expiresAt: Date;
  user: UserRow | null;
  /** The account whose password was accepted while its second factor is awaited (the session has no user yet). */
  pendingUserId: string | null;
  /** When this sign-in showed a second factor; null for a password-only sign-in. */
  secondFactorAt: Date | null;
  /** When the user last proved it was them (password or code). */
  confirmedAt: Date | null;
};
export type NewSession = { id: string; csrfToken: string; expiresAt: Date };

/** The idle and absolute lifetimes the configuration sets. */
export const sessionTimesOf = (config: { sessions: SessionTimes }): SessionTimes => ({
  idleMs: config.sessions.idleMs,
  absoluteMs: config.sessions.absoluteMs,
});

/** Last-seen times are written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * How a session was opened: for whom, and what they proved. A sign-in awaiting its second
 * factor has no user but a pending one, and lives only a few minutes.
 */
export type SessionProof =
  | { kind: 'visitor' }
  | { kind: 'password'; userId: string }
  | { kind: 'second-factor'; userId: string }
  | { kind: 'awaiting-second-factor'; pendingUserId: string; lifetimeMs: number };

function proofColumns(proof: SessionProof, now: Date) {
  switch (proof.kind) {
    case 'visitor':
      return { userId: null, pendingUserId: null, secondFactorAt: null, confirmedAt: null };
    case 'password':
      return { userId: proof.userId, pendingUserId: null, secondFactorAt: null, confirmedAt: now };
    case 'second-factor':
      return { userId: proof.userId, pendingUserId: null, secondFactorAt: now, confirmedAt: now };
    case 'awaiting-second-factor':
      return { userId: null, pendingUserId: proof.pendingUserId, secondFactorAt: null, confirmedAt: null };
  }
}

/** The proof of a session opened for `userId` (null: a visitor) by a sign-in that showed no second factor. */
export const passwordProof = (userId: string | null): SessionProof =>
  userId ? { kind: 'password', userId } : { kind: 'visitor' };

export async function createSession(
  db: Database,
  times: SessionTimes,
  input: { proof: SessionProof; userAgent?: string | undefined },
): Promise<NewSession> {
  const id = randomToken();
  const csrfToken = randomToken();
  const now = Date.now();
  const lifetimeMs = input.proof.kind === 'awaiting-second-factor' ? input.proof.lifetimeMs : times.absoluteMs;
  const expiresAt = new Date(now + Math.min(lifetimeMs, times.absoluteMs));
  // Expired sessions are swept now and then by whoever starts a new one: no timer in one process.
  if (Math.random() < 0.02) await deleteExpiredSessions(db, times);
  await db.insert(sessions).values({
    idHash: sha256(id),
    ...proofColumns(input.proof, new Date(now)),
    csrfToken,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { id, csrfToken, expiresAt };
}

/** Who a new session is for and what they proved, and the session the request came with (its hash), if any. */
export type SessionOwner = { proof: SessionProof; userAgent: string | undefined; previousSessionHash: string | null };

/**
 * A fresh session in place of the one the request came with, which ends: a session id
 * known before a login (or a new account) is worth nothing after it, so a planted id
 * cannot ride along. Every way of opening a session for a caller comes here.
 */
export async function replaceSession(
  db: Database,
  times: SessionTimes,
  { proof, userAgent, previousSessionHash }: SessionOwner,
): Promise<NewSession> {
  if (previousSessionHash) await endSession(db, previousSessionHash);
  return createSession(db, times, { proof, userAgent });
}

/** The session of a cookie, or null when unknown, idle too long or past its absolute expiry. */
export async function findSession(db: Database, times: SessionTimes, id: string): Promise<ActiveSession | null> {
  if (id.length < 20 || id.length > 100) return null;
  const idHash = sha256(id);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const now = Date.now();
  const { session } = row;
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + times.idleMs <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
  }
  return {
    idHash,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
    user: row.user,
    pendingUserId: session.pendingUserId,
    secondFactorAt: session.secondFactorAt,
    confirmedAt: session.confirmedAt,
  };
}

/** The user proved it was them again in this session (and, with a code, showed their second factor). */
export async function markSessionConfirmed(
  db: Database | Transaction,
  idHash: string,
  withSecondFactor: boolean,
): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set(withSecondFactor ? { confirmedAt: now, secondFactorAt: now } : { confirmedAt: now })
    .where(eq(sessions.idHash, idHash));
}

/** For a long-lived connection (the notification stream): its session was not ended or expired since. */
export async function sessionIsOpen(db: Database, idHash: string): Promise<boolean> {
  const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.idHash, idHash));
  return row !== undefined && row.expiresAt.getTime() > Date.now();
}

export async function endSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user, except (optionally) the one making the request. */
export async function endUserSessions(
  db: Database | Transaction,
  userId: string,
  exceptIdHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptIdHash === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)),
    );
}

/** Housekeeping: sessions past their absolute expiry, or idle longer than allowed. */
export async function deleteExpiredSessions(db: Database, times: SessionTimes): Promise<number> {
  const idleCutoff = new Date(Date.now() - times.idleMs);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
