// Shared helpers of the browser tests: waiting for hydration, the app's own API as
// the source of expected figures, console-error collection and axe checks.

import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  type Response,
  test,
} from '@playwright/test';
import { generate } from 'otplib';
import type { ReportGroup } from '#contract/report-handling.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '#seed/demo/accounts.ts';
import { linkIn, waitForMail } from './mail.ts';
import { UNREACHABLE_TILE_ORIGIN } from './offline-tiles.ts';

/** Before hydration a click lands on server HTML with no handler: wait for it first. */
export async function waitForHydration(page: Page): Promise<void> {
  // app/root.tsx marks <html data-hydrated="true"> once React has hydrated the page.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
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
  main_photo: { url: string } | null;
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

export type CategoryJson = {
  id: number;
  name: string;
  slug: string;
  offer_types: string[];
  children: { id: number; slug: string }[];
};

/** The root categories of the stored catalogue. */
export async function apiCategories(request: APIRequestContext): Promise<CategoryJson[]> {
  const response = await request.get('/api/categories');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { categories: CategoryJson[] }).categories;
}

/** The id of a category, a root or a child, by its slug. */
export async function apiCategoryId(request: APIRequestContext, slug: string): Promise<number> {
  const categories = (await apiCategories(request)).flatMap((root) => [root, ...root.children]);
  const found = categories.find((category) => category.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found.id;
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

export type ConsoleErrors = {
  /** Everything logged as an error, except what `expectFailedLoad` allowed. */
  readonly list: string[];
  /** A deliberate non-2xx load of this path and query (a 404 page): its 'Failed to load resource' line is expected. */
  expectFailedLoad: (path: string) => void;
};

const pathOf = (url: string): string => {
  const parsed = new URL(url, 'http://origin.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

/** Console errors (CSP violations included: Chromium reports them as console errors) and uncaught errors. */
export function collectConsoleErrors(page: Page): ConsoleErrors {
  const list: string[] = [];
  const expected = new Set<string>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && expected.has(pathOf(source))) return;
    // The map tiles of the tests' unreachable tile server fail, by design (offline-tiles.ts).
    if (message.text().startsWith('Failed to load resource') && source.startsWith(UNREACHABLE_TILE_ORIGIN)) return;
    list.push(`console.error on ${page.url()}: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => list.push(`uncaught error on ${page.url()}: ${error.message}`));
  return {
    list,
    expectFailedLoad: (path) => {
      expected.add(pathOf(path));
    },
  };
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe over the page as it is now (or only the part `include` selects); fails on any
 * serious or critical violation, listing each.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  what: string,
  options: { include?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Lesser findings do not fail the test, but are kept in the report for whoever reads it.
  for (const v of results.violations.filter((found) => !serious.includes(found))) {
    test
      .info()
      .annotations.push({ type: `axe ${v.impact ?? 'unknown'}`, description: `${what}: ${v.id} (${v.nodes.length})` });
  }
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

/** Demo accounts of the seed (README lists them). */
export const DEMO_ACCOUNTS = {
  private: { email: 'private@demo.dazu.test', password: 'Demo-Private-2026!' },
  agency: { email: 'agency@demo.dazu.test', password: 'Demo-Agency-2026!' },
  agent1: { email: 'agent1@demo.dazu.test', password: 'Demo-Agent1-2026!' },
  developer: { email: 'developer@demo.dazu.test', password: 'Demo-Developer-2026!' },
  admin: { email: 'admin@demo.dazu.test', password: 'Demo-Admin-2026!', totpSecret: DEMO_OPERATOR_TOTP_SECRET },
  support: { email: 'support@demo.dazu.test', password: 'Demo-Support-2026!', totpSecret: DEMO_OPERATOR_TOTP_SECRET },
  moderator: {
    email: 'moderator@demo.dazu.test',
    password: 'Demo-Moderator-2026!',
    totpSecret: DEMO_OPERATOR_TOTP_SECRET,
  },
  finance: { email: 'finance@demo.dazu.test', password: 'Demo-Finance-2026!', totpSecret: DEMO_OPERATOR_TOTP_SECRET },
  editor: { email: 'editor@demo.dazu.test', password: 'Demo-Editor-2026!', totpSecret: DEMO_OPERATOR_TOTP_SECRET },
} as const;

const NEW_ACCOUNT_PASSWORD = 'Fresh-Account-2026';

/**
 * A new private account made as a person makes one (registered, activated from its
 * e-mail, its profile set up), logged in on `page`. `label` starts its e-mail address.
 */
export async function newActivatedAccount(
  page: Page,
  label: string,
): Promise<{ email: string; password: string; name: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const name = 'Robin Fairweather';
  const registered = await page.request.post('/api/auth/register', {
    data: { type: 'user', name, email, password: NEW_ACCOUNT_PASSWORD },
    headers: await xsrfHeaders(page),
  });
  expect(registered.status()).toBe(204);
  const link = linkIn(await waitForMail(email, /Activate/), '/complete-registration?token=');
  const token = new URL(link).searchParams.get('token');
  const activated = await page.request.post('/api/auth/complete-registration', {
    data: { token },
    headers: await xsrfHeaders(page),
  });
  expect(activated.status()).toBe(200);
  await logInAs(page, { email, password: NEW_ACCOUNT_PASSWORD });
  const setup = await page.request.post('/api/user/profile-setup', {
    data: { name },
    headers: await xsrfHeaders(page),
  });
  expect(setup.status()).toBe(200);
  return { email, password: NEW_ACCOUNT_PASSWORD, name };
}

/**
 * The address of the demo agency's public profile: its ads are nobody else's, so the
 * other demo accounts may save them, follow it and write to it.
 */
export async function agencyProfile(page: Page): Promise<string> {
  const found = (await (await page.request.get('/api/advertisers?type=agencies&q=harbour')).json()) as {
    data: { id: string }[];
  };
  return `/profile/${found.data[0]?.id}`;
}

/** The open reports of the profile `profileId` as the operators' Reports page lists them, read by a moderator. */
export async function openProfileReports(browser: Browser, profileId: string): Promise<ReportGroup['reports']> {
  const context = await browser.newContext();
  const moderator = await context.newPage();
  await logInAs(moderator, DEMO_ACCOUNTS.moderator);
  const answer = await moderator.request.get('/api/admin/reports?kind=profile');
  expect(answer.status()).toBe(200);
  const groups = ((await answer.json()) as { data: ReportGroup[] }).data;
  await context.close();
  return groups.find((group) => group.target_id === profileId)?.reports ?? [];
}

/** The CSRF header the API asks of every write, for the page's browser context (fetched afresh). */
export async function xsrfHeaders(page: Page): Promise<{ 'x-xsrf-token': string }> {
  await page.request.get('/api/sanctum/csrf-cookie');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(xsrf) };
}

/** An account to log in with; an operator's has the key of its authenticator app. */
export type TestAccount = { email: string; password: string; totpSecret?: string };

/**
 * Logs the page's browser context in through the API (the dialog has its own tests). An
 * account with two-factor sign-in answers the second step with its app's code.
 */
export async function logInAs(page: Page, { totpSecret, ...account }: TestAccount): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: account, headers: await xsrfHeaders(page) });
  if (response.status() === 202 && totpSecret) return answerSecondFactor(page, totpSecret, account.email);
  expect(response.status()).toBe(200);
}

/**
 * Logs out, then logs in again through the login page with the password, up to the
 * second step the account's second factor asks for.
 */
export async function logInAgainToSecondStep(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
  await gotoHydrated(page, '/auth');
  const login = page.getByRole('main');
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor/);
}

const STEP_MS = 30_000;
/** The last time step whose code this test process had accepted, by account. */
const lastAcceptedStep = new Map<string, number>();

/**
 * The code of `secret` for the second step of a login. A code is accepted once per
 * account, so each login uses a step after the last one this process used (the next
 * step's code is accepted too, for clock drift), waiting when even that is taken; a
 * refused code (used by another process) moves on to the next step.
 */
export async function answerSecondFactor(page: Page, secret: string, email: string): Promise<void> {
  let step = Math.max(Math.floor(Date.now() / STEP_MS), (lastAcceptedStep.get(email) ?? 0) + 1);
  for (let attempt = 0; attempt < 4; attempt++, step++) {
    // A step is accepted from the one before it: wait until the clock is that close.
    const acceptedFrom = (step - 1) * STEP_MS;
    if (Date.now() < acceptedFrom) await page.waitForTimeout(acceptedFrom - Date.now() + 500);
    const code = await generate({ secret, epoch: (step * STEP_MS) / 1000 });
    const answer = await page.request.post('/api/auth/two-factor-challenge', {
      data: { code },
      headers: await xsrfHeaders(page),
    });
    if (answer.status() === 200) {
      lastAcceptedStep.set(email, step);
      return;
    }
    expect(answer.status(), await answer.text()).toBe(422);
  }
  throw new Error('no code of the authenticator app was accepted');
}

/** A flat for sale, as POST /api/offers takes it (price in pence). */
export const flatForSale = (categoryId: number, title: string, price: number) => ({
  title,
  category_id: categoryId,
  price,
  location: { lat: 51.75, lon: -1.26, name: 'Oxford' },
  attributes: [{ id: 1, value: 'sell' }],
});

/** Posts an ad as the page's logged-in user and puts it live (submit); returns its id and slug. */
export async function postLiveAd(page: Page, ad: object): Promise<{ id: string; slug: string }> {
  const headers = await xsrfHeaders(page);
  const created = await page.request.post('/api/offers', { data: ad, headers });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  expect((await page.request.patch(`/api/offers/submit/${id}`, { headers })).status()).toBe(200);
  return { id, slug };
}

/** Logs in through the /auth page's form with the page's JavaScript off (the form posts to the page). */
export async function logInWithoutJavaScript(
  page: Page,
  account: { email: string; password: string },
  next?: string,
): Promise<void> {
  await page.goto(next ? `/auth?next=${encodeURIComponent(next)}` : '/auth');
  await submitLoginForm(page, account);
}

/** Clicks a button of a form posted without JavaScript; returns the status of the page the post answered. */
export async function postForm(page: Page, button: Locator): Promise<number> {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await button.click();
  const status = (await answered).status();
  await page.waitForLoadState();
  return status;
}

/** Fills and sends the login form the page shows (the /auth page, as a guard or a heart sent the visitor there). */
export async function submitLoginForm(page: Page, account: { email: string; password: string }): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}
