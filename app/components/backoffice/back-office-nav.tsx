import { NavLink } from 'react-router';
import type { UserResource } from '#contract/accounts.ts';
import { can, type OperatorPermission } from '#contract/permissions.ts';

/** The back office's pages, each shown only to operators whose roles open it. */
export const BACK_OFFICE_PAGES: ReadonlyArray<{ path: string; label: string; permission: OperatorPermission }> = [
  { path: '/admin/moderation', label: 'Moderation', permission: 'offers.moderate' },
  { path: '/admin/reports', label: 'Reports', permission: 'reports.handle' },
  { path: '/admin/messages-safety', label: 'Messages safety', permission: 'messages.safety' },
  { path: '/admin/users', label: 'Accounts', permission: 'users.manage' },
  { path: '/admin/orders', label: 'Orders', permission: 'orders.manage' },
  { path: '/admin/prices', label: 'Prices', permission: 'prices.manage' },
  { path: '/admin/content', label: 'Site content', permission: 'content.edit' },
  { path: '/admin/newsletter', label: 'Newsletter', permission: 'newsletter.send' },
  { path: '/admin/audit', label: 'Audit log', permission: 'audit.view' },
];

export function BackOfficeNav({ user }: { user: UserResource }) {
  const pages = BACK_OFFICE_PAGES.filter((page) => can(user, page.permission));
  return (
    <nav aria-label="Back office" className="mb-6 border-b border-gray-200">
      <ul className="flex flex-wrap gap-1">
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              end={false}
              className={({ isActive }) =>
                `inline-block rounded-t-lg px-4 py-2 font-semibold ${isActive ? 'border-b-2 border-accent-700 text-accent-800' : 'text-gray-700 hover:text-accent-800'}`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
