// Filling the /post-ad form's required fields, shared by the journeys that post an ad.
import { expect, type Page } from '@playwright/test';

/** A detached house for sale in Manchester with the given title and price in pounds. */
export async function fillBasics(page: Page, title: string, price: string): Promise<void> {
  await page.getByRole('radio', { name: 'Selling' }).check({ force: true });
  await page.getByLabel('Category').selectOption({ label: 'Detached' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (£)').fill(price);
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Manches');
  await page
    .getByRole('option', { name: /^Manchester/ })
    .first()
    .click();
  await expect(location).toHaveValue(/^Manchester/);
}
