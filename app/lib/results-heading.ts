import type { CategoryNode } from '#contract/catalogue.ts';
import type { SearchCriteria } from '#contract/search.ts';
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

/** The heading of /search from its criteria: 'Flats to rent in Leeds', 'Results for “garden”'. */
export function criteriaHeading(tree: readonly CategoryNode[], criteria: SearchCriteria): string {
  const single = criteria.categories.length === 1 ? criteria.categories[0] : undefined;
  const heading = searchHeading({
    categoryName: single === undefined ? undefined : categoryName(tree, single),
    listingType: criteria.listingType,
    placeName: criteria.location?.name?.split(',')[0],
  });
  return criteria.text ? `${heading}: “${criteria.text}”` : heading;
}
