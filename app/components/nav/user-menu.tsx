import { UserIcon } from '../icons.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { iconButtonClass } from './header-styles.ts';
import { dropdownLinkClass, NavDropdown } from './nav-dropdown.tsx';

/** Spec 2 screen 8: logged out, the user menu offers Log in and Register. */
export function UserMenu() {
  return (
    <NavDropdown
      label={<UserIcon />}
      accessibleLabel="Account"
      showChevron={false}
      align="end"
      buttonClassName={iconButtonClass}
    >
      <ul>
        <li>
          <PrefetchLink to="/auth" className={dropdownLinkClass}>
            Log in
          </PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/auth?type=register" className={dropdownLinkClass}>
            Register
          </PrefetchLink>
        </li>
      </ul>
    </NavDropdown>
  );
}
