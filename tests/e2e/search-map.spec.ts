// The map view of /search: Leaflet loads only when the map is opened, draws the
// results as price markers on an offline basemap, and 'Search this area' puts the
// viewport in the URL.
import { expect, test } from '@playwright/test';
import { apiSearch, collectConsoleErrors, gotoHydrated, resultCards } from './support.ts';

test('the map shows the results offline, and searches the area it is moved to', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const outside: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith('http://127.0.0.1')) outside.push(req.url());
  });
  const leaflet: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/leaflet-map-.*\.(js|css)$/.test(req.url())) leaflet.push(req.url());
  });

  const query = 'type=rent&location%5Blat%5D=53.4808&location%5Blon%5D=-2.2426&radius=10';
  await gotoHydrated(page, `/search?${query}`);
  await expect(resultCards(page).first()).toBeVisible();
  expect(leaflet, 'the list view does not load the map code').toEqual([]);

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of results' });
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  expect(leaflet.some((url) => url.endsWith('.js'))).toBe(true);
  expect(leaflet.some((url) => url.endsWith('.css'))).toBe(true);
  await expect(page).toHaveURL(/#map$/);

  const expected = await apiSearch(request, query);
  // Every result has a marker: its own price link, or a place in a group of close ones.
  const markers = map.locator('.leaflet-marker-pane a[data-offer]');
  const groups = map.locator('.leaflet-marker-pane button[data-group]');
  await expect(markers.or(groups).first()).toBeVisible();
  const inGroups = (await groups.evaluateAll((items) => items.map((item) => Number(item.dataset.group)))).reduce(
    (sum, count) => sum + count,
    0,
  );
  expect((await markers.count()) + inGroups).toBe(expected.data.length);
  if ((await markers.count()) > 0) await expect(markers.first()).toHaveText(/^£[\d.,]+[km]?( pcm| pw)?$/);
  // The offline basemap: the outline of the UK drawn from the shipped GeoJSON.
  await expect(map.locator('path.leaflet-interactive, .leaflet-overlay-pane path').first()).toBeAttached();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(map).toContainText('Natural Earth');

  // Drag the map: 'Search this area' appears and puts the viewport in the URL.
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toHaveCount(0);
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await searchArea.click();
  await expect(page).toHaveURL(/[?&]bbox=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('bbox')).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
  expect(url.searchParams.get('type')).toBe('rent');
  expect(url.searchParams.has('location[lat]'), 'the area replaces the place').toBe(false);
  const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
  expect(west).toBeLessThan(east ?? 0);
  expect(south).toBeLessThan(north ?? 0);
  await expect(map, 'the map stays open').toBeVisible();
  await expect(map).toHaveAttribute('data-map-status', 'ready');

  // A group opens (zooming in, or listing them); a marker link opens its offer.
  const link = map.locator('a[data-offer]').first();
  for (let tries = 0; tries < 6 && !(await link.isVisible()); tries++) {
    await map.locator('button[data-group]').first().click();
    await page.waitForTimeout(400);
  }
  const slug = await link.getAttribute('data-offer');
  await link.click();
  await expect(page).toHaveURL(`/offers/${slug}`);

  expect(outside, 'no request leaves the site').toEqual([]);
  expect(errors.list).toEqual([]);
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
