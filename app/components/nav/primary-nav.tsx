import { NAV_LISTING_TYPES } from '#contract/listing-types.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import type { NavCategory } from './nav-categories.ts';
import { dropdownLinkClass, NavDropdown } from './nav-dropdown.tsx';

type Variant = 'popup' | 'inline';

const FIND_LINKS = [
  { label: 'Agency', to: '/agencies?type=agencies' },
  { label: 'Agent', to: '/agencies?type=agents' },
  { label: 'Developer', to: '/agencies?type=developers' },
  { label: 'Private landlord', to: '/agencies?type=private' },
  { label: 'Hotel/B&B', to: '/agencies?type=hotel' },
  { label: 'Services', to: '/services' },
] as const;

const PAGE_LINKS = [
  { label: 'NEW BUILD', to: '/category/new-build' },
  { label: 'COMMERCIAL', to: '/category/commercial' },
  { label: 'Hotels/B&B', to: '/category/hotel-bb' },
] as const;

const itemClass: Record<Variant, string> = {
  popup:
    'whitespace-nowrap rounded-md px-1.5 py-2 text-[13px] font-semibold tracking-wide text-gray-800 hover:bg-accent-50 hover:text-accent-800 xl:px-3 xl:text-sm',
  inline: 'flex w-full justify-between rounded-md px-3 py-3 text-base font-semibold text-gray-800 hover:bg-accent-50',
};

/**
 * Spec 2 screen 8: RENT, SALE, SWAP and AUCTION menus of the categories that allow
 * each type, the NEW BUILD, COMMERCIAL and Hotels/B&B pages, and the Find menu.
 * Shared by the desktop bar and the mobile menu.
 */
export function PrimaryNav({ categories, variant }: { categories: NavCategory[]; variant: Variant }) {
  return (
    <ul className={variant === 'popup' ? 'flex items-center' : 'flex flex-col'}>
      {NAV_LISTING_TYPES.map(({ label, type }) => (
        <li key={type}>
          <NavDropdown label={label} variant={variant} buttonClassName={itemClass[variant]}>
            <ul>
              {categories
                .filter((category) => category.offer_types.includes(type))
                .map((category) => (
                  <li key={category.slug}>
                    <PrefetchLink to={`/property/${category.slug}/${type}`} className={dropdownLinkClass}>
                      {category.name}
                    </PrefetchLink>
                  </li>
                ))}
            </ul>
          </NavDropdown>
        </li>
      ))}
      {PAGE_LINKS.map((link) => (
        <li key={link.to}>
          <PrefetchLink to={link.to} className={`inline-flex ${itemClass[variant]}`}>
            {link.label}
          </PrefetchLink>
        </li>
      ))}
      <li>
        <NavDropdown label="Find" variant={variant} buttonClassName={itemClass[variant]}>
          <ul>
            {FIND_LINKS.map((link) => (
              <li key={link.to}>
                <PrefetchLink to={link.to} className={dropdownLinkClass}>
                  {link.label}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </NavDropdown>
      </li>
    </ul>
  );
}
