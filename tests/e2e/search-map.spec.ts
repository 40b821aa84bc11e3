// The map view of /search: Leaflet loads only when the map is opened and shows every
// match in view (clusters and price markers, not just the page of 24); with the tile
// server out of reach it falls back to the outline and the gazetteer's place names;
// 'Search this area' puts the viewport in the URL and the list follows; a scroll
// wheel over the map scrolls the page until the map is clicked or Ctrl is held.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { UNREACHABLE_TILE_ORIGIN } from './offline-tiles.ts';
import { apiSearch, collectConsoleErrors, gotoHydrated, resultCards } from './support.ts';

/** Every offer the map draws: in clusters, in groups of close ones, or on its own. */
async function offersDrawn(map: Locator): Promise<number> {
  const sum = async (selector: string, attribute: string) =>
    (
      await map
        .locator(selector)
        .evaluateAll((items, name) => items.map((item) => Number(item.getAttribute(name))), attribute)
    ).reduce((total, count) => total + count, 0);
  return (
    (await sum('.leaflet-marker-pane button[data-cluster]', 'data-cluster')) +
    (await sum('.leaflet-marker-pane button[data-group]', 'data-group')) +
    (await map.locator('.leaflet-marker-pane a[data-offer]').count())
  );
}

async function openMap(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of results' });
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  return map;
}

test('the map shows every match in view, offline, and the list follows the area searched', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const outside: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith('http://127.0.0.1') && !req.url().startsWith(UNREACHABLE_TILE_ORIGIN)) {
      outside.push(req.url());
    }
  });
  const leaflet: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/leaflet-map-.*\.(js|css)$/.test(req.url())) leaflet.push(req.url());
  });

  // The whole of Great Britain: far more matches than a page of 24.
  const query = 'type=sell&category=house&bbox=-8%2C50%2C2%2C59';
  const expected = await apiSearch(request, query);
  expect(expected.meta.total).toBeGreaterThan(24);
  expect((expected.meta as { total_exact?: boolean }).total_exact, 'a count the list gives exactly').toBe(true);
  await gotoHydrated(page, `/search?${query}`);
  await expect(resultCards(page).first()).toBeVisible();
  expect(leaflet, 'the list view does not load the map code').toEqual([]);

  const map = await openMap(page);
  expect(leaflet.some((url) => url.endsWith('.js'))).toBe(true);
  expect(leaflet.some((url) => url.endsWith('.css'))).toBe(true);
  await expect(page).toHaveURL(/#map$/);

  // Every match of the search in view is on the map, the count says how many.
  const count = page.locator('[data-map-count]');
  await expect(count).toHaveAttribute('data-map-count', String(expected.meta.total));
  await expect(count).toContainText(`${expected.meta.total.toLocaleString('en-GB')} properties in this area`);
  expect(await offersDrawn(map)).toBe(expected.meta.total);
  await expect(map.locator('button[data-cluster]').first()).toBeVisible();

  // The tile server is out of reach: the offline basemap, with the outline and place names.
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  await expect(map.locator('.leaflet-tile-loaded')).toHaveCount(0);
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await expect(map.locator('.map-place-name', { hasText: /^London$/ })).toBeVisible();
  await expect(map.locator('.map-place-name', { hasText: /^Birmingham$/ })).toBeVisible();
  await expect(map).toContainText('Natural Earth');

  // A cluster opens by zooming in, until the view holds only part of the matches.
  for (let opened = 0; opened < 5; opened++) {
    const zoomBefore = Number(await map.getAttribute('data-zoom'));
    const counts = await map
      .locator('button[data-cluster]')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-cluster'))));
    if (counts.length === 0) break;
    await map
      .locator(`button[data-cluster="${Math.max(...counts)}"]`)
      .first()
      .click();
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(zoomBefore);
    await expect(map).toHaveAttribute('aria-busy', 'false');
    if (Number(await count.getAttribute('data-map-count')) < expected.meta.total) break;
  }
  expect(Number(await count.getAttribute('data-map-count'))).toBeLessThan(expected.meta.total);
  expect(await offersDrawn(map)).toBe(Number(await count.getAttribute('data-map-count')));

  // 'Search this area' puts the view in the URL; the list shows the matches inside it.
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toBeVisible();
  await searchArea.click();
  // The search already had a box (all of Great Britain): wait for the view's own.
  await expect(page).toHaveURL((address) => (address.searchParams.get('bbox') ?? '-8,50,2,59') !== '-8,50,2,59');
  const url = new URL(page.url());
  const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
  expect(west).toBeLessThan(east ?? 0);
  expect(south).toBeLessThan(north ?? 0);
  expect(url.searchParams.get('type')).toBe('sell');
  expect(url.searchParams.get('category')).toBe('house');
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  const inArea = await apiSearch(request, url.search);
  expect(inArea.meta.total).toBeLessThan(expected.meta.total);
  await expect(count).toHaveAttribute('data-map-count', String(inArea.meta.total));
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const cards = resultCards(page);
  await expect(cards).toHaveCount(Math.min(inArea.meta.total, 24));
  await expect(cards.first()).toContainText(inArea.data[0]?.title ?? 'a title');

  // The area is in the address: a reload shows the same list.
  await page.reload();
  await expect(resultCards(page)).toHaveCount(Math.min(inArea.meta.total, 24));

  expect(outside, 'no request leaves the machine').toEqual([]);
  expect(errors.list).toEqual([]);
});

