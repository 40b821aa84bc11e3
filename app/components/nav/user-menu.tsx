import { useT } from '#app/hooks/use-t.ts';
import { userMenuLinks } from '#app/lib/account-links.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { useAuth } from '../auth/auth-context.ts';
import { AuthDialogLink } from '../auth/auth-dialog-link.tsx';
import { UserIcon } from '../icons.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { iconButtonClass } from './header-styles.ts';
import { dropdownLinkClass, NavDropdown } from './nav-dropdown.tsx';

/** Logged out: Log in and Register open the dialogs (links to /auth until the page is live). */
export function GuestAccountLinks({ className, itemClassName }: { className?: string; itemClassName: string }) {
  const t = useT();
  return (
    <ul className={className}>
      <li>
        <AuthDialogLink kind="login" className={itemClassName}>
          {t.userMenu.logIn}
        </AuthDialogLink>
      </li>
      <li>
        <AuthDialogLink kind="register" className={itemClassName}>
          {t.userMenu.register}
        </AuthDialogLink>
      </li>
    </ul>
  );
}

/** The user menu, logged in: My Ads, Settings, Agents (company accounts), Favorites, Payment history, Logout. */
export function MemberAccountLinks({ className, itemClassName }: { className?: string; itemClassName: string }) {
  const { state, logout } = useAuth();
  const t = useT();
  return (
    <ul className={className}>
      {userMenuLinks(state.roles).map((link) => (
        <li key={link.to}>
          <PrefetchLink to={link.to} className={itemClassName}>
            {labelOf(t.accountLinks, link.to, link.label)}
          </PrefetchLink>
        </li>
      ))}
      <li>
        <button type="button" onClick={() => void logout()} className={`w-full text-left ${itemClassName}`}>
          {t.userMenu.logout}
        </button>
      </li>
    </ul>
  );
}

export function UserMenu() {
  const { state } = useAuth();
  const t = useT();
  return (
    <NavDropdown
      label={<UserIcon />}
      accessibleLabel={state.isLogged ? t.shell.accountOf(state.name || state.email) : t.shell.account}
      showChevron={false}
      align="end"
      buttonClassName={iconButtonClass}
    >
      {state.isLogged ? (
        <MemberAccountLinks itemClassName={dropdownLinkClass} />
      ) : (
        <GuestAccountLinks itemClassName={dropdownLinkClass} />
      )}
    </NavDropdown>
  );
}
