import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type DismissReason, useDismiss } from '#app/hooks/use-dismiss.ts';
import { useT } from '#app/hooks/use-t.ts';
import { useAuth } from '../auth/auth-context.ts';
import { CloseIcon, MenuIcon } from '../icons.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { iconButtonClass, primaryButtonClass, secondaryButtonClass } from './header-styles.ts';
import type { NavCategory } from './nav-categories.ts';
import { PrimaryNav } from './primary-nav.tsx';
import { GuestAccountLinks, MemberAccountLinks } from './user-menu.tsx';

/** Below 1024 px the navigation folds into this menu: the same items, stacked. */
export function MobileMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const { state } = useAuth();
  const t = useT();

  const onDismiss = useCallback((reason: DismissReason) => {
    if (reason === 'focus-left') return; // a long menu: tabbing past its end should not snap it shut
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, onDismiss);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [location.key]);

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={iconButtonClass}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.shell.menu}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-gray-200 bg-white px-4 pb-6 shadow-lg"
      >
        <nav aria-label={t.shell.mainNav}>
          <PrimaryNav categories={categories} variant="inline" />
        </nav>
        <div className="mt-4 flex flex-wrap gap-3 border-t border-gray-200 pt-4">
          <PrefetchLink to="/post-ad" className={primaryButtonClass}>
            {t.shell.postAd}
          </PrefetchLink>
          {!state.isLogged && (
            <GuestAccountLinks className="flex flex-wrap gap-3" itemClassName={secondaryButtonClass} />
          )}
        </div>
        {state.isLogged && (
          <nav aria-label={t.shell.accountNav} className="mt-4 border-t border-gray-200 pt-2">
            <MemberAccountLinks
              className="flex flex-col"
              itemClassName="block rounded-md px-3 py-3 text-base font-semibold text-gray-800 hover:bg-accent-50"
            />
          </nav>
        )}
      </div>
    </div>
  );
}
