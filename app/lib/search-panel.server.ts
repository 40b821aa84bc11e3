// The search panel's data, read on the server so the panel renders with the page
// (no GET /api/search/filters round trip from the browser): the filters response,
// and the facet counts of the page's search.
import type { SearchCriteria } from '#contract/search.ts';
import { getSearchFilters } from '#core/catalogue/filters.ts';
import { getFacets } from '#core/search/facets.ts';
import type { Database } from '#db/client.ts';
import type { PanelData } from './search-panel.ts';

export async function loadPanelData(db: Database, criteria?: SearchCriteria): Promise<PanelData> {
  const filters = await getSearchFilters(db);
  const facets = criteria ? await getFacets(db, criteria) : null;
  return { filters, facets };
}
