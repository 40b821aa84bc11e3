// Counts for the filter panel (contract/facets.ts). Each group is counted over the
// search as it is, minus that group's own filter: with "rent" chosen, the listing
// type group still says how many offers there are for sale.
import { sql } from 'drizzle-orm';
import type { Facets } from '#contract/facets.ts';
import { LISTING_TYPES, OFFER_TAGS } from '#contract/listing-types.ts';
import { ROOM_CHOICES, type SearchCriteria } from '#contract/search.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import type { Database } from '#db/client.ts';
import { searchSql } from './conditions.ts';

export async function getFacets(db: Database, criteria: SearchCriteria): Promise<Facets> {
  const catalogue = await getCatalogue(db);
  const without = (omit: 'listingType' | 'categories' | 'bedrooms' | 'tags') =>
    searchSql(criteria, catalogue, { omit }).where;
  const result = await db.execute<{ facet: string; value: string; count: string }>(sql`
    select 'type' as facet, o.listing_type as value, count(*) as count
      from offers o where ${without('listingType')} group by o.listing_type
    union all
    select 'category', o.root_category_id::text, count(*)
      from offers o where ${without('categories')} group by o.root_category_id
    union all
    select 'bedrooms', least(o.bedrooms, 5)::text, count(*)
      from offers o where ${without('bedrooms')} and o.bedrooms is not null group by least(o.bedrooms, 5)
    union all
    select 'tag', tag, count(*)
      from offers o cross join lateral unnest(o.tags) as tag where ${without('tags')} group by tag`);
  const counts = (facet: string) =>
    new Map(result.rows.filter((row) => row.facet === facet).map((row) => [row.value, Number(row.count)]));
  const types = counts('type');
  const categories = counts('category');
  const bedrooms = counts('bedrooms');
  const tags = counts('tag');
  return {
    listing_types: LISTING_TYPES.map((slug) => ({ slug, count: types.get(slug) ?? 0 })),
    categories: catalogue.tree.map((root) => ({
      slug: root.slug,
      name: root.name,
      count: categories.get(String(root.id)) ?? 0,
    })),
    // "At least n" buttons: offers with n or more bedrooms.
    bedrooms: ROOM_CHOICES.map((choice, index) => ({
      value: choice,
      count: [...bedrooms].filter(([value]) => Number(value) >= index + 1).reduce((sum, [, count]) => sum + count, 0),
    })),
    tags: OFFER_TAGS.map((slug) => ({ slug, count: tags.get(slug) ?? 0 })),
  };
}
