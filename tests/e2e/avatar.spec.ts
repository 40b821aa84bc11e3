// The profile photo and video link on the settings page: a photo is previewed, uploaded
// (checked and re-encoded by the server) and removed; a video link is saved and removed.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, gotoHydrated, logInAs } from './support.ts';

test('an advertiser uploads a profile photo and removes it, and saves a video link and removes it', async ({
  page,
}) => {
  await logInAs(page, DEMO_ACCOUNTS.agent1);
  await gotoHydrated(page, '/settings');
  const face = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 230, g: 80, b: 150 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Profile photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: face });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your photo has been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo has been removed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);

  await page.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save video link' }).click();
  await expect(page.getByText('Your video link has been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove video' }).click();
  await expect(page.getByText('Your video link has been removed.')).toBeVisible();
  await expect(page.getByLabel('Video link')).toHaveValue('');
});
