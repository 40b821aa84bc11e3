// What an account may do, from its roles (ROLE_PERMISSIONS). One check, `can`, asked
// by the menus (to show only what the account can use), by the page guards, by the API
// and by the use cases.

/**
 * The roles of the site's operators, each with only the powers its work needs: the owner
 * (everything, and who holds which role), moderators (ads, reports, the messages
 * blocklist), support (accounts, imports), finance (prices, orders, refunds, invoices)
 * and editors (content, the newsletter). An operator may hold several.
 */
export const OPERATOR_ROLES = ['owner', 'moderator', 'support', 'finance', 'editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * An account's roles: a private person or a company's own account ('user' or 'company'),
 * an agent working for a company ('agent'), and the operators' roles.
 */
export const ROLES = ['user', 'agent', 'company', ...OPERATOR_ROLES] as const;
export type Role = (typeof ROLES)[number];

/** What the back office lets an operator do; every back-office route and page names one. */
export const OPERATOR_PERMISSIONS = [
  'backoffice.access',
  'offers.moderate',
  'reports.handle',
  'messages.safety',
  'users.manage',
  'users.roles',
  'imports.oversee',
  'prices.manage',
  'orders.manage',
  'content.edit',
  'newsletter.send',
  'audit.view',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const PERMISSIONS = [
  'profile.view',
  'profile.update',
  'offers.manage',
  'agents.manage',
  'offers.import',
  ...OPERATOR_PERMISSIONS,
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions that follow from roles (both lists are our own choice): the one table every check reads. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: ['profile.view', 'profile.update', 'offers.manage'],
  agent: ['profile.view', 'profile.update', 'offers.manage'],
  company: ['profile.view', 'profile.update', 'offers.manage', 'agents.manage', 'offers.import'],
  owner: OPERATOR_PERMISSIONS,
  moderator: ['backoffice.access', 'offers.moderate', 'reports.handle', 'messages.safety'],
  support: ['backoffice.access', 'users.manage', 'imports.oversee'],
  finance: ['backoffice.access', 'prices.manage', 'orders.manage'],
  editor: ['backoffice.access', 'content.edit', 'newsletter.send'],
};

/** The roles that give a permission (to find who should hear of a report, say). */
export const rolesWith = (permission: Permission): Role[] =>
  ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

/** An operator: an account with any back-office role. */
export const isOperator = (account: { roles: readonly Role[] }): boolean =>
  hasPermission(account.roles, 'backoffice.access');

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(roles: readonly Role[]): Permission[] {
  return [...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]))];
}

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** Whose a thing is: its owner, and the company the owner works for as an agent, if any. */
export type Owned = { ownerId: string; ownerCompanyId: string | null };

/**
 * May this account do this, to this thing? The roles must give the permission; for a thing
 * that belongs to someone, the account must be its owner, or the company its owner works
 * for (a company manages its agents and what they own). Nobody (null) may do anything.
 */
export function can(
  account: { id: string; roles: readonly Role[] } | null | undefined,
  permission: Permission,
  thing?: Owned,
): boolean {
  if (!account || !hasPermission(account.roles, permission)) return false;
  if (!thing) return true;
  return thing.ownerId === account.id || (thing.ownerCompanyId === account.id && managesAgents(account));
}

/** A company's own account: it manages its agents, their ads and their imports. */
export const managesAgents = (account: { roles: readonly Role[] }): boolean =>
  hasPermission(account.roles, 'agents.manage');

/** The permissions a page can be refused for, with the words that say why (the `denied` notice). */
export const GUARDED_PERMISSIONS = ['agents.manage', 'offers.import'] as const;
export type GuardedPermission = (typeof GUARDED_PERMISSIONS)[number];

const WHAT: Record<GuardedPermission, string> = {
  'agents.manage': 'Agents are managed',
  'offers.import': 'Properties are imported',
};

/** Why the account cannot use the page: an agent is told their company's account does it. */
export function deniedMessage(permission: GuardedPermission, roles: readonly Role[]): string {
  if (roles.includes('agent'))
    return `${WHAT[permission]} from your company’s account, not from an agent’s. Ask the person who runs it.`;
  return `${WHAT[permission]} by agency, developer and hotel accounts only.`;
}

export function isGuardedPermission(value: string | null | undefined): value is GuardedPermission {
  return (GUARDED_PERMISSIONS as readonly string[]).includes(value ?? '');
}
