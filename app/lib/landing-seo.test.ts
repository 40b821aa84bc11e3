import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, canonicalUrl, landingBreadcrumb } from './landing-seo.ts';

describe('landing pages for search engines', () => {
  it('makes the canonical address from the public URL and the path only', () => {
    expect(canonicalUrl('https://dazu.example/', '/property/house/rent')).toBe(
      'https://dazu.example/property/house/rent',
    );
  });

  it('builds Home > Houses > To rent > Manchester', () => {
    const crumbs = landingBreadcrumb({
      category: { slug: 'house', name: 'Houses', path: '/search?category=house' },
      listingType: 'rent',
      place: { slug: 'manchester', name: 'Manchester' },
    });
    expect(crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Houses', path: '/search?category=house' },
      { name: 'To rent', path: '/property/house/rent' },
      { name: 'Manchester', path: '/property/house/rent/manchester' },
    ]);
    const data = breadcrumbJsonLd('https://dazu.example', crumbs);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement[3]).toEqual({
      '@type': 'ListItem',
      position: 4,
      name: 'Manchester',
      item: 'https://dazu.example/property/house/rent/manchester',
    });
  });

  it('stops at the category on a category page', () => {
    const crumbs = landingBreadcrumb({
      category: { slug: 'new-build', name: 'New build', path: '/category/new-build' },
    });
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'New build']);
  });

  it('builds Home > To auction > York for every category of a listing type', () => {
    const crumbs = landingBreadcrumb({ listingType: 'auction', place: { slug: 'york', name: 'York' } });
    expect(crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'At auction', path: '/property/auction' },
      { name: 'York', path: '/property/auction/york' },
    ]);
  });
});
