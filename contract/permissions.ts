// What an account may do, from its roles (ROLE_PERMISSIONS). One check, asked by the
// menus (to show only what the account can use), by the page guards and by the API.
import { ROLE_PERMISSIONS } from './accounts.ts';

export const PERMISSIONS = [
  'profile.view',
  'profile.update',
  'offers.manage',
  'agents.manage',
  'offers.import',
  'admin.access',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function permissionsOf(roles: readonly string[]): Permission[] {
  return [...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []))] as Permission[];
}

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission));
}

/** The permissions a page can be refused for, with the words that say why (the `denied` notice). */
export const GUARDED_PERMISSIONS = ['agents.manage', 'offers.import'] as const;
export type GuardedPermission = (typeof GUARDED_PERMISSIONS)[number];

const WHAT: Record<GuardedPermission, string> = {
  'agents.manage': 'Agents are managed',
  'offers.import': 'Properties are imported',
};

/** Why the account cannot use the page: an agent is told their company's account does it. */
export function deniedMessage(permission: GuardedPermission, roles: readonly string[]): string {
  if (roles.includes('agent'))
    return `${WHAT[permission]} from your company’s account, not from an agent’s. Ask the person who runs it.`;
  return `${WHAT[permission]} by agency, developer and hotel accounts only.`;
}

export function isGuardedPermission(value: string | null | undefined): value is GuardedPermission {
  return (GUARDED_PERMISSIONS as readonly string[]).includes(value ?? '');
}