test('a scroll wheel over the map scrolls the page until the map is clicked, or with Ctrl', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await gotoHydrated(page, '/search?type=sell#map');
  const map = page.getByRole('region', { name: 'Map of results' });
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  await expect(page.locator('[data-map-count]')).toBeVisible();
  const zoom = async () => Number(await map.getAttribute('data-zoom'));
  const start = await zoom();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const scrollY = await page.evaluate(() => window.scrollY);

  // Over the map, not clicked: the page scrolls, the map keeps its zoom and says how to zoom.
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY);
  await expect(map.getByRole('status')).toHaveText('Use Ctrl + scroll to zoom the map');
  await page.waitForTimeout(300);
  expect(await zoom()).toBe(start);

  // With Ctrl held, the wheel zooms the map.
  const box2 = await map.boundingBox();
  if (!box2) throw new Error('the map has no box');
  await page.mouse.move(box2.x + box2.width - 30, box2.y + 30);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect.poll(zoom).toBeGreaterThan(start);

  // Clicked (on the map itself, away from markers and controls): the wheel zooms.
  const zoomed = await zoom();
  await map.locator('.leaflet-control-attribution').waitFor();
  await page.mouse.click(box2.x + box2.width - 30, box2.y + 30);
  await expect(map).toHaveAttribute('data-scroll-zoom', 'on');
  await page.mouse.wheel(0, 300);
  await expect.poll(zoom).toBeLessThan(zoomed);
});

test('a shared link with #map opens on the map; List goes back', async ({ page }) => {
  await gotoHydrated(page, '/search?type=sell&category=house#map');
  const map = page.getByRole('region', { name: 'Map of results' });
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(map).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});

test("the offer's map without tiles still names the places around it", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const [offer] = (await apiSearch(request, 'location%5Blat%5D=53.4808&location%5Blon%5D=-2.2426&radius=5')).data;
  if (!offer) throw new Error('no offer near Manchester in the demo data');
  await gotoHydrated(page, `/offers/${offer.slug}`);
  const map = page.getByRole('region', { name: /^Map of where the property is/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  // The names are the gazetteer's places around the offer.
  await expect(map.locator('.map-place-name').first()).toBeVisible();
  const names = await map.locator('.map-place-name').allTextContents();
  const { lat, lon } = (offer as unknown as { location: { lat: number; lon: number } }).location;
  const around = [lon - 0.2, lat - 0.12, lon + 0.2, lat + 0.12].map((degrees) => degrees.toFixed(4)).join(',');
  const places = await request.get(`/api/places/nearby?bbox=${around}&limit=100`);
  const known = ((await places.json()) as Array<{ name: string }>).map((place) => place.name);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(known).toContain(name);
  await expect(map.locator('.map-pin')).toHaveCount(1);
  expect(errors.list).toEqual([]);
});
