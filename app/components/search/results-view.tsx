import { useLocation } from 'react-router';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { formatCount } from '#app/lib/format.ts';
import type { OfferCard } from '#contract/offers.ts';
import type { Page } from '#contract/pagination.ts';
import type { SearchCriteria } from '#contract/search.ts';
import { OfferGrid } from '../offers/offer-grid.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { FilterForm } from './filter-form.tsx';
import { PaginationNav } from './pagination-nav.tsx';
import { SortForm } from './sort-form.tsx';

/** One result list, whatever the route: /search, /property/{category}/{type}[/{location}], /category/{category}. */
export function ResultsView({
  heading,
  criteria,
  results,
}: {
  heading: string;
  criteria: SearchCriteria;
  results: Page<OfferCard>;
}) {
  const { pathname, search } = useLocation();
  const { categories } = useSiteData();
  const { total, page, last_page: lastPage } = results.meta;
  return (
    <div className="mx-auto max-w-[1640px] px-4 py-6 md:py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{heading}</h1>
          <p className="mt-1 text-gray-700" aria-live="polite">
            {formatCount(total, 'property', 'properties')}
            {lastPage > 1 && ` · page ${page} of ${lastPage}`}
          </p>
        </div>
        {total > 0 && <SortForm pathname={pathname} search={search} criteria={criteria} />}
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] xl:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters">
          <details className="rounded-xl border border-gray-200 p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold">Filters</summary>
            <div className="mt-4">
              <FilterForm search={search} criteria={criteria} categories={categories} />
            </div>
          </details>
          <div className="hidden rounded-xl border border-gray-200 p-4 lg:block">
            <h2 className="mb-4 font-semibold">Filters</h2>
            <FilterForm search={search} criteria={criteria} categories={categories} />
          </div>
        </aside>
        <section aria-label="Results">
          {results.data.length > 0 ? (
            <>
              <OfferGrid offers={results.data} headingLevel="h2" />
              <PaginationNav pathname={pathname} search={search} page={page} lastPage={lastPage} />
            </>
          ) : (
            <EmptyResults resetTo={pathname === '/search' ? '/search' : pathname} pageBeyondEnd={total > 0} />
          )}
        </section>
      </div>
    </div>
  );
}

function EmptyResults({ resetTo, pageBeyondEnd }: { resetTo: string; pageBeyondEnd: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-gray-900">
        {pageBeyondEnd ? 'There are no more results' : 'No properties match your search'}
      </h2>
      <p className="mt-2 text-gray-700">
        {pageBeyondEnd
          ? 'This page is past the end of the list.'
          : 'Try removing a filter, choosing another category or searching a wider area.'}
      </p>
      <PrefetchLink
        to={resetTo}
        className="mt-6 inline-flex rounded-full bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800"
      >
        {pageBeyondEnd ? 'Back to the first page' : 'Reset filters'}
      </PrefetchLink>
    </div>
  );
}
