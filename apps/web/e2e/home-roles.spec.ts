import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, demo, storeSession, type Session } from './helpers';

// Issue 15 points 1 and 7 on the real server with fresh demo data: the home page per role at
// /dashboard/index/my-mandate and the public vacancies on /. Sophie Wagner (consultant3) has an open
// invitation to Rhein Logistik's "Supply Chain Analyst" (DEMO-007) and accepts it from her home with
// the keyboard; Anna Meier sees her vacancies counted as the server counts them; the content admin
// sees DEMO-003 waiting for moderation, in German.

const consultant = { email: 'consultant3@mandate.demo', password: 'Consultant-2026', name: 'Sophie Wagner' };
const invitedTo = 'Supply Chain Analyst';

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
    // React Aria's live announcer is no content of the page (as in the stories' settle()).
    const result = await axe.run({ exclude: [['[data-live-announcer]']] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`);
  });
  expect(violations).toEqual([]);
}

/** Tabs until `target` has focus (keyboard only; at most 40 presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

async function openHome(page: Page, session: Pick<Session, 'token' | 'refreshToken'>, locale: 'en' | 'de' = 'en') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL! }]);
  await storeSession(page, session);
  await page.goto('/dashboard/index/my-mandate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function post<T>(request: APIRequestContext, session: Session, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/${path}`, { headers: { Token: session.token }, data });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

test('a consultant accepts an open invitation from the home page with the keyboard; the vacancy then shows them accepted', async ({
  page,
  request,
}) => {
  const sophie = await apiLogin(request, consultant);
  const employerDe = await apiLogin(request, demo.employerDe);
  const invited = await post<{ items: { job: { id: number; title: string } }[] }>(request, sophie, 'job-recruiter/list', {
    statuses: ['invited'],
  });
  const job = invited.items.find((item) => item.job.title === invitedTo)!.job;
  expect(job).toBeTruthy();

  await openHome(page, sophie);
  const invitations = page.getByRole('region', { name: 'Open invitations' });
  const card = invitations.getByRole('listitem', { name: invitedTo });
  await expect(card).toContainText('Rhein Logistik GmbH');
  await expect(card).toContainText('Your logistics network would help us.');
  await expect(page.getByRole('region', { name: 'Vacancies you work on' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vacancies you may request' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: Tab to Accept, Enter; the cover letter has focus; Tab to Yes, Enter.
  const accept = card.getByRole('button', { name: 'Accept' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply to work on the vacancy' });
  const coverLetter = dialog.getByRole('textbox', { name: /^Cover letter/ });
  await expect(coverLetter).toBeFocused({ timeout: 15_000 });
  await page.keyboard.type('Glad to help with the new hub in Hamburg.');
  await expectNoAxeViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Yes' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: `You accepted the invitation to ${invitedTo}.` })).toBeVisible();

  // The page updated: the invitation is gone, the vacancy is among those she works on.
  await expect(invitations.getByRole('listitem', { name: invitedTo })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Vacancies you work on' }).getByRole('link', { name: invitedTo })).toBeVisible();

  // The server holds it: accepted, with her cover letter.
  const relations = await (await request.get(`/api/job/${job.id}/job-recruiter`, { headers: { Token: employerDe.token } })).json();
  const mine = (
    relations as { result: { items: { recruiter: { fullName: string }; status: { code: string }; comment: string }[] } }
  ).result.items.find((item) => item.recruiter.fullName === consultant.name)!;
  expect(mine.status.code).toBe('accepted');
  expect(mine.comment).toContain('Glad to help with the new hub in Hamburg.');

  // The vacancy's page shows her accepted: "Applied" is the displayed status of an accepted consultant
  // (000 §4), with the accepted consultant's actions and no invitation to answer any more.
  await page.getByRole('region', { name: 'Vacancies you work on' }).getByRole('link', { name: invitedTo }).click();
  await expect(page.getByRole('heading', { level: 1, name: invitedTo })).toBeVisible();
  const row = page.getByRole('listitem', { name: consultant.name });
  await expect(row).toContainText('Applied');
  await expect(row.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
});

test('an employer sees their vacancies counted as the server counts them, and what waits for them', async ({ page, request }) => {
  const employer = await apiLogin(request, demo.employer);
  const statistics = await post<{ total: number; byStatus: Record<string, number> }>(request, employer, 'job/statistics', {});
  await openHome(page, employer);
  const counts = page.getByRole('region', { name: 'My vacancies by status' });
  const list = counts.locator('dl');
  await expect(list.getByRole('definition').first()).toBeVisible();
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  const shown = Object.fromEntries(terms.map((term, index) => [term, Number(values[index]!.replace(/\D/g, ''))]));
  expect(shown).toEqual({
    'All vacancies': statistics.total,
    Draft: statistics.byStatus.draft,
    Active: statistics.byStatus.active,
    'On hold': statistics.byStatus['on-hold'],
    Expired: statistics.byStatus.expired,
    Closed: statistics.byStatus.closed,
    Cancelled: statistics.byStatus.cancelled,
  });
  // Sophie Wagner's request on DEMO-001 waits for approval; it links to the vacancy's consultants.
  const waiting = page.getByRole('region', { name: 'Waiting for you' });
  const regulatory = waiting.getByRole('listitem', { name: 'Head of Regulatory Affairs' });
  await expect(regulatory).toContainText(/consultant requests? to approve/);
  await expect(regulatory.getByRole('link', { name: 'Head of Regulatory Affairs' })).toHaveAttribute('href', /\/view\?tab=consultants$/);
  await expectNoAxeViolations(page);
});

test('an admin sees the vacancies waiting for moderation and the monitoring entry, in German', async ({ page, request }) => {
  const admin = await apiLogin(request, demo.contentAdmin);
  const waiting = await post<{ items: { title: string }[]; total: number }>(request, admin, 'job/moderation-list', { sortOrder: 'ASC' });
  expect(waiting.items.map((item) => item.title)).toContain('Chief Financial Officer');
  await openHome(page, admin, 'de');
  await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${demo.contentAdmin.name}` })).toBeVisible();
  const moderation = page.getByRole('region', { name: 'Warten auf Moderation' });
  const list = moderation.getByRole('list', { name: 'Warten auf Moderation' });
  await expect(list.getByRole('listitem', { name: 'Chief Financial Officer' })).toContainText('Entwurf');
  await expect(list.getByRole('link')).toHaveCount(waiting.items.length);
  await expect(page.getByRole('region', { name: 'Monitoring' }).getByRole('link', { name: 'Monitoring öffnen' })).toHaveAttribute(
    'href',
    '/dashboard/monitoring',
  );
  await expectNoAxeViolations(page);
});

test('the public home lists the open public vacancies from the server, without login', async ({ page, request }) => {
  const listed = (await (await request.get('/api/job/public-list?pageSize=10')).json()) as { result: { items: { title: string }[] } };
  expect(listed.result.items.length).toBeGreaterThan(0);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Open vacancies' });
  const list = section.getByRole('list', { name: 'Open vacancies' });
  await expect(list.getByRole('link')).toHaveText(listed.result.items.map((item) => item.title));
  await expect(list.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/account\/login\?redirectUrl=%2Fdashboard%2Fvacancy%2F\d+%2Fview$/,
  );
  await expectNoAxeViolations(page);
});
