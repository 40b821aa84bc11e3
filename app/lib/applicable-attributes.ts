// Which attribute filters the panel offers for the chosen listing type and category:
// those an advertiser can fill for them (contract/attributes.ts attributesFor), or,
// with no category chosen, every attribute of the type (of any type with none).
import { ATTRIBUTES, attributesFor, LISTING_TYPE_ATTRIBUTE_ID } from '#contract/attributes.ts';
import type { CategoryNode } from '#contract/catalogue.ts';
import { LISTING_TYPES, type ListingType } from '#contract/listing-types.ts';

/** The root of a category slug (itself when it is a root); undefined when unknown or several. */
export function rootSlugOf(tree: readonly Pick<CategoryNode, 'slug' | 'children'>[], category: string | undefined) {
  if (!category || category.includes(',')) return undefined;
  return tree.find((root) => root.slug === category || root.children.some((child) => child.slug === category))?.slug;
}

export function applicableAttributes(type: ListingType | undefined, rootCategory: string | undefined): Set<string> {
  const types = type ? [type] : LISTING_TYPES;
  const attributes = rootCategory
    ? types.flatMap((listingType) => attributesFor(listingType, rootCategory))
    : ATTRIBUTES.filter(
        (attribute) =>
          attribute.id !== LISTING_TYPE_ATTRIBUTE_ID && types.some((item) => attribute.listingTypes.includes(item)),
      );
  return new Set(attributes.map((attribute) => attribute.slug));
}
