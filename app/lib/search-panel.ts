import type { FiltersResponse } from '#contract/catalogue.ts';
import type { Facets } from '#contract/facets.ts';

/** What the search panel needs from the server: the filters response, and counts for this search (or none). */
export type PanelData = { filters: FiltersResponse; facets: Facets | null };

export type FacetCounts = {
  listingTypes: Map<string, number>;
  categories: Map<string, number>;
  bedrooms: Map<string, number>;
  tags: Map<string, number>;
};

/** The facet lists as look-ups by value; undefined without facets. */
export function facetCounts(facets: Facets | null): FacetCounts | undefined {
  if (!facets) return undefined;
  return {
    listingTypes: new Map(facets.listing_types.map((item) => [item.slug, item.count])),
    categories: new Map(facets.categories.map((item) => [item.slug, item.count])),
    bedrooms: new Map(facets.bedrooms.map((item) => [item.value, item.count])),
    tags: new Map(facets.tags.map((item) => [item.slug, item.count])),
  };
}
