import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, demo, storeSession, type Session } from './helpers';

// Issue 17 point 7 on the real server with fresh demo data, in English and once in German: a
// consultant asks to work on a vacancy; the workflow opens a task for the vacancy's employer, who sees
// it on the home page, edits it there (title, due date, note: the TaskDialog; the list shows the change,
// and so does the server after a reload), follows it to the vacancy's consultants and approves the
// consultant there; the task is done and gone from the home page. Each run publishes its own vacancy (a run mark in the title).

// The home and the vacancy page load their chunks and lists on a busy machine: more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** axe-core as the stories run it (the version the Storybook a11y addon brings). */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@storybook/addon-a11y/package.json'));
const axeSource = readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');

/** 0 axe violations on the page as it is now. */
async function expectNoAxeViolations(page: Page) {
  // Evaluated through the browser's protocol: the page's CSP (script-src 'self') stays as it is.
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

async function call<T>(request: APIRequestContext, session: Session, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: { Token: session.token },
    data: method === 'GET' ? undefined : (data ?? {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

interface Task {
  id: number;
  title: string | null;
  note: string | null;
  dueDate: string | null;
  kind: { code: string };
  status: { code: string };
  job: { id: number };
  completedBy: { id: number } | null;
}

/** The employer's tasks on one vacancy, open and done. */
async function tasksOn(request: APIRequestContext, session: Session, vacancyId: number) {
  const { items } = await call<{ items: Task[] }>(request, session, 'POST', 'task/list', { status: 'all', pageSize: 100 });
  return items.filter((task) => task.job.id === vacancyId);
}

async function openAs(page: Page, session: Session, path: string, locale: 'en' | 'de') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL! }]);
  await storeSession(page, session);
  await page.goto(path);
}

/** The success bar (or its screen-reader twin) with `text`. */
const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();

const home = '/dashboard/index/my-mandate';
const runMark = () => Date.now().toString(36).slice(-5).toUpperCase();

const texts = {
  en: {
    employer: demo.employer,
    employerName: 'Anna Meier',
    consultant: { email: 'consultant2@mandate.demo', password: 'Consultant-2026', name: 'Jürg Baumann' },
    title: 'Head of Clinical Data',
    welcome: /^Welcome/,
    tasks: /^My tasks/,
    task: 'Approve or reject the request of Jürg Baumann',
    request: 'Apply to work on this vacancy',
    applyDialog: 'Apply to work on the vacancy',
    coverLetter: /^Cover letter/,
    coverLetterText: 'Clinical data management is my field.',
    requestDone: 'Your request is sent. The employer decides whether to accept you.',
    yes: 'Yes',
    approve: 'Approve',
    approveDialog: 'Activate search consultant',
    approveDone: 'Jürg Baumann works on the vacancy now.',
    applied: 'Applied',
    editDialog: 'Edit task',
    taskField: /^Task/,
    due: /^Due date/,
    note: /^Note/,
    save: 'Save',
    edited: 'Call Jürg Baumann before approving',
    editedNote: 'Ask about his clinical data projects.',
    saved: 'The task is saved.',
  },
  de: {
    employer: demo.employerDe,
    employerName: 'Jonas Becker',
    consultant: { email: 'consultant4@mandate.demo', password: 'Consultant-2026', name: 'Tobias Keller' },
    title: 'Leiter/in Lagerlogistik',
    welcome: /^Willkommen/,
    tasks: /^Meine Aufgaben/,
    task: 'Anfrage von Tobias Keller annehmen oder ablehnen',
    request: 'An dieser Stelle mitarbeiten',
    applyDialog: 'Mitarbeit an der Stelle anbieten',
    coverLetter: /^Anschreiben/,
    coverLetterText: 'Lagerlogistik ist mein Gebiet.',
    requestDone: 'Ihre Anfrage ist gesendet. Das Unternehmen entscheidet, ob es Sie annimmt.',
    yes: 'Ja',
    approve: 'Freigeben',
    approveDialog: 'Personalberater/in aktivieren',
    approveDone: 'Tobias Keller arbeitet jetzt an der Stelle.',
    applied: 'Beworben',
    editDialog: 'Aufgabe bearbeiten',
    taskField: /^Aufgabe/,
    due: /^Fällig am/,
    note: /^Notiz/,
    save: 'Speichern',
    edited: 'Tobias Keller vor der Freigabe anrufen',
    editedNote: 'Nach seinen Projekten in der Lagerlogistik fragen.',
    saved: 'Die Aufgabe ist gespeichert.',
  },
} as const;

