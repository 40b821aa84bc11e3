import type { CategoryNode } from '#contract/catalogue.ts';
import { CATEGORIES } from '#contract/categories.ts';

export type NavCategory = Pick<CategoryNode, 'slug' | 'name' | 'offer_types'>;

/** The stored tree when the page has it, else the declared catalogue (error pages still get a menu). */
export function navCategories(tree: readonly NavCategory[] | undefined): NavCategory[] {
  if (tree && tree.length > 0) return [...tree];
  return CATEGORIES.map((category) => ({
    slug: category.slug,
    name: category.name,
    offer_types: [...category.offerTypes],
  }));
}
