import { expect, test } from '@playwright/test';

test('the server serves the app in English by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mandate' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the app speaks German when the locale cookie says so', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown path goes to / with the "Page not found" bar', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mandate' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/Page not found/);
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
