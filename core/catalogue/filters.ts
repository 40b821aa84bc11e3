import { ATTRIBUTES } from '#contract/attributes.ts';
import type { FiltersResponse } from '#contract/catalogue.ts';
import { LISTING_TYPE_LABELS, LISTING_TYPES, OFFER_TAG_LABELS, OFFER_TAGS } from '#contract/listing-types.ts';
import { AREA_SUGGESTIONS, priceSuggestions } from '#contract/price-suggestions.ts';
import type { Database } from '#db/client.ts';
import { getCatalogue } from './read.ts';

/** GET /api/search/filters: price and area suggestions and the catalogue for the search panel. */
export async function getSearchFilters(db: Database): Promise<FiltersResponse> {
  const catalogue = await getCatalogue(db);
  const prices = priceSuggestions('sell');
  return {
    price: { min: prices, max: prices },
    attributes: { meter: { min: AREA_SUGGESTIONS, max: AREA_SUGGESTIONS } },
    attributes2: ATTRIBUTES.filter((attribute) => attribute.id !== 1).map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      slug: attribute.slug,
      type: attribute.type,
      options: 'options' in attribute ? attribute.options.map(({ name, slug }) => ({ name, slug })) : [],
    })),
    categories: catalogue.tree.map((root) => ({
      name: root.name,
      slug: root.slug,
      children: root.children.map(({ name, slug }) => ({ name, slug })),
    })),
    types: LISTING_TYPES.map((slug) => ({ name: LISTING_TYPE_LABELS[slug], slug })),
    tags: OFFER_TAGS.map((slug) => ({ name: OFFER_TAG_LABELS[slug], slug })),
  };
}
