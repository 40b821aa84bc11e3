import type { LandingSeo } from '#app/lib/landing-seo.ts';
import type { ResultsData } from '#app/lib/results.server.ts';
import { PlaceNotices } from './place-notices.tsx';
import { ResultsView } from './results-view.tsx';

/** The body of a landing page (/property/..., /category/...): its results with the breadcrumb. */
export function LandingResults({
  page,
}: {
  page: { heading: string; seo: Pick<LandingSeo, 'crumbs'>; results: ResultsData };
}) {
  const { heading, seo, results } = page;
  return (
    <>
      <PlaceNotices results={results} />
      <ResultsView
        heading={heading}
        criteria={results.criteria}
        results={results.results}
        featured={results.featured}
        panel={results.panel}
        map={results.map}
        crumbs={seo.crumbs}
      />
    </>
  );
}
