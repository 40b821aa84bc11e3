// What search engines read on the landing pages (/property/..., /category/...): the
// canonical address, a description, and the breadcrumb as a list and as
// schema.org BreadcrumbList data.

import { capitalise } from '#contract/format.ts';
import { LISTING_TYPE_NOUNS, type OfferType } from '#contract/listing-types.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';

export type Crumb = { name: string; path: string };

/** The page's address on the public site, without query string (tracking parameters, filters). */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathname}`;
}

type LandingParts = {
  /** `path`: where the category's own listing lives, its landing page or a search. None: every category. */
  category?: { slug: string; name: string; path: string };
  listingType?: OfferType;
  place?: { slug: string; name: string };
};

/**
 * Home > Houses > To rent > Manchester, or Home > To rent > Manchester for every
 * category: each crumb links to its page; the last one is this page.
 */
export function landingBreadcrumb({ category, listingType, place }: LandingParts): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (category) crumbs.push({ name: category.name, path: category.path });
  if (listingType) {
    const ofCategory = category ? { category: category.slug } : {};
    crumbs.push({
      name: capitalise(LISTING_TYPE_NOUNS[listingType]),
      path: SITE_PATHS.property({ type: listingType, ...ofCategory }),
    });
    if (place)
      crumbs.push({
        name: place.name,
        path: SITE_PATHS.property({ type: listingType, ...ofCategory, place: place.slug }),
      });
  }
  return crumbs;
}

/** schema.org BreadcrumbList of the crumbs, with absolute URLs. */
export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(publicUrl, crumb.path),
    })),
  };
}

/** 'Houses to rent in Manchester: 42 properties on Dazu, ...' */
export function landingDescription(heading: string, total: string): string {
  return `${heading}: ${total} on Dazu. Compare prices, photos and floor plans, and contact advertisers directly.`;
}

export type LandingSeo = { canonical: string; description: string; crumbs: Crumb[]; jsonLd: object };

export function landingSeo(publicUrl: string, pathname: string, heading: string, total: string, crumbs: Crumb[]) {
  return {
    canonical: canonicalUrl(publicUrl, pathname),
    description: landingDescription(heading, total),
    crumbs,
    jsonLd: breadcrumbJsonLd(publicUrl, crumbs),
  } satisfies LandingSeo;
}
