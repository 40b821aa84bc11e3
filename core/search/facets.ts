// Counts for the filter panel (contract/facets.ts). Each group is counted over the
// search as it is, minus that group's own filter: with "rent" chosen, the listing
// type group still says how many offers there are for sale. One pass does it all:
// the rows matching every filter but the four groups' are read once, and each count
// is an aggregate with a FILTER that applies the other three groups' conditions.
// The conditions may only read the grouped columns (listing_type, root_category_id,
// category_id, bedrooms, tags): facetConditions in conditions.ts keeps to them.
import { type SQL, sql } from 'drizzle-orm';
import type { Facets } from '#contract/facets.ts';
import { LISTING_TYPES, OFFER_TAGS } from '#contract/listing-types.ts';
import { ROOM_CHOICES, type SearchCriteria } from '#contract/search.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import type { Database } from '#db/client.ts';
import { type FacetDimension, facetConditions, searchSql } from './conditions.ts';

const DIMENSIONS: readonly FacetDimension[] = ['listingType', 'categories', 'bedrooms', 'tags'];

export async function getFacets(db: Database, criteria: SearchCriteria): Promise<Facets> {
  const catalogue = await getCatalogue(db);
  const own = facetConditions(criteria, catalogue);
  /** The other groups' conditions, for a count of `dimension`. */
  const others = (dimension: FacetDimension) =>
    sql.join(
      DIMENSIONS.filter((other) => other !== dimension).map((other) => own[other]),
      sql` and `,
    );
  const counts: Array<{ key: string; value: SQL; dimension: FacetDimension }> = [
    ...LISTING_TYPES.map((type) => ({
      key: `type:${type}`,
      value: sql`o.listing_type = ${type}`,
      dimension: 'listingType' as const,
    })),
    ...catalogue.tree.map((root) => ({
      key: `category:${root.slug}`,
      value: sql`o.root_category_id = ${root.id}`,
      dimension: 'categories' as const,
    })),
    // "At least n" buttons: offers with n or more bedrooms.
    ...ROOM_CHOICES.map((choice, index) => ({
      key: `bedrooms:${choice}`,
      value: sql`o.bedrooms >= ${index + 1}`,
      dimension: 'bedrooms' as const,
    })),
    ...OFFER_TAGS.map((tag) => ({ key: `tag:${tag}`, value: sql`${tag} = any(o.tags)`, dimension: 'tags' as const })),
  ];
  const base = searchSql(criteria, catalogue, { omit: DIMENSIONS }).where;
  // The matching rows are first grouped by the columns the four groups test (a few
  // thousand groups at most, where a large town has tens of thousands of offers), and
  // the counts then add up the groups: each FILTER runs once per group, not per offer.
  // A category has one root, so the root is carried along rather than hashed.
  const result = await db.execute<Record<string, string>>(sql`
    select ${sql.join(
      counts.map(
        ({ key, value, dimension }) =>
          sql`coalesce(sum(o.n) filter (where ${value} and ${others(dimension)}), 0) as ${sql.identifier(key)}`,
      ),
      sql`, `,
    )}
    from (
      select o.listing_type, min(o.root_category_id) as root_category_id, o.category_id, o.bedrooms, o.tags,
        count(*) as n
      from offers o where ${base}
      group by o.listing_type, o.category_id, o.bedrooms, o.tags
    ) o`);
  const row = result.rows[0] ?? {};
  const count = (key: string) => Number(row[key] ?? 0);
  return {
    listing_types: LISTING_TYPES.map((slug) => ({ slug, count: count(`type:${slug}`) })),
    categories: catalogue.tree.map((root) => ({
      slug: root.slug,
      name: root.name,
      count: count(`category:${root.slug}`),
    })),
    bedrooms: ROOM_CHOICES.map((value) => ({ value, count: count(`bedrooms:${value}`) })),
    tags: OFFER_TAGS.map((slug) => ({ slug, count: count(`tag:${slug}`) })),
  };
}
