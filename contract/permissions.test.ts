import { describe, expect, it } from 'vitest';
import {
  can,
  isRole,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  type OperatorPermission,
  type OperatorRole,
  permissionsOf,
  rolesWith,
} from './permissions.ts';

const person = { id: 'person', roles: ['user' as const] };
const company = { id: 'company', roles: ['company' as const] };
const agent = { id: 'agent', roles: ['agent' as const] };
const operator = { id: 'operator', roles: ['owner' as const] };

describe('can', () => {
  it('gives what the roles give, and nothing to nobody', () => {
    expect(can(person, 'offers.manage')).toBe(true);
    expect(can(person, 'agents.manage')).toBe(false);
    expect(can(company, 'offers.import')).toBe(true);
    expect(can(agent, 'offers.import')).toBe(false);
    expect(can(operator, 'backoffice.access')).toBe(true);
    expect(can(person, 'backoffice.access')).toBe(false);
    expect(can(null, 'offers.manage')).toBe(false);
    expect(can(undefined, 'profile.view')).toBe(false);
  });

  it('lets an owner act on their own thing, and a company on its agents’ things', () => {
    const agentsAd = { ownerId: agent.id, ownerCompanyId: company.id };
    expect(can(agent, 'offers.manage', agentsAd)).toBe(true);
    expect(can(company, 'offers.manage', agentsAd)).toBe(true);
  });

  it('refuses another user, another company, a colleague and an operator without the permission', () => {
    const agentsAd = { ownerId: agent.id, ownerCompanyId: company.id };
    expect(can(person, 'offers.manage', agentsAd)).toBe(false);
    expect(can({ id: 'other-company', roles: ['company'] }, 'offers.manage', agentsAd)).toBe(false);
    expect(can({ id: 'colleague', roles: ['agent'] }, 'offers.manage', agentsAd)).toBe(false);
    expect(can(operator, 'offers.manage', agentsAd)).toBe(false);
    // An agent's id in the company's place gives them nothing: only a company manages its agents.
    expect(can(agent, 'offers.manage', { ownerId: 'someone', ownerCompanyId: agent.id })).toBe(false);
  });
});

describe('roles', () => {
  it('are only the known ones', () => {
    expect(isRole('company')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole('admin')).toBe(false);
    expect(permissionsOf(['user', 'finance'])).toEqual([
      'profile.view',
      'profile.update',
      'offers.manage',
      'backoffice.access',
      'prices.manage',
      'orders.manage',
    ]);
  });
});

// The table itself, written out: a change to who may do what must change this test too.
describe('the operators’ roles', () => {
  const EXPECTED: Record<OperatorRole, OperatorPermission[]> = {
    owner: [...OPERATOR_PERMISSIONS],
    moderator: ['backoffice.access', 'offers.moderate', 'reports.handle', 'messages.safety'],
    support: ['backoffice.access', 'users.manage', 'imports.oversee'],
    finance: ['backoffice.access', 'prices.manage', 'orders.manage'],
    editor: ['backoffice.access', 'content.edit', 'newsletter.send'],
  };

  it.each(OPERATOR_ROLES)('give %s exactly its powers', (role) => {
    for (const permission of OPERATOR_PERMISSIONS) {
      expect(can({ id: role, roles: [role] }, permission), permission).toBe(EXPECTED[role].includes(permission));
    }
  });

  it('give accounts that are not operators no back-office power, and only the owner every one', () => {
    for (const role of ['user', 'agent', 'company'] as const) {
      expect(OPERATOR_PERMISSIONS.filter((permission) => can({ id: role, roles: [role] }, permission))).toEqual([]);
    }
    expect(rolesWith('users.roles')).toEqual(['owner']);
    expect(rolesWith('reports.handle')).toEqual(['owner', 'moderator']);
  });
});
