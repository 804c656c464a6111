import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, type Session, signIn } from './helpers';

// The product wired together on the real server with the demo data: from home, each role reaches
// every page of its main navigation with the keyboard only (Tab to the link, Enter), the page's link
// then marked as the current page, and axe finds nothing on any of them. An employer also reaches
// "New vacancy" from home and from the vacancy list, the list filtered by a status from home's
// status tiles, and a vacancy's edit page from its Actions menu; on a phone the menu folds behind
// a "Menu" button.

// Many pages per test, each with its lazy chunk and an axe run: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Tabs until `target` has focus (keyboard only; at most 60 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

/** Focus back at the start of the document, as after a fresh load. */
async function restartTabbing(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  await page.locator('body').focus();
}

async function openHome(page: Page, session: Pick<Session, 'token' | 'refreshToken'>) {
  await signIn(page, session);
  await page.goto('/dashboard/index/my-mandate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The menu's entries per role, with where each leads and the page's heading. */
const home = { name: 'Home', url: /\/dashboard\/index\/my-mandate$/, heading: /^Welcome, / };
const vacancies = { name: 'Vacancies', url: /\/dashboard\/vacancies$/, heading: /^Vacancies/ };
const candidates = { name: 'My candidates', url: /\/dashboard\/candidate\/list$/, heading: /^My candidates/ };
// With the unread count in its name when there is one ("Messages 2 unread").
const inbox = { name: /^Messages( \d+ unread)?$/, url: /\/dashboard\/messages$/, heading: /^Messages/ };
const monitoring = { name: 'Monitoring', url: /\/dashboard\/monitoring$/, heading: /^Monitoring/ };

const roles = [
  { role: 'employer', login: demo.employer, entries: [home, vacancies, inbox] },
  { role: 'consultant', login: demo.consultant, entries: [home, vacancies, candidates, inbox] },
  { role: 'content admin', login: demo.contentAdmin, entries: [home, vacancies, candidates, inbox, monitoring] },
] as const;

for (const { role, login, entries } of roles) {
  test(`the ${role} reaches each page of their menu from home with the keyboard`, async ({ page, request }) => {
    await openHome(page, await apiLogin(request, login));
    await expect(nav(page).getByRole('link')).toHaveText(entries.map((entry) => entry.name));
    await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    // Every entry in turn, then home again: Tab from the top of the page to the link, Enter.
    for (const entry of [...entries.slice(1), home]) {
      await restartTabbing(page);
      const link = nav(page).getByRole('link', { name: entry.name, exact: true });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(entry.url);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible({ timeout: 15_000 });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
      // Let the page's lists load before axe looks at them.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });
}

test('an employer opens "New vacancy" from home and the list, the list by status from home, and a vacancy’s edit page', async ({
  page,
  request,
}) => {
  const employer = await apiLogin(request, demo.employer);
  await openHome(page, employer);
  // "New vacancy" is home's primary action.
  await restartTabbing(page);
  await tabTo(page, page.getByRole('button', { name: 'New vacancy' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/vacancy\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();

  // A status tile opens the list on that status's tab: only active vacancies there.
  const tiles = page.getByRole('region', { name: 'My vacancies by status' });
  const active = tiles.getByRole('link', { name: 'Active' });
  await restartTabbing(page);
  await tabTo(page, active);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/vacancies\?tab=active$/);
  await expect(page.getByRole('tab', { name: /^Active/, selected: true })).toBeVisible({ timeout: 15_000 });
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('table').getByText('Draft', { exact: true })).toHaveCount(0);

  // The list's primary action is "New vacancy" too.
  await restartTabbing(page);
  await tabTo(page, page.getByRole('button', { name: 'New vacancy' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/vacancy\/create$/);

  // "Edit" in a vacancy's Actions menu (the server's menu allows it) leads to its edit page.
  const list = await request.post('/api/job/list', {
    headers: { Token: employer.token },
    data: { statuses: ['active'], authorId: employer.userId, pageSize: 1 },
  });
  const { result } = (await list.json()) as { result: { items: { id: number; title: string }[] } };
  const vacancy = result.items[0]!;
  await page.goto(`/dashboard/vacancy/${vacancy.id}/view`);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
  await restartTabbing(page);
  await tabTo(page, page.getByRole('button', { name: 'Actions' }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('menuitem', { name: 'Edit' });
  await expect(edit).toBeFocused();
  await expect(edit).toHaveAttribute('href', `/dashboard/vacancy/${vacancy.id}/edit`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/vacancy/${vacancy.id}/edit$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No entry of the menu is the current page here.
  await expect(nav(page).locator('[aria-current]')).toHaveCount(0);
});

test('on a phone the menu folds behind a "Menu" button that opens it', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openHome(page, await apiLogin(request, demo.consultant));
  const toggle = nav(page).getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'My candidates' })).toBeHidden();
  await restartTabbing(page);
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Home' })).toBeFocused();
  await expectNoAxeViolations(page);
  await tabTo(page, nav(page).getByRole('link', { name: 'My candidates' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/candidate\/list$/);
  // Choosing an entry closes the menu.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'My candidates' })).toBeHidden();
});
