import { useT } from '#app/hooks/use-t.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { NAV_LISTING_TYPES } from '#contract/listing-types.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import type { NavCategory } from './nav-categories.ts';
import { dropdownLinkClass, NavDropdown } from './nav-dropdown.tsx';

type Variant = 'popup' | 'inline';

// Labels are keys of the dictionary's `nav` texts.
const FIND_LINKS = [
  { label: 'agencies', to: '/agencies?type=agencies' },
  { label: 'agents', to: '/agencies?type=agents' },
  { label: 'developers', to: '/agencies?type=developers' },
  { label: 'private', to: '/agencies?type=private' },
  { label: 'hotel', to: '/agencies?type=hotel' },
  { label: 'services', to: '/services' },
] as const;

const PAGE_LINKS = [
  { label: 'newBuild', to: '/category/new-build' },
  { label: 'commercial', to: '/category/commercial' },
  { label: 'hotels', to: '/category/hotel-bb' },
] as const;

const itemClass: Record<Variant, string> = {
  popup:
    'whitespace-nowrap rounded-md px-1.5 py-2 text-[13px] font-semibold tracking-wide text-gray-800 hover:bg-accent-50 hover:text-accent-800 xl:px-3 xl:text-sm',
  inline: 'flex w-full justify-between rounded-md px-3 py-3 text-base font-semibold text-gray-800 hover:bg-accent-50',
};

/**
 * The header's navigation: RENT, SALE, SWAP and AUCTION menus of the categories that allow
 * each type, the NEW BUILD, COMMERCIAL and Hotels/B&B pages, and the Find menu.
 * Shared by the desktop bar and the mobile menu.
 */
export function PrimaryNav({ categories, variant }: { categories: NavCategory[]; variant: Variant }) {
  const t = useT();
  return (
    <ul className={variant === 'popup' ? 'flex items-center' : 'flex flex-col'}>
      {NAV_LISTING_TYPES.map(({ label, type }) => (
        <li key={type}>
          <NavDropdown
            label={labelOf(t.nav.listingTypes, type, label)}
            variant={variant}
            buttonClassName={itemClass[variant]}
          >
            <ul>
              {categories
                .filter((category) => category.offer_types.includes(type))
                .map((category) => (
                  <li key={category.slug}>
                    <PrefetchLink to={`/property/${category.slug}/${type}`} className={dropdownLinkClass}>
                      {labelOf(t.categories, category.slug, category.name)}
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
            {t.nav[link.label]}
          </PrefetchLink>
        </li>
      ))}
      <li>
        <NavDropdown label={t.nav.find} variant={variant} buttonClassName={itemClass[variant]}>
          <ul>
            {FIND_LINKS.map((link) => (
              <li key={link.to}>
                <PrefetchLink to={link.to} className={dropdownLinkClass}>
                  {t.nav.findLinks[link.label]}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </NavDropdown>
      </li>
    </ul>
  );
}
