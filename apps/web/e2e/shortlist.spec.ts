import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, demo, storeSession, type Session } from './helpers';

// Issue 16 point 6 on the real server with fresh demo data: the employer sends a shortlist of the
// vacancy "Senior Process Engineer" (DEMO-002) to the line manager, who reviews it in the browser
// (EN, then DE) and prints it (one A4 page per candidate); the employer prints the vacancy's
// candidates; an employer of another company is refused. The tests run in order.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const lineManagerLogin = { email: 'linemanager@mandate.demo', password: 'Manager-2026' };

let employer: Session;
let lineManager: Session;
let jobId: number;
let shortlistId: number;
let candidates: { applicationId: number; name: string }[];
const title = `Shortlist e2e ${Date.now()}`;

/** axe-core as the stories run it (the version the Storybook a11y addon brings). */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@storybook/addon-a11y/package.json'));
const axeSource = readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');

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

async function signIn(page: Page, session: Session, locale: 'en' | 'de' = 'en') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL! }]);
  await storeSession(page, session);
}

/** The feedback on an application as its employer reads it. */
async function feedbackOf(request: APIRequestContext, applicationId: number) {
  const response = await request.get(`/api/application/${applicationId}/feedback/list`, { headers: { Token: employer.token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { items: { feedback: string; assessmentLevel: string | null; author: { id: number } }[] } })
    .result.items;
}

test.beforeAll(async ({ request }) => {
  employer = await apiLogin(request, demo.employer);
  lineManager = await apiLogin(request, lineManagerLogin);
  const list = await request.post('/api/job/list', {
    headers: { Token: employer.token },
    data: { statuses: ['active'], authorId: employer.userId, pageSize: 50 },
  });
  const { result } = (await list.json()) as { result: { items: { id: number; title: string }[] } };
  jobId = result.items.find((item) => item.title === 'Senior Process Engineer')!.id;
  const apps = await request.post('/api/application/list', { headers: { Token: employer.token }, data: { jobId, pageSize: 50 } });
  const { result: found } = (await apps.json()) as { result: { items: { id: number }[] } };
  const made = await request.post(`/api/job/${jobId}/shortlist/create`, {
    headers: { Token: employer.token },
    data: {
      title,
      comment: 'Please review by Friday.',
      applications: found.items.slice(0, 3).map((a) => a.id),
      recipients: [lineManager.userId],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const shortlist = (
    (await made.json()) as { result: { id: number; candidates: { application: { id: number }; candidate: { fullName: string } }[] } }
  ).result;
  shortlistId = shortlist.id;
  candidates = shortlist.candidates.map((c) => ({ applicationId: c.application.id, name: c.candidate.fullName }));
  expect(candidates.length).toBeGreaterThanOrEqual(2);
});

test('the line manager finds the shortlist from the menu and reviews a candidate, 0 axe violations', async ({ page, request }) => {
  await signIn(page, lineManager);
  await page.goto('/dashboard/index/my-mandate');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shortlists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlists' })).toBeVisible();
  const entry = page.getByRole('link', { name: `Open ${title}` });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page);

  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Please review by Friday.')).toBeVisible();
  const [first] = candidates;
  const card = page.getByRole('region', { name: first!.name });
  await expect(card.getByRole('link', { name: /\.pdf/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: `Review ${first!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${first!.name}` });
  await dialog.getByRole('button', { name: /Assessment level/ }).click();
  await page.getByRole('option', { name: 'Excellent' }).click();
  await dialog.getByRole('textbox', { name: /Feedback/ }).fill('Convincing; I want to meet this candidate next week.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const reviews = card.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByText('Excellent')).toBeVisible();
  await expect(reviews.getByText('Convincing; I want to meet this candidate next week.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Change review of ${first!.name}` })).toBeVisible();

  // The employer reads the decision on the application.
  expect(await feedbackOf(request, first!.applicationId)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        feedback: 'Convincing; I want to meet this candidate next week.',
        assessmentLevel: 'excellent',
        author: expect.objectContaining({ id: lineManager.userId }),
      }),
    ]),
  );
});

test('the print page puts each candidate on an A4 page of its own', async ({ page }) => {
  await signIn(page, lineManager);
  await page.goto(`/dashboard/shortlist/${shortlistId}/print`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist: Senior Process Engineer' })).toBeVisible();
  await expect(page.locator('[data-print-candidate]')).toHaveCount(candidates.length);
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  // On paper: no shell, no Print button; every candidate after the first starts a page.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const breaks = await page
    .locator('[data-print-candidate]')
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).breakBefore));
  expect(breaks).toEqual(['auto', ...candidates.slice(1).map(() => 'page')]);

  // Chromium's PDF of the page: A4 (595 × 842 pt), as many pages as candidates.
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(candidates.length);
  const box = /\/MediaBox\s*\[([^\]]+)\]/.exec(text)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  // A4 is 210 × 297 mm: 595.3 × 841.9 pt.
  expect(Math.round(box[2]! - box[0]!)).toBe(595);
  expect(Math.round(box[3]! - box[1]!)).toBe(842);
});

