import { expect, test } from '@playwright/test';
import { apiLogin, demo, storeSession } from './helpers';

test('an access token the server refuses is refreshed silently, once', async ({ page, request }) => {
  const session = await apiLogin(request, demo.consultant);
  await storeSession(page, { token: 'expired-access-token', refreshToken: session.refreshToken });
  let refreshes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/authentication/refresh')) refreshes++;
  });
  await page.goto('/dashboard/index/my-mandate');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/index\/my-mandate$/);
  expect(refreshes).toBe(1);
  const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('token.refresh')]);
  expect(stored[0]).not.toBe('expired-access-token');
  expect(stored[1]).not.toBe(session.refreshToken);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an admin switches to a user and back; the user is kept among the recent users', async ({ page, request }) => {
  const session = await apiLogin(request, demo.contentAdmin);
  await storeSession(page, session);
  await page.goto('/dashboard/index/my-mandate');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${demo.contentAdmin.name}` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('Anna');
  await page.getByRole('button', { name: `Switch to ${demo.employer.name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${demo.employer.name}` })).toBeVisible();
  await expect(page.getByText('Signed in by an administrator')).toBeVisible();
  const owner = await page.evaluate(() => JSON.parse(localStorage.getItem('owner') ?? 'null') as { name: string } | null);
  expect(owner?.name).toBe(demo.contentAdmin.name);
  const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('recent-users') ?? '[]') as { name: string }[]);
  expect(recent.map((u) => u.name)).toEqual([demo.employer.name]);

  await page.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${demo.contentAdmin.name}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('owner'))).toBeNull();
  await expect(page.getByRole('list', { name: 'Recent users' }).getByRole('link', { name: demo.employer.name })).toBeVisible();
});

test('a user without the permission gets no switch-user picker', async ({ page, request }) => {
  await storeSession(page, await apiLogin(request, demo.employerDe));
  await page.goto('/dashboard/index/my-mandate');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});

test('public pages have the product name plus the route title; alternate links for en and de', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page).toHaveTitle('Mandate | About us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/about-us\?lang=de$/);
  await page.goto('/privacy?lang=de');
  await expect(page).toHaveTitle('Mandate | Datenschutzanfrage');
});

test('a fr/nl locale cookie on a dashboard URL is reset to en with lang=en', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
  await page.goto('/dashboard/index/my-mandate');
  // Anonymous: the guard then sends the reloaded address (with lang=en) to login as redirectUrl.
  await expect(page).toHaveURL(/redirectUrl=%2Fdashboard%2Findex%2Fmy-mandate%3Flang%3Den/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'locale')?.value).toBe('en');
});

test('the version check offers a new version every 60 s; Remind me later asks again after 240 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('version', 'an-older-version'));
  await page.reload();
  // The shell (and its 60 s timer) mounts once the locale's catalogue and the route's chunk are in.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(61_000);
  const dialog = page.getByRole('alertdialog', { name: 'A new version of the application is available.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remind me later' }).click();
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(120_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(121_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('version'))).not.toBe('an-older-version');
});
