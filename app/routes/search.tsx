import { PlaceNotices } from '#app/components/search/place-notices.tsx';
import { ResultsView } from '#app/components/search/results-view.tsx';
import { getAppContext } from '#app/context.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { useT } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { NOT_INDEXED, pageMeta } from '#app/lib/meta.ts';
import { loadResults } from '#app/lib/results.server.ts';
import { criteriaHeading } from '#app/lib/results-heading.ts';
import type { Route } from './+types/search.ts';

/** /search: the query string holds the phrase and filters, parsed like the API's (never refused). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadResults(getAppContext(context), request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaDictionary(matches);
  if (!loaderData) {
    return [...pageMeta(t.results.searchFallbackTitle, undefined), NOT_INDEXED];
  }
  const tree = matches[0]?.loaderData?.categories ?? [];
  return [...pageMeta(t.results.searchTitle(criteriaHeading(tree, loaderData.criteria, t))), NOT_INDEXED];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { categories } = useSiteData();
  const t = useT();
  return (
    <>
      <PlaceNotices results={loaderData} />
      <ResultsView
        heading={criteriaHeading(categories, loaderData.criteria, t)}
        criteria={loaderData.criteria}
        results={loaderData.results}
        featured={loaderData.featured}
        panel={loaderData.panel}
        map={loaderData.map}
      />
    </>
  );
}
