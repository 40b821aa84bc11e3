// The back office's pages, each with the permission that opens it: the navigation shows an
// operator only these, and the browser tests walk every role against every one of them.
import type { OperatorPermission } from '#contract/permissions.ts';

export type BackOfficePage = { path: string; label: string; permission: OperatorPermission };

export const BACK_OFFICE_PAGES: readonly BackOfficePage[] = [
  { path: '/admin', label: 'Dashboard', permission: 'backoffice.access' },
  { path: '/admin/moderation', label: 'Moderation', permission: 'offers.moderate' },
  { path: '/admin/reports', label: 'Reports', permission: 'reports.handle' },
  { path: '/admin/messages-safety', label: 'Messages safety', permission: 'messages.safety' },
  { path: '/admin/users', label: 'Accounts', permission: 'users.manage' },
  { path: '/admin/imports', label: 'Imports', permission: 'imports.oversee' },
  { path: '/admin/orders', label: 'Orders', permission: 'orders.manage' },
  { path: '/admin/prices', label: 'Prices', permission: 'prices.manage' },
  { path: '/admin/content', label: 'Site content', permission: 'content.edit' },
  { path: '/admin/newsletter', label: 'Newsletter', permission: 'newsletter.send' },
  { path: '/admin/audit', label: 'Audit log', permission: 'audit.view' },
];
