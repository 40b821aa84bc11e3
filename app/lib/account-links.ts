// The account's pages as the user menu (spec 2 screen 8) and the account side menu
// (screen 9) list them, with Messages (ours) after Favorites. Agents and Import
// Properties are for business accounts only.
export type AccountLink = { label: string; to: string };

const businessOnly = new Set(['/agents', '/import-offers']);

const USER_MENU: readonly AccountLink[] = [
  { label: 'My Ads', to: '/my-offers' },
  { label: 'Settings', to: '/settings' },
  { label: 'Agents', to: '/agents' },
  { label: 'Favorites', to: '/favorites' },
  { label: 'Messages', to: '/messages' },
  { label: 'Payment history', to: '/invoices' },
];

const SIDE_MENU: readonly AccountLink[] = [
  { label: 'Settings', to: '/settings' },
  { label: 'Favorites', to: '/favorites' },
  { label: 'Messages', to: '/messages' },
  { label: 'My Ads', to: '/my-offers' },
  { label: 'Import Properties', to: '/import-offers' },
  { label: 'Agents', to: '/agents' },
  { label: 'Payment history', to: '/invoices' },
];

const visible = (links: readonly AccountLink[], business: boolean) =>
  links.filter((link) => business || !businessOnly.has(link.to));

/** The logged-in user menu, before Logout. */
export const userMenuLinks = (business: boolean) => visible(USER_MENU, business);

/** The account area's side menu, before the newsletter switch. */
export const accountMenuLinks = (business: boolean) => visible(SIDE_MENU, business);
