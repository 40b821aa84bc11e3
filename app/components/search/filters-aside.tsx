import { type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '#app/hooks/use-t.ts';

const NARROW = '(max-width: 1023px)';

/**
 * The panel's column. On phones and small tablets the filters fold behind a button
 * once the page is interactive, so the results are not pushed a screen down;
 * without JavaScript they stay open.
 */
export function FiltersAside({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const t = useT();
  useEffect(() => {
    if (window.matchMedia(NARROW).matches) setOpen(false);
  }, []);
  return (
    <aside aria-labelledby={`${id}-heading`} className="self-start rounded-xl border border-gray-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold">
          {t.results.filters}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className="rounded-full border border-accent-700 px-4 py-1.5 text-sm font-semibold text-accent-700 lg:hidden"
        >
          {open ? t.results.hideFilters : t.results.showFilters}
        </button>
      </div>
      <div id={`${id}-panel`} className={`mt-4 ${open ? '' : 'max-lg:hidden'}`}>
        {children}
      </div>
    </aside>
  );
}
