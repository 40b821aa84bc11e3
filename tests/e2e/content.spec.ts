// Content: the blog (list -> post), the FAQ by keyboard, the contact form
// (its e-mail read back from the SMTP peer), the static and footer pages, the
// operator's editor for admins only, and axe on every content page.
import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from './mail.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

const ADMIN = DEMO_ACCOUNTS.admin;
const PRIVATE = { email: 'private@demo.dazu.test', password: 'Demo-Private-2026!' };

let consoleErrors: ReturnType<typeof collectConsoleErrors>;
test.beforeEach(({ page }) => {
  consoleErrors = collectConsoleErrors(page);
});
test.afterEach(() => {
  expect(consoleErrors.list).toEqual([]);
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('the blog lists posts newest first with page links, and a post shows its author, date, data and related posts', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog');
  await expect(h1(page)).toHaveText('Blog');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(4);
  await expect(titles.first()).toHaveText('Twelve questions to ask at a property viewing');
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', /\/images\/blog\/.+\.svg$/);

  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/blog?page=2');
  await expect(titles).toHaveText([
    'Stamp duty explained: what you pay and when',
    'Buying your first home: a step-by-step guide',
  ]);

  await page.getByRole('link', { name: 'Stamp duty explained: what you pay and when' }).click();
  await expect(page).toHaveURL('/blog/stamp-duty-basics');
  await expect(h1(page)).toHaveText('Stamp duty explained: what you pay and when');
  await expect(page.getByRole('main')).toContainText('By The Dazu team · 14 April 2026');
  await expect(page.getByRole('heading', { name: 'First-time buyers' })).toBeVisible();
  const related = page.getByRole('region', { name: 'More from the blog' }).getByRole('article');
  await expect(related).toHaveCount(3);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'Stamp duty explained: what you pay and when' });
});

test('a draft or unknown post is not found', async ({ page }) => {
  consoleErrors.expectFailedLoad('/blog/no-such-post');
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
});

test('the FAQ opens and closes with the keyboard and carries FAQPage data', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  await expect(h1(page)).toHaveText('Frequently asked questions');
  const question = page.locator('summary', { hasText: 'How do I contact an advertiser?' });
  const answer = page.getByText('Your message reaches the advertiser through Dazu');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity.length).toBeGreaterThanOrEqual(8);
});

test('the contact form shows field errors, then sends the message to the operator', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByLabel('Your name')).toBeFocused();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Choose what your message is about')).toBeVisible();

  await main.getByLabel('Your name').fill('Tom Ellis');
  await main.getByLabel('Your e-mail address').fill('tom.ellis@example.co.uk');
  await main.getByLabel('What is it about?').selectOption({ label: 'Help with the site' });
  await main.getByLabel('Your message').fill('How do I change the e-mail address on my account, please?');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeFocused();
  await expect(main.getByLabel('Your name')).toHaveValue('');

  const mail = await waitForMail(ADMIN.email, /Contact form: Help with the site, from Tom Ellis/);
  expect(mail.text).toContain('tom.ellis@example.co.uk');
  expect(mail.text).toContain('How do I change the e-mail address on my account');
});

test('the footer’s static links and the why-choose pages render; other products are not found', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  for (const [name, heading] of [
    ['Accessibility Statement', 'Accessibility statement'],
    ['About', 'About Dazu'],
    ['Privacy Policy', 'Privacy policy'],
    ['Contact', 'Contact us'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(h1(page)).toHaveText(heading);
  }
  await gotoHydrated(page, '/why-choose-premium');
  await expect(h1(page)).toHaveText('Why choose Premium');
  await expect(page.getByRole('heading', { level: 2, name: 'Premium' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('£14.99');
  await gotoHydrated(page, '/why-choose-agency');
  await expect(h1(page)).toHaveText('Dazu for estate agents');
  consoleErrors.expectFailedLoad('/why-choose-nothing');
  expect((await page.goto('/why-choose-nothing'))?.status()).toBe(404);
});

test('old page names lead to the new pages', async ({ page }) => {
  await page.goto('/Faq');
  await expect(page).toHaveURL('/faq');
  await page.goto('/blog/Index');
  await expect(page).toHaveURL('/blog');
});

test('the content editor is for administrators only, and publishes a post', async ({ page }) => {
  // Without opening a page, whose polling would outlive the cookies cleared next.
  await logInAs(page, PRIVATE);
  expect((await page.request.get('/admin/content')).status()).toBe(404);
  await page.context().clearCookies();
  expect((await page.request.get('/admin/content', { maxRedirects: 0 })).status()).toBe(302);

  await logInAs(page, ADMIN);
  await gotoHydrated(page, '/admin/content');
  await expect(h1(page)).toHaveText('Site content');
  const blog = page.getByRole('region', { name: 'Blog posts' });
  await blog.getByLabel('Title').fill('Moving house with pets');
  await blog.getByLabel('Address (slug)').fill('moving-house-with-pets');
  await blog.getByLabel('Excerpt').fill('Keep cats and dogs calm on the big day.');
  await blog.getByLabel('Content').fill('<p>Book a cattery for moving day.</p><script>alert(1)</script>');
  await blog.getByLabel('Status').selectOption('published');
  await blog.getByRole('button', { name: 'Add post' }).click();
  await expect(blog.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(blog.getByLabel('Content')).toHaveValue('<p>Book a cattery for moving day.</p>');

  await gotoHydrated(page, '/blog/moving-house-with-pets');
  await expect(h1(page)).toHaveText('Moving house with pets');
  await expect(page.getByRole('main')).toContainText('By Aisha Rahman');
});

for (const [path, what] of [
  ['/blog', 'the blog'],
  ['/blog/renting-checklist', 'a blog post'],
  ['/faq', 'the FAQ'],
  ['/contact', 'the contact form'],
  ['/about', 'the about page'],
  ['/privacy-policy', 'the privacy policy'],
  ['/accessibility-statement', 'the accessibility statement'],
  ['/why-choose-premium', 'why choose Premium'],
  ['/why-choose-agency', 'Dazu for estate agents'],
] as const) {
  test(`axe: ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, what);
  });
}
