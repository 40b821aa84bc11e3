// The product's route table, row by row, as a visitor's browser asks for each page (no
// script needed): every public page answers, pages that need an account send a guest
// elsewhere instead of failing, and search engines are told which pages to index. Runs
// on both engines (PGlite, and PostgreSQL when the runner has one).
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiSearch } from './support.ts';

/** A live offer of the demo data, and its advertiser. */
async function demoOffer(request: APIRequestContext): Promise<{ slug: string; advertiser: string }> {
  const { data } = await apiSearch(request, 'type=sell&limit=1');
  const slug = data[0]?.slug ?? '';
  const offer = await (await request.get(`/api/offers/${slug}`)).json();
  return { slug, advertiser: offer.advertiser.id };
}

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), location: response.headers().location };
}

test.describe('the route table', () => {
  test('serves every public page', async ({ request }) => {
    const offer = await demoOffer(request);
    const paths = [
      '/',
      '/search',
      '/search?q=garden',
      '/property/sell',
      '/property/rent/manchester',
      '/property/flat/rent',
      '/property/house/sell/manchester',
      '/category/new-build',
      '/category/commercial',
      '/category/hotel-bb',
      '/services',
      '/services/manchester',
      '/agencies?type=agencies',
      '/agencies?type=agents',
      '/agencies?type=developers',
      '/agencies?type=private',
      '/agencies?type=hotel',
      '/blog',
      '/strony/17',
      '/contact',
      '/about',
      '/privacy-policy',
      '/accessibility-statement',
      '/why-choose-premium',
      '/why-choose-agency',
      '/auth',
      // A guest may start an ad: the page offers to log in or to post with an e-mail address.
      '/post-ad',
      `/offers/${offer.slug}`,
      `/profile/${offer.advertiser}`,
    ];
    for (const path of paths) expect((await page(request, path)).status, path).toBe(200);
    expect((await page(request, '/404')).status).toBe(404);
  });

  test('sends a guest from the account pages to where they can log in, never to an error', async ({ request }) => {
    const offer = await demoOffer(request);
    const accountPages = [
      '/favorites',
      '/my-offers',
      '/import-offers',
      '/agents',
      '/invoices',
      '/settings',
      `/my-ads/edit-ad/${offer.slug}`,
      `/my-offers/pay/${offer.slug}`,
    ];
    for (const path of accountPages) {
      const { status, location } = await page(request, path);
      expect([302, 303], path).toContain(status);
      expect(location, path).toBeTruthy();
    }
  });

  test('answers 404 for a results address that means nothing', async ({ request }) => {
    for (const path of [
      '/property/lease',
      '/property/flat/lease',
      '/property/castle/rent',
      '/property/rent/nowhere-at-all',
    ]) {
      expect((await page(request, path)).status, path).toBe(404);
    }
  });
});

test.describe('the page-level search filter', () => {
  test('reads what real links send, and never makes a dead page of what it cannot', async ({ request }) => {
    const links = [
      // The Polish names, flags from the text 'true' (and '1'), integer bounds from decimals.
      '/search?typ=rent&pilne=true&na-raty=1&rachunki-wliczone=true&price[min]=100000.5&meter[max]=80.4',
      '/search?typ=sell&dodatkowe[garage]=true&dodatkowe[winda]=true&blisko[0]=school&category=flat,house',
      // Empty values, unknown parameters, a bound in words, an order alias, an unknown order.
      '/search?type=&q=&utm_source=mail&flavour=mint&price[max]=£450,000&order_by=price_asc',
      '/search?type=auction&sort=cheapest&rooms=9&added=last-week&price[min]=500000&price[max]=100000',
      '/search?location[lat]=53.48&location[lon]=-2.24&location[display_name]=Manchester&radius=999',
    ];
    for (const link of links) {
      const answer = await page(request, link);
      expect(answer.status, link).toBe(200);
      expect(answer.html, link).not.toContain('This page could not be found');
    }
  });

  test('finds a place given by name rather than by coordinates', async ({ request }) => {
    const answer = await page(request, '/search?location=london');
    expect([302, 303], 'a found place moves into the address as coordinates').toContain(answer.status);
    const target = new URL(answer.location ?? '', 'http://site.invalid');
    expect(Number(target.searchParams.get('location[lat]'))).toBeCloseTo(51.5, 0);
    expect(target.searchParams.get('location[display_name]')).toMatch(/^London/);
    expect((await page(request, `${target.pathname}${target.search}`)).status).toBe(200);
  });
});

test.describe('the error texts', () => {
  test('a page whose address fails its checks is the 404 page in the spec’s words', async ({ request }) => {
    for (const path of ['/blog?page=abc', '/strony/not-a-page', '/this-does-not-exist']) {
      const answer = await page(request, path);
      expect(answer.status, path).toBe(404);
      expect(answer.html, path).toContain('This page could not be found');
    }
  });
});

test.describe('search engines', () => {
  test('index the landing pages at one address each and keep filtered searches out', async ({ request }) => {
    const landing = await page(request, '/property/rent/manchester?utm_source=newsletter');
    expect(landing.html).toMatch(/<link rel="canonical" href="[^"]*\/property\/rent\/manchester"/);
    expect(landing.html).not.toContain('noindex');
    const search = await page(request, '/search?type=rent&rooms=2');
    expect(search.html).toContain('<meta name="robots" content="noindex, follow"/>');
  });
});
