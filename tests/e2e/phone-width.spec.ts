// Nothing wider than a phone: every page of the site, at 390 px, fits the screen (no
// sideways scrolling), and every header menu opens inside it. The pages are read from
// app/routes.ts, so a new route is visited without anyone remembering to add it: guests
// see every page; a private person, an agency and an operator see the account pages
// (and the signed-in pages outside them) with data present: an invoice, an import
// preview with rows, ads in My Ads, a conversation. A dynamic segment takes a value from
// the seeded data below; a new one without a value fails here with its name.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { blmRecordFromListing, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import routes from '../../app/routes.ts';
import { apiCategoryId, DEMO_ACCOUNTS, flatForSale, gotoHydrated, logInAs, xsrfHeaders } from './support.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

type PageRoute = { pattern: string; file: string; signedIn: boolean };

/** Every page route with its full path pattern; `signedIn` for those inside the account area. */
function pagesOf(entries: RouteConfigEntry[], prefix = '', inAccount = false): PageRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : [prefix, entry.path].filter(Boolean).join('/');
    const signedIn = inAccount || entry.file === 'routes/account/layout.tsx';
    const own = entry.path !== undefined || entry.index ? [{ pattern: `/${path}`, file: entry.file, signedIn }] : [];
    return [...own, ...pagesOf(entry.children ?? [], path, signedIn)];
  });
}

const ALL_PAGES = pagesOf(routes)
  // Old page names only redirect to pages visited anyway.
  .filter((page) => page.file !== 'routes/legacy-redirect.tsx');

/** Pages outside the account area that a signed-in person uses (the header changes too). */
const SIGNED_IN_ELSEWHERE = ['/', '/post-ad', '/my-ads/edit-ad/:slug', '/payments/sandbox/:id', '/profile-setup'];

type Role = 'guest' | 'private' | 'agency' | 'admin';
type Seeded = Record<string, string>;

/**
 * The value of each dynamic segment, from the seeded data (by pattern first, then by
 * segment name). `seeded` holds what setUp found or made for the role.
 */
function urlOf(pattern: string, seeded: Seeded): string {
  if (pattern === '/*') return '/no-such-page-here';
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = seeded[`${pattern}:${name}`] ?? seeded[name];
    if (value === undefined) {
      throw new Error(`phone-width.spec.ts has no value for :${name} of ${pattern}: add one to setUp`);
    }
    return encodeURIComponent(value);
  });
}

