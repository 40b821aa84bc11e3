import { NavLink, Outlet } from 'react-router';
import { NewsletterSwitch } from '#app/components/account/newsletter-switch.tsx';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { usePrefetchMode } from '#app/hooks/use-prefetch-mode.ts';
import { accountMenuLinks } from '#app/lib/account-links.ts';
import { isBusinessAccount } from '#app/lib/auth-state.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-accent-50 text-accent-800' : 'text-gray-800 hover:bg-gray-50 hover:text-accent-800'}`;

/**
 * The account area (spec 2 screen 9): Settings, Favorites, My Ads, Import Properties and
 * Agents (business accounts), Payment history, and the newsletter switch. Each page's
 * loader applies its own guards.
 */
export default function AccountLayout() {
  const { state } = useAuth();
  const prefetch = usePrefetchMode();
  return (
    <div className="mx-auto grid w-full max-w-[1300px] gap-8 px-4 py-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-12">
      <aside className="lg:border-r lg:border-gray-200 lg:pr-6">
        <nav aria-label="Your account">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {accountMenuLinks(isBusinessAccount(state)).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch={prefetch} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 border-t border-gray-200 pt-4">
          <NewsletterSwitch />
        </div>
      </aside>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
