import type { CategoryNode } from '#contract/catalogue.ts';
import type { SearchCriteria } from '#contract/search.ts';
import { type Dictionary, labelOf } from './i18n/dictionary.ts';
import { visitorEn } from './i18n/sections/visitor.en.ts';
import { searchHeading } from './search-heading.ts';

/** The name of a category slug, root or child, in the stored tree. */
export function categoryName(tree: readonly CategoryNode[], slug: string): string | undefined {
  for (const root of tree) {
    if (root.slug === slug) return root.name;
    const child = root.children.find((node) => node.slug === slug);
    if (child) return child.name;
  }
  return undefined;
}

/**
 * The heading of /search from its criteria: 'Flats to rent in Leeds', 'Results for “garden”'.
 * With the visitor's dictionary `t`, in their language (a top-level category by its
 * translated name; the catalogue's sub-categories keep their stored names).
 */
export function criteriaHeading(tree: readonly CategoryNode[], criteria: SearchCriteria, t?: Dictionary): string {
  const words = t?.results ?? visitorEn.results;
  const single = criteria.categories.length === 1 ? criteria.categories[0] : undefined;
  const name = single === undefined ? undefined : categoryName(tree, single);
  const heading = searchHeading(
    {
      categoryName: t && single && name ? labelOf(t.categories, single, name) : name,
      listingType: criteria.listingType,
      placeName: criteria.location?.name?.split(',')[0],
    },
    words,
  );
  return criteria.text ? words.withText(heading, criteria.text) : heading;
}
