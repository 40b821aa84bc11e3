import { data } from 'react-router';
import { LandingResults } from '#app/components/search/landing-results.tsx';
import { getAppContext } from '#app/context.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { requestDictionary } from '#app/lib/i18n/request-dictionary.ts';
import { landingPageSeo } from '#app/lib/landing.server.ts';
import { landingMeta } from '#app/lib/meta.ts';
import { loadResults } from '#app/lib/results.server.ts';
import { categoryName } from '#app/lib/results-heading.ts';
import { searchHeading } from '#app/lib/search-heading.ts';
import { OFFER_TYPES, type OfferType } from '#contract/listing-types.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { findPlaceBySlug } from '#core/places/find.ts';
import type { Route } from './+types/property.ts';

const isOfferType = (value: string): value is OfferType => (OFFER_TYPES as readonly string[]).includes(value);

/**
 * /property/{category}/{type} and /property/{category}/{type}/{location}: the results
 * of one category and listing type, optionally around a place of the gazetteer (its
 * slug; the radius is the place's default). An unknown category, type or place, or a
 * type the category is never advertised under, is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const catalogue = await getCatalogue(app.db);
  const category = catalogue.bySlug.get(params.category);
  const root = category && catalogue.tree.find((node) => node.slug === category.root.slug);
  if (!category || !root || !isOfferType(params.type) || !root.offer_types.includes(params.type)) {
    throw data(null, { status: 404 });
  }
  const place = params.location ? await findPlaceBySlug(app.db, params.location) : undefined;
  if (place === null) throw data(null, { status: 404 });
  const results = await loadResults(app, request, {
    listingType: params.type,
    categories: [category.slug],
    ...(place
      ? {
          location: { lat: place.lat, lon: place.lon, name: place.display_name },
          radiusMiles: place.default_radius_miles,
        }
      : {}),
  });
  const name = categoryName(catalogue.tree, category.slug) ?? category.name;
  const heading = searchHeading({ categoryName: name, listingType: params.type, placeName: place?.name });
  // Search engines keep the English page (its canonical address); the visitor reads their language.
  const t = requestDictionary(request);
  const shown = searchHeading(
    { categoryName: labelOf(t.categories, category.slug, name), listingType: params.type, placeName: place?.name },
    t.results,
  );
  const seo = landingPageSeo(app, {
    category: { slug: category.slug, name },
    listingType: params.type,
    ...(place ? { place: { slug: place.slug, name: place.name } } : {}),
    heading,
    results: results.data,
  });
  return data({ heading: shown, seo, results: results.data }, results.init ?? undefined);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return landingMeta(loaderData);
}

export default function Property({ loaderData, params }: Route.ComponentProps) {
  return <LandingResults page={loaderData} resetTo={`/property/${params.category}/${params.type}`} />;
}