for (const locale of ['en', 'de'] as const) {
  const t = texts[locale];
  test(`${locale}: a consultant's request opens a task on the employer's home, edited there; approving the consultant completes it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const employer = await apiLogin(request, t.employer);
    const consultant = await apiLogin(request, t.consultant);
    const title = `${t.title} ${runMark()}`;
    const draft = await call<{ id: number }>(request, employer, 'POST', 'job/create', {
      title,
      successFeePercentage: 20,
      positionCount: 1,
    });
    await call(request, employer, 'PUT', `job/${draft.id}/publish`, { terms: { accepted: true, locale: 'de', revision: '2018-05-25' } });
    const id = draft.id;

    // 1. The consultant asks to work on the vacancy from its page, with a cover letter.
    await openAs(page, consultant, `/dashboard/vacancy/${id}/view`, locale);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await main.locator('header').getByRole('button', { name: t.request }).click();
    const requestDialog = page.getByRole('dialog', { name: t.applyDialog });
    await requestDialog.getByRole('textbox', { name: t.coverLetter }).fill(t.coverLetterText);
    await requestDialog.getByRole('button', { name: t.yes }).click();
    await expect(requestDialog).toBeHidden();
    await expect(notice(page, t.requestDone)).toBeVisible();
    // The workflow opened the employer's task in the same change.
    const [opened, ...none] = await tasksOn(request, employer, id);
    expect(none).toEqual([]);
    expect(opened).toMatchObject({ kind: { code: 'approve-recruiter' }, status: { code: 'open' } });

    // 2. The employer sees it on the home page, with the open-task counter in the heading.
    await openAs(page, employer, home, locale);
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
    const panel = page.getByRole('region', { name: t.tasks });
    const item = panel.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByRole('link', { name: t.task })).toBeVisible();
    await expect(panel.getByRole('heading', { name: /\(\d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // 3. The employer edits the task on the home page: its text, a due date, a note (the TaskDialog).
    await item.getByRole('button', { name: `${locale === 'de' ? 'Bearbeiten' : 'Edit'}: ${t.task}` }).click();
    const editDialog = page.getByRole('dialog', { name: t.editDialog });
    const taskField = editDialog.getByRole('textbox', { name: t.taskField });
    await expect(taskField).toHaveValue(t.task);
    await taskField.fill(t.edited);
    await editDialog.getByRole('group', { name: t.due }).getByRole('spinbutton').first().click();
    await page.keyboard.type('04122026');
    await editDialog.getByRole('textbox', { name: t.note }).fill(t.editedNote);
    await editDialog.getByRole('button', { name: t.save }).click();
    await expect(editDialog).toBeHidden();
    await expect(notice(page, t.saved)).toBeVisible();
    // The list is read again: the new title links to the same place, with the note.
    await expect(item.getByRole('link', { name: t.edited })).toBeVisible();
    await expect(item).toContainText(t.editedNote);
    const [edited] = await tasksOn(request, employer, id);
    expect(edited).toMatchObject({ id: opened!.id, title: t.edited, note: t.editedNote, dueDate: '2026-12-04', status: { code: 'open' } });
    // The server holds it: after a reload the home shows the edited task.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
    await expect(item.getByRole('link', { name: t.edited })).toBeVisible();
    await expect(item).toContainText(t.editedNote);
    await expectNoAxeViolations(page);

    // 4. The task's link opens the vacancy's consultants, where the employer approves the consultant.
    await item.getByRole('link', { name: t.edited }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/vacancy/${id}/view\\?tab=consultants$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const row = page.getByRole('listitem', { name: t.consultant.name });
    await row.getByRole('button', { name: t.approve }).click();
    const approveDialog = page.getByRole('dialog', { name: t.approveDialog });
    await approveDialog.getByRole('button', { name: t.yes }).click();
    await expect(approveDialog).toBeHidden();
    await expect(notice(page, t.approveDone)).toBeVisible();
    await expect(row.getByText(t.applied, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // 5. The task is done (by the employer's approval) and gone from the home page.
    const [done] = await tasksOn(request, employer, id);
    expect(done).toMatchObject({ id: opened!.id, status: { code: 'done' }, completedBy: { id: employer.userId } });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: locale === 'de' ? 'Startseite' : 'Home' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
    await expect(page.getByRole('region', { name: t.tasks })).toBeVisible();
    await expect(page.getByRole('region', { name: t.tasks }).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
