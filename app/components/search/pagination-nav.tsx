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
        <li>
          {page > 1 ? (
            <PrefetchLink to={href(page - 1)} rel="prev" className={`${itemClass} text-accent-700 hover:bg-accent-50`}>
              <ChevronLeftIcon className="size-4" /> {words.previous}
            </PrefetchLink>
          ) : (
            <span className={`${itemClass} text-gray-500`} aria-disabled="true">
              <ChevronLeftIcon className="size-4" /> {words.previous}
            </span>
          )}
        </li>
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
        <li>
          {page < lastPage ? (
            <PrefetchLink to={href(page + 1)} rel="next" className={`${itemClass} text-accent-700 hover:bg-accent-50`}>
              {words.next} <ChevronRightIcon className="size-4" />
            </PrefetchLink>
          ) : (
            <span className={`${itemClass} text-gray-500`} aria-disabled="true">
              {words.next} <ChevronRightIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
