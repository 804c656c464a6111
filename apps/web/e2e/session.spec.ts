import { expect, test } from '@playwright/test';

// The demo data the server writes at start (README "Demo logins").
const employer = { email: 'employer@mandate.demo', password: 'Employer-2026', name: 'Anna Meier' };

test('logs in with a demo login, shows the home dashboard, and logs out to /', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByRole('textbox', { name: /E-mail/ }).fill(employer.email);
  await page.getByLabel(/Password/).fill(employer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/index\/my-mandate$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${employer.name}` })).toBeVisible();
  await expect(page.getByText('Helvetia Pharma AG')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The session ends once the server has been told (best effort), a moment after the page changed.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard/index/my-mandate');
  await expect(page).toHaveURL(/\/account\/login\?redirectUrl=/);
});

test('the guard sends an anonymous visitor to login with redirectUrl and back after login', async ({ page }) => {
  await page.goto('/dashboard/index/my-mandate');
  await expect(page).toHaveURL(/\/account\/login\?redirectUrl=%2Fdashboard%2Findex%2Fmy-mandate$/);
  await page.getByRole('textbox', { name: /E-mail/ }).fill(employer.email);
  await page.getByLabel(/Password/).fill(employer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/index\/my-mandate$/);
});

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: /E-mail/ }).fill(employer.email);
  await page.getByLabel(/Password/).fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is wrong.');
  await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveValue(employer.email);
});

test('missing fields are reported by field before anything is sent, in German too', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await page.goto('/account/login');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/authentication/login')) calls++;
  });
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
  expect(calls).toBe(0);
});

test('the language switch changes the whole interface to German', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'German' }).click();
  await expect(page.getByRole('heading', { name: 'Bei Mandate anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a reload asks for the signed-in user once, early, in the page language (decision 0046)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: /E-Mail/ }).fill(employer.email);
  await page.getByLabel(/Passwort/).fill(employer.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard\/index\/my-mandate$/);

  const calls: { status: number; locale: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/user/current')
      calls.push({ status: response.status(), locale: response.request().headers()['locale'] });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${employer.name}` })).toBeVisible();
  expect(calls).toEqual([{ status: 200, locale: 'de' }]);
  // Sent while the entry was evaluated, i.e. before DOMContentLoaded (the client's own call comes
  // only after the entry and the query library's chunk).
  const timing = await page.evaluate(() => ({
    call: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/user/current'))!.startTime,
    contentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
  }));
  expect(timing.call).toBeLessThan(timing.contentLoaded);

  // A stored token the server no longer knows: the early answer (401) goes through the client's
  // refresh like any other, and the page shows with the new token.
  calls.length = 0;
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${employer.name}` })).toBeVisible();
  expect(calls).toEqual([
    { status: 401, locale: 'de' },
    { status: 200, locale: 'de' },
  ]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe('expired-token');
});
