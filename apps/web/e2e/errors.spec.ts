import { expect, test, type Page } from '@playwright/test';
import { apiLogin, armFault, demo, disarmFaults, storeSession, type Session } from './helpers';

// The global error handler against the real server: the test-only route set makes the profile call
// of /dashboard/profile/{id}/view answer a chosen status (000 §8).
let session: Session;
test.beforeAll(async ({ request }) => {
  session = await apiLogin(request, demo.salesAdmin);
});
test.afterEach(async ({ request }) => disarmFaults(request));

const profilePath = () => `/api/user/${session.userId}/view`;
const bars = (page: Page) => page.getByRole('alert');

async function openProfile(page: Page) {
  await storeSession(page, session);
  await page.goto(`/dashboard/profile/${session.userId}/view`);
}

test('403 shows the server message, or "Access denied"; the loading indicator goes off', async ({ page, request }) => {
  await armFault(request, { path: profilePath(), status: 403, message: 'You may not see this profile.' });
  await openProfile(page);
  await expect(bars(page)).toHaveText(/You may not see this profile\./);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await armFault(request, { path: profilePath(), status: 403 });
  await page.reload();
  await expect(bars(page).filter({ hasText: 'Access denied' })).toBeVisible();
});

test('404 shows the server message, or "Not found"', async ({ page, request }) => {
  await armFault(request, { path: profilePath(), status: 404 });
  await openProfile(page);
  await expect(bars(page)).toHaveText(/Not found/);
  await armFault(request, { path: profilePath(), status: 404, message: 'No such user.' });
  await page.reload();
  await expect(bars(page).filter({ hasText: 'No such user.' })).toBeVisible();
});

test('409 shows the server message', async ({ page, request }) => {
  await armFault(request, { path: profilePath(), status: 409, message: 'The profile was changed meanwhile.' });
  await openProfile(page);
  await expect(bars(page)).toHaveText(/The profile was changed meanwhile\./);
});

for (const status of [400, 422]) {
  test(`${status} shows one error bar per message of the errors map`, async ({ page, request }) => {
    await armFault(request, {
      path: profilePath(),
      status,
      message: 'Invalid input',
      errors: { firstName: 'First name is required.', phone: 'Phone has an invalid format.' },
    });
    await openProfile(page);
    await expect(bars(page)).toHaveCount(2);
    await expect(bars(page).filter({ hasText: 'First name is required.' })).toBeVisible();
    await expect(bars(page).filter({ hasText: 'Phone has an invalid format.' })).toBeVisible();
  });
}

test('429 shows the server message, or "Too many requests. Please wait."', async ({ page, request }) => {
  await armFault(request, { path: profilePath(), status: 429 });
  await openProfile(page);
  await expect(bars(page)).toHaveText(/Too many requests\. Please wait\./);
});

test('any other status shows "Something went wrong" in production (the built app)', async ({ page, request }) => {
  await armFault(request, { path: profilePath(), status: 500, message: 'boom at line 12' });
  await openProfile(page);
  await expect(bars(page)).toHaveText(/Something went wrong/);
  await expect(page.getByText('boom at line 12')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('the texts are German with the German locale', async ({ page, request, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await armFault(request, { path: profilePath(), status: 403 });
  await openProfile(page);
  await expect(bars(page)).toHaveText(/Zugriff verweigert/);
  await armFault(request, { path: profilePath(), status: 503 });
  await page.reload();
  await expect(bars(page).filter({ hasText: 'Etwas ist schiefgelaufen' })).toBeVisible();
  await armFault(request, { path: profilePath(), status: 429 });
  await page.reload();
  await expect(bars(page).filter({ hasText: 'Zu viele Anfragen. Bitte warten Sie.' })).toBeVisible();
});

test('redirectOnError of the request wins: a failing login link goes back to login without a bar', async ({ page, request }) => {
  await armFault(request, { path: '/api/authentication/login/token', status: 500 });
  await page.goto('/account/login?token=some-link-token');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to Mandate' })).toBeVisible();
  await expect(bars(page)).toHaveCount(0);
});

test('a used or unknown login link shows the server message on the login form', async ({ page }) => {
  await page.goto('/account/login?token=no-such-link');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('alert')).toBeVisible();
});

// Last: the refresh rotates the shared session's tokens.
test('401 after the one refresh: with a user present, to the home dashboard', async ({ page, request }) => {
  await armFault(request, { path: profilePath(), status: 401, times: 2 });
  let refreshes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/authentication/refresh')) refreshes++;
  });
  await openProfile(page);
  await expect(page).toHaveURL(/\/dashboard\/index\/my-mandate$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${demo.salesAdmin.name}` })).toBeVisible();
  expect(refreshes).toBe(1);
});
