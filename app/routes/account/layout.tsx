import { NavLink, Outlet } from 'react-router';
import { NewsletterSwitch } from '#app/components/account/newsletter-switch.tsx';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { PaymentsNotice } from '#app/components/billing/payments-notice.tsx';
import { getAppContext } from '#app/context.ts';
import { usePrefetchMode } from '#app/hooks/use-prefetch-mode.ts';
import { useT } from '#app/hooks/use-t.ts';
import { accountMenuLinks } from '#app/lib/account-links.ts';
import { accountLayoutShouldRevalidate } from '#app/lib/account-revalidation.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { unreadMessages } from '#core/messages/inbox.ts';
import type { Route } from './+types/layout.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-accent-50 text-accent-800' : 'text-gray-800 hover:bg-gray-50 hover:text-accent-800'}`;

/**
 * The account area: Settings, Favorites, Messages (with the unread
 * count), My Ads, Import Properties and Agents (company accounts), Payment history, and
 * the newsletter switch. Each page's
 * loader applies its own guards.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, session } = getAppContext(context);
  return { unread: session.user ? await unreadMessages(db, session.user.id) : 0 };
}

/** Not on every account-area navigation: see account-revalidation.ts for when the count can change. */
export const shouldRevalidate = accountLayoutShouldRevalidate;

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { state } = useAuth();
  const prefetch = usePrefetchMode();
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-[1300px] grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-12">
      <aside className="lg:border-r lg:border-gray-200 lg:pr-6">
        <nav aria-label={t.accountMenu.label}>
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {accountMenuLinks(state.roles).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch={prefetch} className={linkClass}>
                  {labelOf(t.accountLinks, link.to, link.label)}
                  {link.to === '/messages' && loaderData.unread > 0 && (
                    <span className="ml-2 rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
                      {loaderData.unread}
                      <span className="sr-only">{t.accountMenu.unread}</span>
                    </span>
                  )}
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
        <PaymentsNotice />
        <Outlet />
      </div>
    </div>
  );
}
