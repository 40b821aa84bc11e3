import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '#app/hooks/use-t.ts';
import { LogoMark, SearchIcon } from '../icons.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { FavoritesLink } from './favorites-link.tsx';
import { iconButtonClass, primaryButtonClass } from './header-styles.ts';
import { MobileMenu } from './mobile-menu.tsx';
import type { NavCategory } from './nav-categories.ts';
import { NotificationsMenu } from './notifications-menu.tsx';
import { PrimaryNav } from './primary-nav.tsx';
import { UserMenu } from './user-menu.tsx';

const loadSearchModal = () => import('../search/search-modal.tsx');
// The search modal's code loads when it is first wanted (a hover or focus on its button
// starts it early), so every page's shell stays small.
const SearchModal = lazy(() => loadSearchModal().then((module) => ({ default: module.SearchModal })));
const preloadSearchModal = () => {
  // A failed early load is retried when the modal is opened.
  loadSearchModal().catch(() => {});
};

/** The header: logo, navigation, search, favourites, notifications, Post ad and the user menu. */
export function SiteHeader({ categories }: { categories: NavCategory[] }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchWanted, setSearchWanted] = useState(false);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const t = useT();

  const closeSearch = () => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  };

  return (
    <header className="relative border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-[1640px] items-center gap-1 px-3 xs:px-4 xl:gap-4">
        <HomeLogoLink homeLabel={t.shell.home} />
        <nav aria-label={t.shell.mainNav} className="hidden lg:block">
          <PrimaryNav categories={categories} variant="popup" />
        </nav>
        <div className="ml-auto flex items-center gap-0.5 xs:gap-1">
          <button
            ref={searchButtonRef}
            type="button"
            className={iconButtonClass}
            aria-label={t.shell.search}
            aria-haspopup="dialog"
            title={t.shell.search}
            onPointerEnter={preloadSearchModal}
            onFocus={preloadSearchModal}
            onClick={() => {
              setSearchWanted(true);
              setSearchOpen(true);
            }}
          >
            <SearchIcon />
          </button>
          <FavoritesLink />
          <NotificationsMenu />
          <div className="ml-1 hidden xs:block">
            <PrefetchLink to="/post-ad" className={`${primaryButtonClass} lg:px-3 xl:px-4`}>
              {t.shell.postAd}
            </PrefetchLink>
          </div>
          <div className="hidden lg:block">
            <UserMenu />
          </div>
          <MobileMenu categories={categories} />
        </div>
      </div>
      {searchWanted && (
        <Suspense fallback={null}>
          <SearchModal open={searchOpen} onClose={closeSearch} categories={categories} />
        </Suspense>
      )}
    </header>
  );
}

/** The logo, a link home; its visible name is the brand, so the word "home" is there for screen readers only. */
function HomeLogoLink({ homeLabel }: { homeLabel: string }) {
  return (
    <Link
      to="/"
      className="mr-1 inline-flex shrink-0 items-center gap-1.5 rounded-md text-xl font-extrabold text-accent-700 xl:mr-2"
    >
      <LogoMark className="size-7" />
      <span>Dazu</span>
      <span className="sr-only">{homeLabel}</span>
    </Link>
  );
}
