import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, demo, storeSession, type Session } from './helpers';

// Issue 15 points 2 and 6 on the real server with fresh demo data: the vacancy list (search, status
// tab, sort, paging, favourite, the address restoring all of it on reload and back), a consultant's
// own list, monitoring and its export for an admin, one pass in German, axe on each route. The
// employer gets eleven drafts "Listing Probe 01…11" for paging; they are deleted at the end.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const probe = 'Listing Probe';
let employer: Session;
let drafts: { id: number; title: string }[] = [];

/** axe-core as the stories run it (the version the Storybook a11y addon brings). */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@storybook/addon-a11y/package.json'));
const axeSource = readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');

/** 0 axe violations on the page as it is now. */
async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: { exclude: string[][] }) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> };
      }
    ).axe;
    const result = await axe.run({ exclude: [['[data-live-announcer]']] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`);
  });
  expect(violations).toEqual([]);
}

async function open(page: Page, session: Pick<Session, 'token' | 'refreshToken'>, path: string, locale: 'en' | 'de' = 'en') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL! }]);
  await storeSession(page, session);
  await page.goto(path);
}

async function list(request: APIRequestContext, session: Session, body: Record<string, unknown>) {
  const response = await request.post('/api/job/list', { headers: { Token: session.token }, data: { pageSize: 200, ...body } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { items: { id: number; title: string; isFavorite: boolean }[]; total: number } }).result;
}

const table = (page: Page, name = 'Vacancies') => page.getByRole('table', { name });
const rowTitles = (page: Page, name?: string) => table(page, name).getByRole('link').allTextContents();

test.beforeAll(async ({ request }) => {
  employer = await apiLogin(request, demo.employer);
  for (let n = 1; n <= 11; n++) {
    const title = `${probe} ${String(n).padStart(2, '0')}`;
    const created = await request.post('/api/job/create', { headers: { Token: employer.token }, data: { title, positionCount: 1 } });
    expect(created.status()).toBe(200);
    drafts.push({ id: ((await created.json()) as { result: { id: number } }).result.id, title });
  }
});

test.afterAll(async ({ request }) => {
  for (const draft of drafts) await request.delete(`/api/job/${draft.id}/delete-draft`, { headers: { Token: employer.token } });
  drafts = [];
});

test('the employer searches, filters by status, sorts, pages and marks a favourite; reload and back restore the list', async ({
  page,
  request,
}) => {
  await open(page, employer, '/dashboard/vacancies');
  await expect(page).toHaveTitle(/Vacancies/);
  const all = await list(request, employer, {});
  await expect(page.getByRole('heading', { level: 1, name: `Vacancies (${all.total})` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Search: the address takes the text once the typing pauses.
  await page.getByRole('searchbox', { name: 'Search' }).fill(probe);
  await expect(page).toHaveURL(/[?&]q=Listing\+Probe/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacancies (11)' })).toBeVisible();

  // Status tab: the drafts (all eleven probes are drafts).
  await page.getByRole('tab', { name: 'Draft (11)' }).click();
  await expect(page).toHaveURL(/tab=draft/);
  await expect(page.getByRole('tab', { name: 'Draft (11)' })).toHaveAttribute('aria-selected', 'true');

  // Sort by title, A to Z.
  await page.getByRole('columnheader', { name: /Vacancy/ }).click();
  await expect(page).toHaveURL(/sort=title&order=asc/);
  await expect.poll(() => rowTitles(page)).toEqual(drafts.slice(0, 10).map((d) => d.title));

  // The second page has the eleventh.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('11 – 11 of 11')).toBeVisible();
  await expect.poll(() => rowTitles(page)).toEqual([`${probe} 11`]);

  // A favourite: the star, the success bar, and the server holds it.
  const star = page.getByRole('button', { name: `Favourite: ${probe} 11` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByText(`“${probe} 11” is one of your favourites now.`)).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const favourites = await list(request, employer, { favouritesOnly: true, search: probe });
  expect(favourites.items.map((i) => i.title)).toEqual([`${probe} 11`]);

  // Reload: the address restores search, tab, sort and page; the star stays.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacancies (11)' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(probe);
  await expect(page.getByRole('tab', { name: 'Draft (11)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: /Vacancy/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowTitles(page)).toEqual([`${probe} 11`]);
  await expect(page.getByRole('button', { name: `Favourite: ${probe} 11` })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // Back: the first page, then the order before sorting.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(() => rowTitles(page)).toEqual(drafts.slice(0, 10).map((d) => d.title));
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=title/);
  await expect(page.getByRole('columnheader', { name: /Vacancy/ })).not.toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('tab', { name: 'Draft (11)' })).toHaveAttribute('aria-selected', 'true');

  // Favourites only, then a row opens its vacancy page.
  // The label is what a user clicks (the styled box covers the native input).
  await page.getByText('Favourites only', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Favourites only' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacancies (1)' })).toBeVisible();
  await table(page)
    .getByRole('link', { name: `${probe} 11` })
    .click();
  await expect(page).toHaveURL(`/dashboard/vacancy/${drafts[10]!.id}/view`);
  await expect(page.getByRole('heading', { level: 1, name: `${probe} 11` })).toBeVisible();
});

test('back from a vacancy restores the list where it was scrolled to, the rows shown at once', async ({ page }) => {
  await open(page, employer, '/dashboard/vacancies?sort=title&order=asc&size=50');
  const last = table(page).getByRole('link', { name: `${probe} 11` });
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: `${probe} 11` })).toBeVisible();
  await page.goBack();
  await expect(last).toBeVisible();
  // The list renders in one commit after an in-app navigation (decision 0046), so the router's
  // scroll restoration finds its full height.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a consultant sees only the vacancies they have a relation with, and no export', async ({ page, request }) => {
  const consultant = await apiLogin(request, demo.consultant);
  const relations = ['requested', 'accepted', 'rejected', 'withdrawn', 'invited', 'withdrawn-invitation'];
  const own = await list(request, consultant, { recruiterStatuses: relations, sortBy: 'title', sortOrder: 'ASC' });
  const visible = await list(request, consultant, {});
  // The demo data has public vacancies the consultant has no relation with: the list leaves them out.
  const others = visible.items.filter((item) => !own.items.some((mine) => mine.id === item.id));
  expect(own.total).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);

  await open(page, consultant, '/dashboard/vacancies?sort=title&order=asc&size=50');
  await expect(page.getByRole('heading', { level: 1, name: `Vacancies (${own.total})` })).toBeVisible();
  await expect.poll(() => rowTitles(page)).toEqual(own.items.map((i) => i.title));
  for (const other of others) await expect(table(page).getByRole('link', { name: other.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export (xlsx)' })).toHaveCount(0);
  // The server refuses the consultant's export as well.
  expect((await request.post('/api/job/export', { headers: { Token: consultant.token }, data: {} })).status()).toBe(403);
  await expectNoAxeViolations(page);
});

test('an admin opens monitoring and downloads its export; an employer may not', async ({ page, request }) => {
  const admin = await apiLogin(request, demo.contentAdmin);
  const every = await list(request, admin, {});
  await open(page, admin, '/dashboard/monitoring');
  await expect(page).toHaveTitle(/Monitoring/);
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring (${every.total} vacancies)` })).toBeVisible();
  const monitoring = table(page, 'All vacancies');
  await expect(monitoring.getByRole('columnheader', { name: /Organisation/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Regulatory');
  await expect(monitoring.getByRole('link', { name: 'Head of Regulatory Affairs' })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export (xlsx)' }).click()]);
  expect(download.suggestedFilename()).toBe('vacancies-monitoring.xlsx');
  const bytes = readFileSync((await download.path())!);
  // An xlsx is a zip (PK) holding a workbook and its first sheet.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
  expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);

  // An employer is told they may not; no vacancy of another company is shown.
  await open(page, employer, '/dashboard/monitoring');
  await expect(page.getByRole('heading', { name: 'Monitoring is for administrators' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('de: the employer filters the list in German and the address keeps it', async ({ page }) => {
  await open(page, employer, `/dashboard/vacancies?q=${encodeURIComponent(probe)}`, 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Stellen (11)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Entwurf (11)' }).click();
  await page.getByRole('columnheader', { name: /Stelle/ }).click();
  await expect(page).toHaveURL(/tab=draft.*sort=title&order=asc/);
  await expect(page.getByText('1 – 10 von 11')).toBeVisible();
  await page.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect.poll(() => rowTitles(page, 'Stellen')).toEqual([`${probe} 11`]);
  await expect(page.getByRole('button', { name: `Favorit: ${probe} 11` })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByText('11 – 11 von 11')).toBeVisible();
  await expectNoAxeViolations(page);
});
