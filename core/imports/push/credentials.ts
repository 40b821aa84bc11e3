// A company's push credentials: made in its settings (the token is answered once and
// only its SHA-256 kept), listed, revoked, and checked on every push. A token is 256
// random bits, so its hash is looked up directly; the match is then confirmed in
// constant time. A revoked credential is never found again.
import { sql } from 'drizzle-orm';
import { PUSH_MESSAGES, type PushCredential } from '#contract/rtdf.ts';
import { randomToken, sameSecret, sha256 } from '#core/accounts/secrets.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { pushCredentials } from '#db/schema/push-credentials.ts';

/** Tokens start with this, so a leaked one is recognisable in logs and secret scanners. */
const TOKEN_PREFIX = 'dzp_';

/** A live credential's company and branch; `suspended`: the company is, so its pushes are refused. */
export type PushIdentity = { credentialId: string; companyId: string; branchId: string; suspended: boolean };

type CredentialRow = {
  id: string;
  branch_id: string;
  label: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toCredential = (row: CredentialRow): PushCredential => ({
  id: row.id,
  branch_id: row.branch_id,
  label: row.label,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});

const COLUMNS = sql`id, branch_id, label, created_at, last_used_at, revoked_at`;

/** A new credential for one branch: the answer carries the token, which is never shown again. */
export async function createPushCredential(
  db: Database,
  company: { id: string },
  input: { branch_id: string; label: string },
): Promise<PushCredential & { token: string }> {
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const [row] = await db
    .insert(pushCredentials)
    .values({ companyId: company.id, branchId: input.branch_id, label: input.label, tokenHash: sha256(token) })
    .returning({ id: pushCredentials.id });
  if (!row) throw new Error('credential not stored');
  const [created] = (await db.execute<CredentialRow>(sql`select ${COLUMNS} from push_credentials where id = ${row.id}`))
    .rows;
  if (!created) throw new Error('credential not stored');
  return { ...toCredential(created), token };
}

/** The company's credentials, newest first, revoked ones included (with when). */
export async function listPushCredentials(db: Database, company: { id: string }): Promise<PushCredential[]> {
  const { rows } = await db.execute<CredentialRow>(sql`
    select ${COLUMNS} from push_credentials where company_id = ${company.id} order by created_at desc, id`);
  return rows.map(toCredential);
}

/** Revokes at once; revoking again changes nothing. Another company's credential is not found. */
export async function revokePushCredential(db: Database, company: { id: string }, id: string): Promise<PushCredential> {
  const { rows } = await db.execute<CredentialRow>(sql`
    update push_credentials set revoked_at = coalesce(revoked_at, now())
    where id = ${id} and company_id = ${company.id} returning ${COLUMNS}`);
  const [revoked] = rows;
  if (!revoked) throw notFound(PUSH_MESSAGES.credentialNotFound);
  return toCredential(revoked);
}

/** The secret and (with HTTP Basic) the user name an Authorization header carries. */
export function pushSecretOf(header: string | undefined): { user: string | null; token: string } | null {
  const [scheme, value] = (header ?? '').trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (/^bearer$/i.test(scheme)) return { user: null, token: value };
  if (!/^basic$/i.test(scheme)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

/** The live credential an Authorization header names, or null (no header, a wrong token, revoked). */
export async function authenticatePush(db: Database, header: string | undefined): Promise<PushIdentity | null> {
  const secret = pushSecretOf(header);
  if (!secret?.token.startsWith(TOKEN_PREFIX)) return null;
  const hash = sha256(secret.token);
  const { rows } = await db.execute<{
    id: string;
    company_id: string;
    branch_id: string;
    token_hash: string;
    suspended: boolean;
  }>(sql`
    update push_credentials set last_used_at = now()
    where token_hash = ${hash} and revoked_at is null
    returning id, company_id, branch_id, token_hash,
      exists (select 1 from users u where u.id = push_credentials.company_id and u.suspended_at is not null) as suspended`);
  const found = rows[0];
  if (!found || !sameSecret(found.token_hash, hash)) return null;
  // HTTP Basic: the user name must be this credential's id or its branch id.
  if (secret.user !== null && secret.user !== found.id && secret.user !== found.branch_id) return null;
  return { credentialId: found.id, companyId: found.company_id, branchId: found.branch_id, suspended: found.suspended };
}