test("the employer prints the vacancy's candidates, 0 axe violations", async ({ page }) => {
  await signIn(page, employer);
  await page.goto(`/dashboard/vacancy/${jobId}/view`);
  // The server's menu offers "Review shortlist" (the vacancy has candidates): a link to the compose page, its shortlists below.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Review shortlist' }).click();
  await expect(page.getByRole('link', { name: `Open ${title}` })).toBeVisible();
  await page.getByRole('link', { name: 'Print all candidates of the vacancy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist: Senior Process Engineer' })).toBeVisible();
  await expect(page.locator('[data-print-candidate]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an employer of another company is refused, and the page says so', async ({ page, request }) => {
  const other = await apiLogin(request, demo.employerDe);
  const refused = await request.get(`/api/job/shortlist/${shortlistId}/view`, { headers: { Token: other.token } });
  expect(refused.status()).toBe(404);
  await signIn(page, other);
  await page.goto(`/dashboard/shortlist/${shortlistId}/print`);
  await expect(page.getByText('This shortlist does not exist, or it was not sent to you.')).toBeVisible();
  await expect(page.locator('[data-print-candidate]')).toHaveCount(0);
  await page.goto(`${'/dashboard/shortlist'}?shortlist=${shortlistId}`);
  await expect(page.getByText('This shortlist does not exist, or it was not sent to you.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Review/ })).toHaveCount(0);
});

test('in German: the line manager reviews another candidate', async ({ page, request }) => {
  const second = candidates[1]!;
  await signIn(page, lineManager, 'de');
  await page.goto(`/dashboard/shortlist?shortlist=${shortlistId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kandidat/innen' })).toBeVisible();
  const card = page.getByRole('region', { name: second.name });
  await card.getByRole('button', { name: `${second.name} beurteilen` }).click();
  const dialog = page.getByRole('dialog', { name: `${second.name} beurteilen` });
  await dialog.getByRole('button', { name: /Einschätzung/ }).click();
  await page.getByRole('option', { name: 'Nicht geeignet' }).click();
  await dialog.getByRole('textbox').last().fill('Fachlich stark, aber das Gehalt liegt über dem Budget.');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('list', { name: 'Beurteilungen' }).getByText('Nicht geeignet')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await feedbackOf(request, second.applicationId)).toEqual(
    expect.arrayContaining([expect.objectContaining({ assessmentLevel: 'unsuitable' })]),
  );
});

test('the employer composes and sends a shortlist from the vacancy; the line manager reviews it in German and prints it', async ({
  page,
  request,
}) => {
  // The applications the page offers: those still in the running (001 §9), as the server lists them.
  const listed = await request.post('/api/application/list', {
    headers: { Token: employer.token },
    data: { jobId, status: ['proposed', 'interview', 'in-review', 'offer-made', 'line-manager-review', 'backed-up'], pageSize: 200 },
  });
  const offered = ((await listed.json()) as { result: { items: { id: number; candidate: { fullName: string } }[] } }).result.items;
  expect(offered.length).toBeGreaterThanOrEqual(2);
  const chosen = offered.slice(-2);
  const composed = `Compose e2e ${Date.now()}`;

  await signIn(page, employer);
  await page.goto(`/dashboard/vacancy/${jobId}/view`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Review shortlist' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shortlist/job/${jobId}/create$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New shortlist' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Applications that can go on the shortlist' });
  await expect(table.getByRole('row')).toHaveCount(offered.length + 1);
  await expectNoAxeViolations(page);

  // One with the pointer (a press on the row toggles it), one with the keyboard (Space on its focused checkbox).
  const rowOf = (name: string) => table.getByRole('row', { name: new RegExp(name) });
  await rowOf(chosen[0]!.candidate.fullName).getByRole('rowheader').click();
  await expect(rowOf(chosen[0]!.candidate.fullName).getByRole('checkbox')).toBeChecked();
  await rowOf(chosen[1]!.candidate.fullName).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(rowOf(chosen[1]!.candidate.fullName).getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('2 candidates chosen')).toBeVisible();
  const reviewers = page.getByRole('combobox', { name: /Reviewers/ });
  await reviewers.fill('Marco');
  await page.getByRole('option', { name: /Marco Rossi/ }).click();
  await reviewers.press('Escape');
  await page.getByRole('textbox', { name: /Title/ }).fill(composed);
  await page.getByRole('textbox', { name: /Message to the reviewers/ }).fill('Two more for you, please by Monday.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send shortlist' }).click();

  await expect(page.getByText('Shortlist sent')).toBeVisible();
  const sent = page.getByRole('list', { name: 'Sent shortlists' });
  await expect(sent.getByRole('link', { name: `Open ${composed}` })).toBeVisible();
  await expect(page.getByText('No candidate chosen')).toBeVisible();

  // What the server holds: the shortlist with the two applications, sent to the line manager.
  const mine = await request.get(`/api/job/shortlist/list?jobId=${jobId}`, { headers: { Token: lineManager.token } });
  const item = (
    (await mine.json()) as { result: { items: { id: number; title: string | null; candidates: number; canReview: boolean }[] } }
  ).result.items.find((i) => i.title === composed);
  expect(item).toMatchObject({ candidates: 2, canReview: true });
  const held = await request.get(`/api/job/shortlist/${item!.id}/view`, { headers: { Token: employer.token } });
  const record = ((await held.json()) as { result: { applications: { id: number }[]; recipients: number[]; comment: string | null } })
    .result;
  expect(record.applications.map((a) => a.id).sort()).toEqual(chosen.map((a) => a.id).sort());
  expect(record.recipients).toEqual([lineManager.userId]);
  await expect(sent.getByRole('listitem').filter({ hasText: composed }).getByRole('link', { name: 'Print view' })).toHaveAttribute(
    'href',
    `/dashboard/shortlist/${item!.id}/print`,
  );

  // The line manager, in German, finds it, opens it and reviews a candidate.
  const [first] = chosen;
  await signIn(page, lineManager, 'de');
  await page.goto('/dashboard/shortlist');
  await page.getByRole('link', { name: `${composed} öffnen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: composed })).toBeVisible();
  await expect(page.getByText('Two more for you, please by Monday.')).toBeVisible();
  const card = page.getByRole('region', { name: first!.candidate.fullName });
  // The earlier tests may have reviewed this application already (a review is per application and reviewer).
  const name = first!.candidate.fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await card.getByRole('button', { name: new RegExp(`^(${name} beurteilen|Beurteilung von ${name} ändern)$`) }).click();
  const dialog = page.getByRole('dialog', { name: `${first!.candidate.fullName} beurteilen` });
  await dialog.getByRole('button', { name: /Einschätzung/ }).click();
  await page.getByRole('option', { name: 'Gut' }).click();
  await dialog.getByRole('textbox').last().fill('Solide Erfahrung, gerne ein Gespräch.');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('list', { name: 'Beurteilungen' }).getByText('Solide Erfahrung, gerne ein Gespräch.')).toBeVisible();
  expect(await feedbackOf(request, first!.id)).toEqual(
    expect.arrayContaining([expect.objectContaining({ feedback: 'Solide Erfahrung, gerne ein Gespräch.', assessmentLevel: 'good' })]),
  );

  // Its print page: one section per candidate.
  await page.goto(`/dashboard/shortlist/${item!.id}/print`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-print-candidate]')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('in German: the employer is told to choose a candidate and a reviewer, 0 axe violations', async ({ page }) => {
  await signIn(page, employer, 'de');
  await page.goto(`/dashboard/shortlist/job/${jobId}/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Shortlist' })).toBeVisible();
  await page.getByRole('button', { name: 'Shortlist senden' }).click();
  await expect(page.getByText('Wählen Sie mindestens eine Kandidatin oder einen Kandidaten aus.')).toBeVisible();
  await expect(page.getByText('Wählen Sie mindestens eine beurteilende Person aus.')).toBeVisible();
  await expectNoAxeViolations(page);
});
