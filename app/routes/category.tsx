import { data } from 'react-router';
import { LandingResults } from '#app/components/search/landing-results.tsx';
import { getAppContext } from '#app/context.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { requestDictionary } from '#app/lib/i18n/request-dictionary.ts';
import { landingPageSeo } from '#app/lib/landing.server.ts';
import { landingMeta } from '#app/lib/meta.ts';
import { loadResults } from '#app/lib/results.server.ts';
import { CATEGORY_PAGES } from '#contract/categories.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import type { Route } from './+types/category.ts';

const isCategoryPage = (slug: string): boolean => (CATEGORY_PAGES as readonly string[]).includes(slug);

/** /category/{category}: the landing pages of new-build, commercial and hotel-bb. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const catalogue = await getCatalogue(app.db);
  const category = catalogue.tree.find((node) => node.slug === params.category);
  if (!category || !isCategoryPage(category.slug)) throw data(null, { status: 404 });
  const results = await loadResults(app, request, { categories: [category.slug] });
  const heading = category.name;
  const seo = landingPageSeo(app, { category, heading, results: results.data });
  // Search engines keep the English page (its canonical address); the visitor reads their language.
  const shown = labelOf(requestDictionary(request).categories, category.slug, heading);
  return data({ heading: shown, seo, results: results.data }, results.init ?? undefined);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return landingMeta(loaderData);
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <LandingResults page={loaderData} />;
}
