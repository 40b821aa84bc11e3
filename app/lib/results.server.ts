// The loader side of every result list (/search, /property/..., /category/...):
// the URL is parsed by the same lenient parser as the API, then searched; a result
// list is never refused for what its address holds. A place named in the address
// (location=london) or words that name one place ('Stretford') redirect to the search
// around it; a name of several places ('Newport') offers the choice beside the
// results; a name of none says so above results not narrowed by place.
import { data, redirect } from 'react-router';
import type { AppContext, MapConfig } from '#app/context.ts';
import type { OfferCard } from '#contract/offers.ts';
import type { Page } from '#contract/pagination.ts';
import type { LocationSuggestion } from '#contract/places.ts';
import type { SearchCriteria } from '#contract/search.ts';
import { findOffers } from '#core/search/find-offers.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { resolveSearchPlace } from '#core/search/resolve-place.ts';
import { pageUrl } from './page-url.ts';
import { type NamedBy, placeSearchHref } from './place-search-url.ts';
import { loadPanelData } from './search-panel.server.ts';
import type { PanelData } from './search-panel.ts';

/** What a path fixes (/property/house/rent/leeds fixes the type, the category and the place). */
export type FixedCriteria = Partial<Pick<SearchCriteria, 'listingType' | 'categories' | 'location' | 'radiusMiles'>>;

export type ResultsData = {
  criteria: SearchCriteria;
  results: Page<OfferCard>;
  featured: OfferCard[];
  panel: PanelData;
  map: MapConfig;
  /** A name of several places: "Which Newport?" with a link to a search of each. */
  placeChoices?: PlaceChoices;
  /** A place named in the address that no place has: the results are not narrowed by place. */
  unknownPlace?: string;
};

/**
 * The choice of places of one name. `namedBy` says what the results are meanwhile: a
 * search of the words ('words'), or a search not narrowed by place ('location').
 */
export type PlaceChoices = { text: string; namedBy: NamedBy; choices: { label: string; href: string }[] };

export async function loadResults(app: AppContext, request: Request, fixed: FixedCriteria = {}) {
  const url = pageUrl(request);
  const parsed = parseSearchQuery(url.searchParams);
  const { criteria, reading, location } = await resolveSearchPlace(app.db, {
    criteria: { ...parsed.criteria, ...fixed },
    // A place the path fixes is the place searched.
    placeName: fixed.location ? undefined : parsed.placeName,
  });
  // The address then says what is searched, so saving, sharing or going back keeps the place.
  if (location?.as === 'place') throw redirect(placeSearchHref(url, location.place, 'location'));
  if (reading?.as === 'place') throw redirect(placeSearchHref(url, reading.place));
  const choicesOf = (text: string, places: LocationSuggestion[], namedBy: NamedBy): PlaceChoices => ({
    text,
    namedBy,
    choices: places.map((place) => ({ label: place.display_name, href: placeSearchHref(url, place, namedBy) })),
  });
  const placeChoices =
    location?.as === 'choices'
      ? choicesOf(location.text, location.choices, 'location')
      : reading?.as === 'choices'
        ? choicesOf(reading.text, reading.choices, 'words')
        : undefined;
  const { page: results, featured } = await findOffers(app.deps, criteria, {
    assetBase: app.config.assetBaseUrl,
    userAgent: app.client.userAgent,
  });
  const panel = await loadPanelData(app.db, criteria);
  const map = app.config.map;
  return data<ResultsData>({
    criteria,
    results,
    featured,
    panel,
    map,
    ...(placeChoices ? { placeChoices } : {}),
    ...(location?.as === 'unknown' ? { unknownPlace: location.text } : {}),
  });
}
