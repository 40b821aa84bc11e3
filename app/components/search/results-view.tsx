import { useLocation } from 'react-router';
import type { MapConfig } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import type { Crumb } from '#app/lib/landing-seo.ts';
import { resultTotal } from '#app/lib/result-total.ts';
import type { PanelData } from '#app/lib/search-panel.ts';
import type { OfferCard } from '#contract/offers.ts';
import type { Page } from '#contract/pagination.ts';
import { type SearchCriteria, searchQuery } from '#contract/search.ts';
import { OfferGrid } from '../offers/offer-grid.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { EmptyResults } from './empty-results.tsx';
import { FiltersAside } from './filters-aside.tsx';
import { PaginationNav } from './pagination-nav.tsx';
import { RadiusForm } from './radius-form.tsx';
import { ResultsMap } from './results-map.tsx';
import { SaveSearchButton } from './save-search-button.tsx';
import { SearchPanel } from './search-panel.tsx';
import { SortForm } from './sort-form.tsx';
import { useResultsViewMode, ViewToggle } from './view-toggle.tsx';

type ViewMode = ReturnType<typeof useResultsViewMode>[0];
type Changes = { pathname: string; search: string };

/** The heading, how many matches, saving the search, and the radius, sort and view controls. */
function ResultsHeader({
  heading,
  criteria,
  meta,
  changes,
  mode,
  onMode,
}: {
  heading: string;
  criteria: SearchCriteria;
  meta: Page<OfferCard>['meta'];
  changes: Changes;
  mode: ViewMode;
  onMode: (mode: ViewMode) => void;
}) {
  const t = useT();
  const { total, page, last_page: lastPage } = meta;
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{heading}</h1>
        <p className="mt-1 text-gray-700" aria-live="polite" aria-atomic="true">
          {resultTotal(meta, t.results)}
          {lastPage > 1 && t.results.pageOf(page, lastPage)}
        </p>
        <SaveSearchButton heading={heading} criteria={criteria} className="mt-3" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RadiusForm {...changes} criteria={criteria} />
        {total > 0 && <SortForm {...changes} criteria={criteria} />}
        {total > 0 && <ViewToggle mode={mode} onChange={onMode} />}
      </div>
    </div>
  );
}

/** The matches as cards or on the map, with the pages; or what to do when there are none. */
function ResultsSection({
  criteria,
  results,
  mode,
  map,
  resetTo,
}: {
  criteria: SearchCriteria;
  results: Page<OfferCard>;
  mode: ViewMode;
  map: MapConfig;
  resetTo: string;
}) {
  const { pathname, search } = useLocation();
  const t = useT();
  const { total, page, last_page: lastPage } = results.meta;
  return (
    <section aria-label={t.results.resultsLabel} className="min-w-0">
      {/* An area searched from the map keeps its map, even with nothing in it. */}
      {results.data.length === 0 && !(mode === 'map' && criteria.bbox) ? (
        <EmptyResults criteria={criteria} resetTo={resetTo} pageBeyondEnd={total > 0} />
      ) : (
        <>
          {mode === 'map' ? (
            <ResultsMap offers={results.data} criteria={criteria} basemap={map} />
          ) : (
            <OfferGrid offers={results.data} headingLevel="h2" />
          )}
          <PaginationNav pathname={pathname} search={search} page={page} lastPage={lastPage} />
        </>
      )}
    </section>
  );
}

/** One result list, whatever the route: /search, /property/{category}/{type}[/{location}], /category/{category}. */
export function ResultsView({
  heading,
  criteria,
  results,
  featured = [],
  panel,
  map,
  crumbs,
}: {
  heading: string;
  criteria: SearchCriteria;
  results: Page<OfferCard>;
  /** Paid-for offers among the matches, shown above the list on its first page. */
  featured?: readonly OfferCard[];
  panel: PanelData;
  map: MapConfig;
  crumbs?: readonly Crumb[] | undefined;
}) {
  const { pathname, search } = useLocation();
  const t = useT();
  const [mode, setMode] = useResultsViewMode();
  const onSearchPage = pathname === '/search';
  // A landing page's path fixes its place: a change of radius or sort continues on /search.
  const changes =
    !onSearchPage && criteria.location
      ? { pathname: '/search', search: `?${searchQuery(criteria)}` }
      : { pathname, search };
  const resetTo = onSearchPage ? `/search?${searchQuery({ listingType: criteria.listingType })}` : pathname;
  return (
    <div className="mx-auto max-w-[1640px] px-4 py-6 md:py-8">
      {crumbs && <Breadcrumbs crumbs={crumbs} />}
      <ResultsHeader
        heading={heading}
        criteria={criteria}
        meta={results.meta}
        changes={changes}
        mode={mode}
        onMode={setMode}
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr] xl:grid-cols-[20rem_1fr]">
        <FiltersAside>
          <SearchPanel criteria={criteria} panel={panel} resetTo={resetTo} />
        </FiltersAside>
        <div className="flex min-w-0 flex-col gap-6">
          {featured.length > 0 && mode !== 'map' && (
            <section aria-labelledby="featured-heading" className="rounded-2xl bg-accent-50 p-4">
              <h2 id="featured-heading" className="mb-3 text-lg font-bold text-gray-900">
                {t.results.featured}
              </h2>
              <OfferGrid offers={[...featured]} headingLevel="h3" />
            </section>
          )}
          <ResultsSection criteria={criteria} results={results} mode={mode} map={map} resetTo={resetTo} />
        </div>
      </div>
    </div>
  );
}
