import { BellIcon } from '../icons.tsx';
import { iconButtonClass } from './header-styles.ts';
import { NavDropdown } from './nav-dropdown.tsx';

/** Spec 2 screen 6: the bell. Notifications need login, so a visitor's list is empty. */
export function NotificationsMenu() {
  return (
    <NavDropdown
      label={<BellIcon />}
      accessibleLabel="Notifications"
      showChevron={false}
      align="end"
      buttonClassName={iconButtonClass}
      maxHeightClass="max-h-[340px]"
      panelClassName="w-72 px-4"
    >
      <h2 className="py-1 text-sm font-semibold text-gray-900">Notifications</h2>
      <p className="py-2 text-sm text-gray-700">No new notifications</p>
    </NavDropdown>
  );
}
