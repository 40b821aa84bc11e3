// Search-engine data of the landing pages, from the stored catalogue and the results.
import type { AppContext } from '#app/context.ts';
import { CATEGORY_PAGES } from '#contract/categories.ts';
import type { OfferType } from '#contract/listing-types.ts';
import { type LandingSeo, landingBreadcrumb, landingSeo } from './landing-seo.ts';
import { resultTotal } from './result-total.ts';
import type { ResultsData } from './results.server.ts';

type Parts = {
  /** None: every category advertised under the listing type. */
  category?: { slug: string; name: string };
  listingType?: OfferType;
  place?: { slug: string; name: string };
  heading: string;
  results: ResultsData;
};

/** Where a category's crumb goes: its own landing page, or a search of it. */
function categoryPath(slug: string): string {
  return (CATEGORY_PAGES as readonly string[]).includes(slug) ? `/category/${slug}` : `/search?category=${slug}`;
}

export function landingPageSeo(app: AppContext, parts: Parts): LandingSeo {
  const { category, listingType, place, heading, results } = parts;
  const crumbs = landingBreadcrumb({
    ...(category ? { category: { ...category, path: categoryPath(category.slug) } } : {}),
    ...(listingType ? { listingType } : {}),
    ...(place ? { place } : {}),
  });
  const path = crumbs.at(-1)?.path ?? '/';
  const total = resultTotal(results.results.meta);
  return landingSeo(app.config.publicUrl, path, heading, total, crumbs);
}
