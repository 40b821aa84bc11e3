// The account's pages as the user menu and the account side menu
// list them, with Messages (ours) after Favorites. A page that needs a
// permission (Agents, Import Properties: company accounts, not their agents) is listed
// only for an account that has it, by the same check the page and the API apply.
import { type GuardedPermission, hasPermission, type Role } from '#contract/permissions.ts';

export type AccountLink = { label: string; to: string; permission?: GuardedPermission };

const USER_MENU: readonly AccountLink[] = [
  { label: 'My Ads', to: '/my-offers' },
  { label: 'Settings', to: '/settings' },
  { label: 'Agents', to: '/agents', permission: 'agents.manage' },
  { label: 'Favorites', to: '/favorites' },
  { label: 'Messages', to: '/messages' },
  { label: 'Payment history', to: '/invoices' },
];

const SIDE_MENU: readonly AccountLink[] = [
  { label: 'Settings', to: '/settings' },
  { label: 'Favorites', to: '/favorites' },
  { label: 'Messages', to: '/messages' },
  { label: 'My Ads', to: '/my-offers' },
  { label: 'Import Properties', to: '/import-offers', permission: 'offers.import' },
  { label: 'Agents', to: '/agents', permission: 'agents.manage' },
  { label: 'Payment history', to: '/invoices' },
];

const visible = (links: readonly AccountLink[], roles: readonly Role[]) =>
  links.filter((link) => !link.permission || hasPermission(roles, link.permission));

/** The logged-in user menu, before Logout, for an account with these roles. */
export const userMenuLinks = (roles: readonly Role[]) => visible(USER_MENU, roles);

/** The account area's side menu, before the newsletter switch. */
export const accountMenuLinks = (roles: readonly Role[]) => visible(SIDE_MENU, roles);
