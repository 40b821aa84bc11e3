// An auction ad's page shows its lot: the guide, the starting bid, the fees, when
// bidding ends with a countdown, and where the bidding stands; the page follows the lot
// live, so when the seller changes the terms every open page shows them without a reload.
import { expect, test } from '@playwright/test';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  flatForSale,
  gotoHydrated,
  logInAs,
  postLiveAd,
  xsrfHeaders,
} from './support.ts';

const HOUR = 3_600_000;
const terms = (startingBid: number) => ({
  kind: 'online_timed',
  starts_at: new Date(Date.now() - HOUR).toISOString(),
  ends_at: new Date(Date.now() + 50 * HOUR).toISOString(),
  guide: { kind: 'range', low: 18_000_000, high: 20_000_000 },
  starting_bid: startingBid,
  reserve: 19_000_000,
  fees: { premium_bp: 250, reservation_fee: 0, administration_fee: 120_000 },
});

test('an auction ad shows its lot, and follows it live', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  const title = `Auction flat ${Date.now().toString(36)}`;
  const ad = {
    ...flatForSale(await apiCategoryId(page.request, 'flat'), title, 18_000_000),
    attributes: [{ id: 1, value: 'auction' }],
  };
  const { id, slug } = await postLiveAd(page, ad);
  const set = await page.request.put(`/api/auctions/${id}/terms`, {
    data: terms(15_000_000),
    headers: await xsrfHeaders(page),
  });
  expect(set.status()).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  const visitorErrors = collectConsoleErrors(visitor);
  await gotoHydrated(visitor, `/offers/${slug}`);
  const lot = visitor.getByRole('region', { name: 'Auction: Online timed auction' });
  await expect(lot).toContainText('No bids yet');
  await expect(lot).toContainText('0 bids · Reserve not yet met');
  await expect(lot).toContainText('£180,000 to £200,000');
  await expect(lot).toContainText('£150,000');
  await expect(lot).toContainText("Buyer's premium: 2.5% of the price");
  await expect(lot).toContainText('Administration fee: £1,200.00');
  await expect(lot).toContainText(/Ends in 2 d 0[12]:\d\d:\d\d/);
  await expect(lot).not.toContainText('£190,000');

  // The seller changes the starting bid: the open page shows it at once.
  const changed = await page.request.put(`/api/auctions/${id}/terms`, {
    data: terms(16_000_000),
    headers: await xsrfHeaders(page),
  });
  expect(changed.status()).toBe(200);
  await expect(lot).toContainText('£160,000');
  await expectNoSeriousA11yViolations(visitor, 'an auction ad');
  expect(errors.list).toEqual([]);
  expect(visitorErrors.list).toEqual([]);
});
