// A site with the optional integrations on: the contact form shows the captcha widget
// (the provider's script is a stand-in here: it draws a box whose answer is 'good'), the
// server has the answer confirmed by its provider (a stand-in on loopback), and every
// page loads the analytics script. Nothing here leaves the machine.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type FakeCaptchaVerifier, startFakeCaptchaVerifier } from '#tests/fixtures/fake-captcha-verifier.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { waitForHydration } from './support.ts';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const ANALYTICS_URL = 'https://stats.example.org/js/script.js';

/** Turnstile's explicit API as the page uses it: render(box, { sitekey }) adds the answer field. */
const FAKE_TURNSTILE = `window.turnstile = { render(box, options) {
  const answer = document.createElement('input');
  answer.type = 'hidden';
  answer.name = 'cf-turnstile-response';
  answer.value = options.sitekey === 'e2e-site-key' ? 'good' : 'bad';
  box.append(answer);
} };`;

async function serveThirdParties(context: BrowserContext, widget: string): Promise<string[]> {
  const analytics: string[] = [];
  await context.route(SCRIPT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: widget }),
  );
  await context.route(ANALYTICS_URL, (route) => {
    analytics.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return analytics;
}

async function fillContactForm(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill('Priya Shah');
  await main.getByLabel('Your e-mail address').fill('priya.shah@example.co.uk');
  await main.getByLabel('What is it about?').selectOption({ label: 'Question about an ad' });
  await main.getByLabel('Your message').fill('Is the flat on Mill Road still available to view this Saturday?');
  await main.getByRole('button', { name: 'Send message' }).click();
}

test.describe('a site with a captcha and analytics', () => {
  const port = Number(process.env.E2E_PORT ?? 3300) + 4;
  let server: OwnServer | undefined;
  let verifier: FakeCaptchaVerifier | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    verifier = await startFakeCaptchaVerifier('e2e-secret');
    server = await startOwnServer({
      port,
      env: {
        CAPTCHA_SITE_KEY: 'e2e-site-key',
        CAPTCHA_SECRET_KEY: 'e2e-secret',
        CAPTCHA_VERIFY_URL: verifier.url,
        ANALYTICS_SCRIPT_URL: ANALYTICS_URL,
        ANALYTICS_DOMAIN: 'dazu.example',
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await verifier?.close();
  });

  test('the contact form sends once the widget has an answer the provider confirms', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server?.baseURL });
    const analytics = await serveThirdParties(context, FAKE_TURNSTILE);
    const page = await context.newPage();
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.locator('head script[src^="https://stats.example.org"]')).toHaveAttribute(
      'data-domain',
      'dazu.example',
    );
    expect(analytics).toHaveLength(1);
    await expect(page.locator('[data-captcha="turnstile"] input[name="cf-turnstile-response"]')).toHaveCount(1);

    await fillContactForm(page);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you');
    await context.close();
  });

  test('an answer the provider refuses is said under the widget, and nothing is sent', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server?.baseURL });
    await serveThirdParties(context, FAKE_TURNSTILE.replace("'good'", "'forged'"));
    const page = await context.newPage();
    await page.goto('/contact');
    await waitForHydration(page);
    await fillContactForm(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please confirm you are not a robot, then send the form again.',
    );
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await context.close();
  });
});
