// What search engines read on the landing pages (/property/..., /category/...): the
// canonical address, a description, and the breadcrumb as a list and as
// schema.org BreadcrumbList data.
import { LISTING_TYPE_NOUNS, type OfferType } from '#contract/listing-types.ts';

export type Crumb = { name: string; path: string };

/** The page's address on the public site, without query string (tracking parameters, filters). */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathname}`;
}

type LandingParts = {
  category: { slug: string; name: string };
  /** Where the category's own listing lives: its landing page, or a search. */
  categoryPath: string;
  listingType?: OfferType;
  place?: { slug: string; name: string };
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Home > Houses > To rent > Manchester: each crumb links to its page; the last one is this page. */
export function landingBreadcrumb({ category, categoryPath, listingType, place }: LandingParts): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: category.name, path: categoryPath },
  ];
  if (listingType) {
    const typePath = `/property/${category.slug}/${listingType}`;
    crumbs.push({ name: capitalise(LISTING_TYPE_NOUNS[listingType]), path: typePath });
    if (place) crumbs.push({ name: place.name, path: `${typePath}/${place.slug}` });
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