/** Where the page is wider than the screen: the elements sticking out whose parent fits, widest first. */
async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] } | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const describe = (element: Element): string => {
      const classes = [...element.classList].slice(0, 4).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const box = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> ${Math.round(box.left)}..${Math.round(box.right)} px${text ? ` “${text}”` : ''}`;
    };
    const sticksOut = (element: Element | null): boolean =>
      element !== null && element !== document.body && element.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3);
    return { scrollWidth, culprits: culprits.map(describe) };
  });
}

/** Opens each header button that shows a panel and checks the panel lies within the screen. */
async function menusFit(page: Page, where: string): Promise<void> {
  const buttons = page.getByRole('banner').locator('button[aria-expanded][aria-controls]');
  let opened = 0;
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? `button ${i}`;
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    opened += 1;
    const wide = await overflow(page);
    expect.soft(wide, `${where}: with the ${name} menu open the page is wider than the screen`).toBeNull();
    const box = await panel.boundingBox();
    expect.soft(box, `${where}: the ${name} panel has a box`).not.toBeNull();
    if (box) {
      expect
        .soft(
          box.x >= 0 && box.x + box.width <= PHONE.width + 0.5,
          `${where}: the ${name} menu (${Math.round(box.x)}..${Math.round(box.x + box.width)} px) fits the 390 px screen`,
        )
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    if (await panel.isVisible()) await button.click();
  }
  // On a phone the header has at least its menu button.
  expect(opened, `${where}: header menus opened`).toBeGreaterThan(0);
}

async function visit(page: Page, url: string, role: Role): Promise<void> {
  await test.step(`${role}: ${url}`, async () => {
    const response = await page.goto(url);
    expect.soft(response?.status() ?? 0, `${role}: ${url} answers`).toBeLessThan(500);
    await page.waitForLoadState('load');
    const wide = await overflow(page);
    expect
      .soft(
        wide,
        wide
          ? `${role}: ${url} (now ${page.url()}) is ${wide.scrollWidth} px wide on a ${PHONE.width} px screen; sticking out: ${wide.culprits.join('; ')}`
          : '',
      )
      .toBeNull();
  });
}

// --- data for each role ---

/** Payments and uploads go through the server and back: room for a loaded machine. */
const SLOW = { timeout: 30_000 };

async function firstOf<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const body = (await response.json()) as { data: T[] };
  const first = body.data[0];
  if (first === undefined) throw new Error(`${url} lists nothing`);
  return first;
}

/** What every role shares: a live ad, a blog post, a place, an advertiser's profile, a footer page. */
async function publicValues(page: Page): Promise<Seeded> {
  const offer = await firstOf<{ slug: string; id: string }>(page, '/api/search?type=sell&category=house');
  const post = await firstOf<{ slug: string }>(page, '/api/blog');
  const agency = await firstOf<{ id: string }>(page, '/api/advertisers?type=agencies&q=harbour');
  return {
    category: 'house',
    type: 'sell',
    location: 'manchester',
    user: agency.id,
    slug: offer.slug,
    '/blog/:slug:slug': post.slug,
    // A moderation item: a live ad, shown as already decided.
    '/admin/moderation/:kind/:id:kind': 'offers',
    '/admin/moderation/:kind/:id:id': offer.id,
    // The footer link of the terms page (footer page 17).
    id: '17',
  };
}

/** A draft flat of the signed-in role; its slug. */
async function draftAd(page: Page, title: string): Promise<string> {
  const ad = flatForSale(await apiCategoryId(page.request, 'flat'), title, 21_000_000);
  const created = await page.request.post('/api/offers', { data: ad, headers: await xsrfHeaders(page) });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

/** Opens the test gateway's page for a draft (an order to pay): its order id; pays it when asked. */
async function orderFor(page: Page, slug: string, pay: boolean): Promise<string> {
  await gotoHydrated(page, `/my-offers/pay/${slug}`);
  await page.getByRole('region', { name: 'To pay' }).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//, SLOW);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  if (pay) {
    await gotoHydrated(page, page.url());
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/my-offers\/payment\?order=/, SLOW);
  }
  return id;
}

/** A conversation of the signed-in role about someone else's live ad: its id. */
async function conversation(page: Page): Promise<string> {
  const offers = (await (await page.request.get('/api/search?type=sell&category=house')).json()) as {
    data: { id: string }[];
  };
  const headers = await xsrfHeaders(page);
  for (const offer of offers.data) {
    const response = await page.request.post('/api/conversations', {
      data: { offer_id: offer.id, body: 'Is a viewing possible on Saturday morning?' },
      headers,
    });
    if (response.status() === 201) return ((await response.json()) as { conversation_id: string }).conversation_id;
  }
  throw new Error('no ad to write about');
}

/** An import preview with rows (a BLM file of three listings, one refused): its URL. */
async function importPreview(page: Page): Promise<string> {
  const stamp = Date.now().toString(36);
  const listing = (i: number) => importableListing(i, `PHONE-${stamp}-${i}`, { media: [] });
  const broken = { ...blmRecordFromListing(listing(3)), PRICE: 'lots' };
  await gotoHydrated(page, '/import-offers');
  const form = page.getByRole('form', { name: 'Upload a feed' });
  await form.getByLabel('Feed file').setInputFiles({
    name: 'phone.blm',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(writeBlm([listing(1), listing(2), broken])),
  });
  await form.getByLabel('This file lists all my listings').uncheck();
  await form.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page).toHaveURL(/\/import-offers\?import=/, SLOW);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function signedInContext(browser: Browser, role: Exclude<Role, 'guest'>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE });
  await logInAs(await context.newPage(), DEMO_ACCOUNTS[role]);
  return context;
}

/** The role's own data, and the extra URLs (with a query) worth a look. */
async function setUp(page: Page, role: Role): Promise<{ seeded: Seeded; extra: string[] }> {
  const seeded = await publicValues(page);
  const extra: string[] = [];
  if (role === 'guest') return { seeded, extra };
  // The back office's account page shows the demo agency's file.
  seeded['/admin/users/:id:id'] = seeded.user ?? '';
  const stamp = Date.now().toString(36);
  const paid = await draftAd(page, `Phone-width paid flat ${stamp}`);
  await orderFor(page, paid, true);
  const unpaid = await draftAd(page, `Phone-width draft flat ${stamp}`);
  seeded['/my-offers/pay/:slug:slug'] = unpaid;
  seeded['/my-ads/edit-ad/:slug:slug'] = unpaid;
  seeded['/payments/sandbox/:id:id'] = await orderFor(page, unpaid, false);
  seeded['/messages/:id:id'] = await conversation(page);
  extra.push('/my-offers?status=draft', '/my-offers?status=active');
  if (role === 'agency') extra.push(await importPreview(page));
  return { seeded, extra };
}

const ROLES: Role[] = ['guest', 'private', 'agency', 'admin'];

for (const role of ROLES) {
  test(`every page fits a 390 px screen for ${role === 'guest' ? 'a guest' : `the ${role} account`}`, async ({
    browser,
    page: guestPage,
  }) => {
    const pages =
      role === 'guest'
        ? ALL_PAGES
        : ALL_PAGES.filter(
            (entry) =>
              entry.signedIn ||
              SIGNED_IN_ELSEWHERE.includes(entry.pattern) ||
              (role === 'admin' && entry.pattern.startsWith('/admin')),
          );
    test.setTimeout(90_000 + pages.length * 15_000);
    const context = role === 'guest' ? null : await signedInContext(browser, role);
    const page = context ? await context.newPage() : guestPage;
    const { seeded, extra } = await setUp(page, role);
    for (const entry of pages) await visit(page, urlOf(entry.pattern, seeded), role);
    for (const url of extra) await visit(page, url, role);
    await gotoHydrated(page, '/');
    await menusFit(page, `${role} on /`);
    await context?.close();
  });
}
