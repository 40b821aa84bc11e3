// The loader side of every result list (/search, /property/..., /category/...):
// the URL is parsed by the same parser as the API, then searched. A bad parameter
// gives a 422 page naming it, never a 500.
import { data } from 'react-router';
import type { AppContext } from '#app/context.ts';
import type { OfferCard } from '#contract/offers.ts';
import type { Page } from '#contract/pagination.ts';
import type { SearchCriteria } from '#contract/search.ts';
import type { FieldErrors } from '#core/errors.ts';
import { recordImpressions } from '#core/offers/stats.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { featuredOffers, searchOffers } from '#core/search/search-offers.ts';
import { pageUrl } from './page-url.ts';
import { loadPanelData } from './search-panel.server.ts';
import type { MapConfig, PanelData } from './search-panel.ts';

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
    }
  | { status: 'invalid'; errors: FieldErrors };

export async function loadResults(app: AppContext, request: Request, fixed: FixedCriteria = {}) {
  const parsed = parseSearchQuery(pageUrl(request).searchParams);
  if (!parsed.ok) return data<ResultsData>({ status: 'invalid', errors: parsed.errors }, { status: 422 });
  const criteria: SearchCriteria = { ...parsed.criteria, ...fixed };
  const [results, featured] = await Promise.all([
    searchOffers(app.db, criteria, { assetBase: app.config.assetBaseUrl }),
    featuredOffers(app.db, criteria, { assetBase: app.config.assetBaseUrl }),
  ]);
  const shown = [...featured, ...results.data].map((offer) => offer.id);
  app.background.run(() => recordImpressions(app.db, shown, app.client.userAgent));
  const panel = await loadPanelData(app.db, criteria);
  const map = { tileUrl: app.config.mapTileUrl, attribution: app.config.mapAttribution };
  return data<ResultsData>({ status: 'ok', criteria, results, featured, panel, map });
}
