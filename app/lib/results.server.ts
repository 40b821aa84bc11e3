// The loader side of every result list (/search, /property/..., /category/...):
// the URL is parsed by the same parser as the API, then searched. A bad parameter
// gives a 422 page naming it, never a 500. Words that name one place ('Stretford')
// redirect to the search around it; words that name several ('Newport') are searched
// as words, with the choice of places beside the results.
import { data, redirect } from 'react-router';
import type { AppContext, MapConfig } from '#app/context.ts';
import type { OfferCard } from '#contract/offers.ts';
import type { Page } from '#contract/pagination.ts';
import type { SearchCriteria } from '#contract/search.ts';
import type { FieldErrors } from '#core/errors.ts';
import { findOffers } from '#core/search/find-offers.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { readSearchText } from '#core/search/read-search-text.ts';
import { pageUrl } from './page-url.ts';
import { placeSearchHref } from './place-search-url.ts';
import { loadPanelData } from './search-panel.server.ts';
import type { PanelData } from './search-panel.ts';

/** What a path fixes (/property/house/rent/leeds fixes the type, the category and the place). */
export type FixedCriteria = Partial<Pick<SearchCriteria, 'listingType' | 'categories' | 'location' | 'radiusMiles'>>;

export type ResultsData =
  | {
      status: 'ok';
      criteria: SearchCriteria;
      results: Page<OfferCard>;
      featured: OfferCard[];
      panel: PanelData;
      map: MapConfig;
      /** The words named several places: "Which Newport?" with a link to a search of each. */
      placeChoices?: PlaceChoices;
    }
  | { status: 'invalid'; errors: FieldErrors };

export type PlaceChoices = { text: string; choices: { label: string; href: string }[] };

export async function loadResults(app: AppContext, request: Request, fixed: FixedCriteria = {}) {
  const url = pageUrl(request);
  const parsed = parseSearchQuery(url.searchParams);
  if (!parsed.ok) return data<ResultsData>({ status: 'invalid', errors: parsed.errors }, { status: 422 });
  const criteria: SearchCriteria = { ...parsed.criteria, ...fixed };
  const { reading } = await readSearchText(app.db, criteria);
  // The address then says what is searched, so saving, sharing or going back keeps the place.
  if (reading?.as === 'place') throw redirect(placeSearchHref(url, reading.place));
  const placeChoices =
    reading?.as === 'choices'
      ? {
          text: reading.text,
          choices: reading.choices.map((place) => ({ label: place.display_name, href: placeSearchHref(url, place) })),
        }
      : undefined;
  const { page: results, featured } = await findOffers(app.deps, criteria, {
    assetBase: app.config.assetBaseUrl,
    userAgent: app.client.userAgent,
  });
  const panel = await loadPanelData(app.db, criteria);
  const map = app.config.map;
  return data<ResultsData>({
    status: 'ok',
    criteria,
    results,
    featured,
    panel,
    map,
    ...(placeChoices ? { placeChoices } : {}),
  });
}
