import type { LandingSeo } from '#app/lib/landing-seo.ts';
import type { ResultsData } from '#app/lib/results.server.ts';
import { InvalidSearch } from './invalid-search.tsx';
import { ResultsView } from './results-view.tsx';

/**
 * The body of a landing page (/property/..., /category/...): its results with the
 * breadcrumb, or the 422 page of a filter that does not parse (reset to the page itself).
 */
export function LandingResults({
  page,
  resetTo,
}: {
  page: { heading: string; seo: Pick<LandingSeo, 'crumbs'>; results: ResultsData };
  resetTo: string;
}) {
  const { heading, seo, results } = page;
  if (results.status === 'invalid') return <InvalidSearch errors={results.errors} resetTo={resetTo} />;
  return (
    <ResultsView
      heading={heading}
      criteria={results.criteria}
      results={results.results}
      featured={results.featured}
      panel={results.panel}
      map={results.map}
      crumbs={seo.crumbs}
    />
  );
}
