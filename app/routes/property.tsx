import { data } from 'react-router';
import { LandingResults } from '#app/components/search/landing-results.tsx';
import { getAppContext } from '#app/context.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { requestDictionary } from '#app/lib/i18n/request-dictionary.ts';
import { landingPageSeo } from '#app/lib/landing.server.ts';
import { landingMeta } from '#app/lib/meta.ts';
import { readPropertyPath } from '#app/lib/property-path.ts';
import { loadResults } from '#app/lib/results.server.ts';
import { categoryName } from '#app/lib/results-heading.ts';
import { searchHeading } from '#app/lib/search-heading.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { findPlaceBySlug } from '#core/places/find.ts';
import type { Route } from './+types/property.ts';

/**
 * The results pages under /property: one listing type, of one category or of all the
 * categories advertised under it, optionally around a place of the gazetteer (its
 * slug; the radius is the place's default). An unknown category, type or place, or a
 * type the category is never advertised under, is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const catalogue = await getCatalogue(app.db);
  const address = readPropertyPath(params, (slug) => catalogue.bySlug.has(slug));
  if (!address) throw data(null, { status: 404 });
  const { type } = address;
  const category = address.category === undefined ? undefined : catalogue.bySlug.get(address.category);
  const root = category && catalogue.tree.find((node) => node.slug === category.root.slug);
  if (category && !root?.offer_types.includes(type)) throw data(null, { status: 404 });
  const place = address.place === undefined ? undefined : await findPlaceBySlug(app.db, address.place);
  if (place === null) throw data(null, { status: 404 });
  const results = await loadResults(app, request, {
    listingType: type,
    ...(category ? { categories: [category.slug] } : {}),
    ...(place
      ? {
          location: { lat: place.lat, lon: place.lon, name: place.display_name },
          radiusMiles: place.default_radius_miles,
        }
      : {}),
  });
  const name = category ? (categoryName(catalogue.tree, category.slug) ?? category.name) : undefined;
  const heading = searchHeading({ categoryName: name, listingType: type, placeName: place?.name });
  // Search engines keep the English page (its canonical address); the visitor reads their language.
  const t = requestDictionary(request);
  const shown = searchHeading(
    {
      categoryName: category && name !== undefined ? labelOf(t.categories, category.slug, name) : undefined,
      listingType: type,
      placeName: place?.name,
    },
    t.results,
  );
  const seo = landingPageSeo(app, {
    ...(category && name !== undefined ? { category: { slug: category.slug, name } } : {}),
    listingType: type,
    ...(place ? { place: { slug: place.slug, name: place.name } } : {}),
    heading,
    results: results.data,
  });
  return data({ heading: shown, seo, results: results.data }, results.init ?? undefined);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return landingMeta(loaderData);
}

export default function Property({ loaderData }: Route.ComponentProps) {
  return <LandingResults page={loaderData} />;
}
