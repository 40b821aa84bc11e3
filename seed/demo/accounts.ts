// The demo accounts, one of every kind, with fixed passwords that the README lists.
// These exist only on demo installations (SEED_DEMO): never on a real server by default.
import { sql } from 'drizzle-orm';
import { isOperator } from '#contract/permissions.ts';
import { hashPassword } from '#core/accounts/password.ts';
import type { AccountType, Role } from '#db/schema/accounts.ts';
import { users } from '#db/schema/accounts.ts';
import { userTotp } from '#db/schema/two-factor.ts';
import type { Transaction } from './insert.ts';

export const DEMO_ACCOUNT_KEYS = [
  'private',
  'agency',
  'agent1',
  'agent2',
  'developer',
  'hotel',
  'admin',
  'moderator',
  'support',
  'finance',
  'editor',
] as const;

/**
 * The authenticator-app key of the demo operators (the back office asks operators for a
 * second factor): published in the README with their passwords, so it is for demos only.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'DAZUDEMOOWNERKEYTWOFACTORSIGNINA';
export type DemoAccountKey = (typeof DEMO_ACCOUNT_KEYS)[number];

export type DemoAccount = {
  key: DemoAccountKey;
  email: string;
  password: string;
  accountType: AccountType;
  roles: Role[];
  name: string;
  companyName: string | null;
  phone: string;
  city: string;
  description: string;
  /** Agents belong to this account. */
  companyKey?: DemoAccountKey;
};

/** A demo operator of one role, signing in with the shared demo authenticator key. */
const demoOperator = (key: DemoAccountKey, role: Role, name: string, password: string, phone: string): DemoAccount => ({
  key,
  email: `${key}@demo.dazu.test`,
  password,
  accountType: 'private',
  roles: ['user', role],
  name,
  companyName: null,
  phone,
  city: 'London',
  description: `Dazu ${role}.`,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'private',
    email: 'private@demo.dazu.test',
    password: 'Demo-Private-2026!',
    accountType: 'private',
    roles: ['user'],
    name: 'Emily Clarke',
    companyName: null,
    phone: '07700 900123',
    city: 'Bristol',
    description: 'Selling our family home and letting a spare room.',
  },
  {
    key: 'agency',
    email: 'agency@demo.dazu.test',
    password: 'Demo-Agency-2026!',
    accountType: 'agency',
    roles: ['company'],
    name: 'Oliver Bennett',
    companyName: 'Harbour & Vale Estates',
    phone: '07700 900214',
    city: 'Manchester',
    description: 'Independent estate and letting agents covering the North West, the Midlands and London since 1998.',
  },
  {
    key: 'agent1',
    email: 'agent1@demo.dazu.test',
    password: 'Demo-Agent1-2026!',
    accountType: 'agency',
    roles: ['agent'],
    name: 'Priya Shah',
    companyName: 'Harbour & Vale Estates',
    phone: '07700 900215',
    city: 'Manchester',
    description: 'Sales negotiator at Harbour & Vale Estates.',
    companyKey: 'agency',
  },
  {
    key: 'agent2',
    email: 'agent2@demo.dazu.test',
    password: 'Demo-Agent2-2026!',
    accountType: 'agency',
    roles: ['agent'],
    name: 'Callum Fraser',
    companyName: 'Harbour & Vale Estates',
    phone: '07700 900216',
    city: 'London',
    description: 'Lettings manager at Harbour & Vale Estates.',
    companyKey: 'agency',
  },
  {
    key: 'developer',
    email: 'developer@demo.dazu.test',
    password: 'Demo-Developer-2026!',
    accountType: 'developer',
    roles: ['company'],
    name: 'Daniel Hughes',
    companyName: 'Northgate Homes',
    phone: '07700 900342',
    city: 'Leeds',
    description: 'We build energy-efficient family homes and apartments across England and Wales.',
  },
  {
    key: 'hotel',
    email: 'hotel@demo.dazu.test',
    password: 'Demo-Hotel-2026!',
    accountType: 'hotel',
    roles: ['company'],
    name: 'Fiona MacLeod',
    companyName: 'Seaview House Hotels',
    phone: '07700 900457',
    city: 'Inverness',
    description: 'A family-run group of coastal hotels, guest houses and holiday parks.',
  },
  {
    key: 'admin',
    email: 'admin@demo.dazu.test',
    password: 'Demo-Admin-2026!',
    accountType: 'private',
    roles: ['user', 'owner'],
    name: 'Aisha Rahman',
    companyName: null,
    phone: '07700 900500',
    city: 'London',
    description: 'Dazu administrator.',
  },
  demoOperator('moderator', 'moderator', 'Tom Okafor', 'Demo-Moderator-2026!', '07700 900501'),
  demoOperator('support', 'support', 'Grace Lindqvist', 'Demo-Support-2026!', '07700 900502'),
  demoOperator('finance', 'finance', 'Daniel Hughes', 'Demo-Finance-2026!', '07700 900503'),
  demoOperator('editor', 'editor', 'Sophie Marsh', 'Demo-Editor-2026!', '07700 900504'),
];

export type DemoAccountIds = Record<DemoAccountKey, string>;

/** Creates the demo accounts that are missing (by e-mail) and returns the ids of all of them. */
export async function ensureDemoAccounts(tx: Transaction, now: Date): Promise<DemoAccountIds> {
  const existing = await accountIds(tx);
  const missing = DEMO_ACCOUNTS.filter((account) => existing[account.key] === undefined);
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));
  // Companies first, so agents can point at theirs.
  for (const pass of [false, true]) {
    for (const [index, account] of missing.entries()) {
      if ((account.companyKey !== undefined) !== pass) continue;
      const companyId = account.companyKey ? (existing[account.companyKey] ?? null) : null;
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash: hashes[index] ?? null,
          accountType: account.accountType,
          roles: account.roles,
          name: account.name,
          companyName: account.companyName,
          phone: account.phone,
          description: account.description,
          city: account.city,
          country: 'United Kingdom',
          companyId,
          emailVerifiedAt: now,
          profileCompletedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) existing[account.key] = row.id;
    }
  }
  const ids = { ...existing, ...(await accountIds(tx)) };
  for (const key of DEMO_ACCOUNT_KEYS) if (!ids[key]) throw new Error(`Demo account ${key} could not be created`);
  await enrolDemoOperators(tx, ids as DemoAccountIds, now);
  return ids as DemoAccountIds;
}

/** The demo operators sign in with the published demo key (only when they have no app yet). */
async function enrolDemoOperators(tx: Transaction, ids: DemoAccountIds, now: Date): Promise<void> {
  const operators = DEMO_ACCOUNTS.filter((account) => isOperator(account));
  await tx
    .insert(userTotp)
    .values(
      operators.map((account) => ({ userId: ids[account.key], secret: DEMO_OPERATOR_TOTP_SECRET, confirmedAt: now })),
    )
    .onConflictDoNothing();
}

async function accountIds(tx: Transaction): Promise<Partial<DemoAccountIds>> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const result = await tx.execute<{ id: string; email: string }>(
    sql`select id, lower(email) as email from users where lower(email) = any(${sql.param(emails)}::text[])`,
  );
  const ids: Partial<DemoAccountIds> = {};
  for (const row of result.rows) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === row.email);
    if (account) ids[account.key] = row.id;
  }
  return ids;
}
