import { NavLink } from 'react-router';
import { BACK_OFFICE_PAGES } from '#app/lib/back-office-pages.ts';
import type { UserResource } from '#contract/accounts.ts';
import { can } from '#contract/permissions.ts';

/** The back office's pages, each shown only to operators whose roles open it. */
export function BackOfficeNav({ user }: { user: UserResource }) {
  const pages = BACK_OFFICE_PAGES.filter((page) => can(user, page.permission));
  return (
    <nav aria-label="Back office" className="mb-6 border-b border-gray-200">
      <ul className="flex flex-wrap gap-1">
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              end={page.path === '/admin'}
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
