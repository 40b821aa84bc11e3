import type { ReactNode } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import { pageHref, pageItems } from '#app/lib/pagination.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';

const itemClass = 'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium';

/** Previous, page numbers and Next; every link keeps the page's other parameters. */
export function PaginationNav({
  pathname,
  search,
  page,
  lastPage,
}: {
  pathname: string;
  search: string;
  page: number;
  lastPage: number;
}) {
  const words = useT().results.pagination;
  if (lastPage <= 1) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  return (
    <nav aria-label={words.label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <StepItem to={page > 1 ? href(page - 1) : null} rel="prev">
          <ChevronLeftIcon className="size-4" /> {words.previous}
        </StepItem>
        {pageItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} className="px-1 text-gray-600" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PrefetchLink
                to={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={words.page(item)}
                className={`${itemClass} ${item === page ? 'bg-accent-700 text-white' : 'text-gray-800 hover:bg-accent-50'}`}
              >
                {item}
              </PrefetchLink>
            </li>
          ),
        )}
        <StepItem to={page < lastPage ? href(page + 1) : null} rel="next">
          {words.next} <ChevronRightIcon className="size-4" />
        </StepItem>
      </ul>
    </nav>
  );
}

/** Previous or Next: a link while there is a page that way, otherwise the same words shown disabled in its place. */
function StepItem({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  return (
    <li>
      {to !== null ? (
        <PrefetchLink to={to} rel={rel} className={`${itemClass} text-accent-700 hover:bg-accent-50`}>
          {children}
        </PrefetchLink>
      ) : (
        <span className={`${itemClass} text-gray-500`} aria-disabled="true">
          {children}
        </span>
      )}
    </li>
  );
}
