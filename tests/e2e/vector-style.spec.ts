// A site whose maps draw a vector style (MAP_STYLE_URL) through MapLibre GL. Its own
// server is started here with a style address under .test, which no resolver knows; the
// browser gets the style from this test (a background and one GeoJSON point, no tiles,
// glyphs or sprite), so nothing leaves the machine. The results map and an ad's location
// map draw the style under the same markers, credited as configured, within the CSP (a
// violation is a console error); a style that cannot be loaded leaves the offline basemap.
import { type BrowserContext, expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { collectConsoleErrors, gotoHydrated } from './support.ts';

const STYLE_ORIGIN = 'https://styles.dazu.test';
const STYLE_URL = `${STYLE_ORIGIN}/maps/plain/style.json`;
const ATTRIBUTION = '© Plain Test Maps';
/** The style's background: a colour no other part of the page uses. */
const BACKGROUND = { r: 0xb4, g: 0xe0, b: 0x9c };
const STYLE = {
  version: 8,
  sources: {
    london: {
      type: 'geojson',
      data: { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-0.1276, 51.5072] } },
    },
  },
  layers: [
    { id: 'land', type: 'background', paint: { 'background-color': '#b4e09c' } },
    { id: 'london', type: 'circle', source: 'london', paint: { 'circle-radius': 6, 'circle-color': '#1d4ed8' } },
  ],
};

const PLACES = [
  ['London', 51.5072, -0.1276],
  ['Camden', 51.539, -0.1426],
  ['Manchester', 53.4808, -2.2426],
  ['Leeds', 53.8008, -1.5491],
] as const;
/** A price marker, a group of close ones, or a cluster. */
const MARKERS = '.leaflet-marker-pane :is(a[data-offer], button[data-group], button[data-cluster])';
const SEARCH = '/search?type=sell&category=house&bbox=-8%2C50%2C2%2C59';

/** Answers the style as the provider would; any other request to its host fails. */
async function serveStyle(context: BrowserContext, answer: 'style' | 'unreachable'): Promise<string[]> {
  const asked: string[] = [];
  await context.route(`${STYLE_ORIGIN}/**`, (route) => {
    asked.push(route.request().url());
    if (answer === 'style' && route.request().url() === STYLE_URL) return route.fulfill({ json: STYLE });
    return route.abort('internetdisconnected');
  });
  return asked;
}

/** How much of the map shows the style's background colour (0 to 1). */
async function backgroundShare(map: Locator): Promise<number> {
  const { data, info } = await sharp(await map.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let matching = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const near = (offset: number, value: number) => Math.abs((data[index + offset] ?? 0) - value) <= 6;
    if (near(0, BACKGROUND.r) && near(1, BACKGROUND.g) && near(2, BACKGROUND.b)) matching++;
  }
  return matching / (info.width * info.height);
}

test.describe('a site whose maps draw a vector style', () => {
  const port = Number(process.env.E2E_PORT ?? 3210) + 2;
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({
      port,
      env: { MAP_TILE_URL: undefined, MAP_STYLE_URL: STYLE_URL, MAP_ATTRIBUTION: ATTRIBUTION },
      // A few houses for sale across England: markers, and a cluster at the country's zoom.
      prepare: async (db) => {
        const { id: userId } = await createUser(db);
        for (const [locationName, lat, lon] of PLACES) {
          await createOffer(db, { userId, title: `Detached house in ${locationName}`, locationName, lat, lon });
        }
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the results map and an ad’s map draw the style through MapLibre, under the markers', async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL: server?.baseURL });
    const asked = await serveStyle(context, 'style');
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const outside: string[] = [];
    const maplibre: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('http://127.0.0.1') && !url.startsWith(STYLE_ORIGIN)) outside.push(url);
      if (/\/assets\/(vector-style|maplibre-gl-worker)-/.test(url)) maplibre.push(url);
    });

    const csp = (await page.request.get('/healthz')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`connect-src 'self' ${STYLE_ORIGIN};`);
    expect(csp).toContain("worker-src 'self';");

    await gotoHydrated(page, SEARCH);
    expect(maplibre, 'the list view does not load MapLibre').toEqual([]);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of results' });
    await expect(map).toHaveAttribute('data-basemap', 'style', { timeout: 15_000 });
    await expect(map.locator('.leaflet-gl-layer canvas.maplibregl-canvas')).toBeVisible();
    expect(asked).toEqual([STYLE_URL]);
    // MapLibre's worker is our own file: no blob: worker, nothing evaluated.
    expect(maplibre.some((url) => /\/assets\/maplibre-gl-worker-[\w-]+\.mjs$/.test(url))).toBe(true);
    // The markers are still drawn, above the style.
    await expect(map.locator(MARKERS).first()).toBeVisible();
    await expect(map.locator('.leaflet-control-attribution')).toContainText(ATTRIBUTION);
    await expect(map.locator('.leaflet-control-attribution')).not.toContainText('Natural Earth');
    expect(await backgroundShare(map)).toBeGreaterThan(0.3);

    await gotoHydrated(page, SEARCH);
    await page
      .getByRole('link', { name: /Detached house in Leeds/ })
      .first()
      .click();
    const location = page.getByRole('region', { name: /^Map of where the property is/ });
    await location.scrollIntoViewIfNeeded();
    await expect(location).toHaveAttribute('data-basemap', 'style', { timeout: 15_000 });
    await expect(location.locator('.map-pin')).toHaveCount(1);
    await expect(location.locator('.leaflet-control-attribution')).toContainText(ATTRIBUTION);
    expect(await backgroundShare(location)).toBeGreaterThan(0.3);

    expect(outside, 'no request leaves the machine').toEqual([]);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  test('a style that cannot be loaded leaves the offline basemap, markers and all', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server?.baseURL });
    await serveStyle(context, 'unreachable');
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, SEARCH);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of results' });
    await expect(map).toHaveAttribute('data-basemap', 'offline', { timeout: 15_000 });
    await expect(map.locator('.leaflet-gl-layer')).toHaveCount(0);
    await expect(map.locator('.map-place-name', { hasText: /^London$/ })).toBeVisible();
    await expect(map.locator(MARKERS).first()).toBeVisible();
    await expect(map).toContainText('Natural Earth');
    // The browser reports the style it could not fetch; nothing else.
    expect(errors.list.filter((line) => !line.includes(STYLE_URL))).toEqual([]);
    await context.close();
  });
});
