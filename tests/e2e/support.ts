// Shared helpers of the browser tests: waiting for hydration, the app's own API as
// the source of expected figures, console-error collection and axe checks.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';

/**
 * The app sets no "hydrated" marker of its own, so this waits for React itself: the
 * document is the hydration container (app/entry.client.tsx hydrates `document`), and
 * its root fiber's state says `isDehydrated: false` once hydration has committed, i.e.
 * event handlers are attached and effects (outside-click listeners...) can run.
 * Before that, a click lands on server HTML with no handler.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      type RootState = { isDehydrated?: boolean };
      type RootFiber = { stateNode?: { current?: { memoizedState?: RootState } } };
      const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
      if (key === undefined) return false;
      const fiber = (document as unknown as Record<string, RootFiber | undefined>)[key];
      return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** page.goto (which waits for `load`), then for hydration; returns the document's response. */
export async function gotoHydrated(page: Page, url: string): Promise<Response> {
  const response = await page.goto(url);
  if (!response) throw new Error(`No response for ${url}`);
  await waitForHydration(page);
  return response;
}

export type OfferCardJson = {
  slug: string;
  title: string;
  listing_type: string;
  price: number | null;
};
export type SearchJson = {
  data: OfferCardJson[];
  meta: { total: number; page: number; per_page: number; last_page: number };
};

/** GET /api/search with a page's query string: /search and the API parse a URL the same way. */
export async function apiSearch(request: APIRequestContext, query: string): Promise<SearchJson> {
  const response = await request.get(`/api/search?${query.replace(/^\?/, '')}`);
  expect(response.status(), `GET /api/search?${query}`).toBe(200);
  return (await response.json()) as SearchJson;
}

export type CategoryJson = { name: string; slug: string; offer_types: string[] };

/** The root categories of the stored catalogue. */
export async function apiCategories(request: APIRequestContext): Promise<CategoryJson[]> {
  const response = await request.get('/api/categories');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { categories: CategoryJson[] }).categories;
}

/** '1 property', '1,234 properties', as the result lists print a count. */
export function countText(total: number): string {
  return `${new Intl.NumberFormat('en-GB').format(total)} ${total === 1 ? 'property' : 'properties'}`;
}

/** '£350,000' -> 350000, '£1,250 pcm' -> 1250; null for 'Price on application'. */
export function poundsIn(text: string): number | null {
  const match = /£([\d,]+(?:\.\d{2})?)/.exec(text);
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : null;
}

/** Result cards of a result list (/search, /property/...). */
export const resultCards = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');

/** Console errors (CSP violations included: Chromium reports them as console errors) and uncaught errors. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught error on ${page.url()}: ${error.message}`));
  return errors;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe over the page as it is now; fails on any serious or critical violation, listing each. */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  expect(
    serious.map((v) => v.id),
    `axe found serious/critical violations on ${what} (${page.url()}):\n${report}`,
  ).toEqual([]);
}
