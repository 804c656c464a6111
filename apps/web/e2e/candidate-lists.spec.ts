import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { activeVacancyOf, apiLogin, demo, expectNoAxeViolations, type Session, signIn } from './helpers';

// Issue 16 point 7 on the real server: the candidate lists (retained search) on the vacancy page's
// candidate-lists tab. On Rhein Logistik's "Supply Chain Analyst" (DEMO-007), Élodie Dubois
// (consultant5, accepted) submits a list with a document in the browser; the employer (employer.de,
// in English here) gives feedback on it, rejects a second list, meets a 409 on a third the
// consultant withdrew meanwhile (the dialog keeps the comment), and completes the research of the
// first with a milestone. The German pass: a fourth list from submission to completed research.
// The tests run in order.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
// The machine is shared: generous waits rather than flaky ones.
const expect = baseExpect.configure({ timeout: 20_000 });

const consultant5 = { email: 'consultant5@mandate.demo', password: 'Consultant-2026' } as const;
const stamp = Date.now().toString(36);
const titles = {
  journey: `Longlist supply chain ${stamp}`,
  rejected: `Logistics analysts ${stamp}`,
  conflict: `Hub candidates ${stamp}`,
  german: `Kandidatenliste Hamburg ${stamp}`,
};

let consultant: Session;
let employer: Session;
let vacancy: { id: number; title: string };

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

/** A list submitted through the API (upload, then create), as the consultant. */
async function submitByApi(request: APIRequestContext, title: string): Promise<number> {
  const upload = await request.post('/api/file/upload?type=attachment', {
    headers: { Token: consultant.token },
    multipart: { file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes(title) } },
  });
  expect(upload.status()).toBe(200);
  const file = ((await upload.json()) as { result: { id: number } }).result;
  const created = await request.post('/api/candidate-list/create', {
    headers: { Token: consultant.token },
    data: { title, comment: null, attachments: [file.id], jobId: vacancy.id },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { result: { id: number } }).result.id;
}

/** The server's lists of the vacancy as `title → { status, milestone }`. */
async function serverLists(request: APIRequestContext) {
  const response = await request.post('/api/candidate-list/list', {
    headers: { Token: employer.token },
    data: { jobId: vacancy.id, pageSize: 100 },
  });
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as {
    result: { items: { title: string; status: { code: string }; milestone: string | null }[] };
  };
  return Object.fromEntries(result.items.map((item) => [item.title, { status: item.status.code, milestone: item.milestone }]));
}

async function open(page: Page, session: Session, locale: 'en' | 'de' = 'en') {
  await signIn(page, session, locale);
  await page.goto(`/dashboard/vacancy/${vacancy.id}/view?tab=candidate-lists`);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
}

/** The card of a list (a list item named by its title). */
const cardOf = (page: Page, title: string) => page.getByRole('listitem', { name: title });
const actionsOf = (card: Locator) => card.getByRole('group', { name: /^(Actions for|Aktionen für) / }).getByRole('button');

/** Submits a list in the browser: title, comment, one PDF through the uploader. */
async function submitInBrowser(
  page: Page,
  title: string,
  texts: { open: string; dialog: string; comment: RegExp; submit: string; uploaded: string },
) {
  await page.getByRole('button', { name: texts.open }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^(Title|Titel)/ }).fill(title);
  const comment = dialog.getByRole('textbox', { name: texts.comment });
  await comment.click();
  await page.keyboard.type('Twelve profiles, four open to a move.');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'Longlist.pdf', mimeType: 'application/pdf', buffer: pdfBytes(title) });
  await expect(dialog.getByText(texts.uploaded, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.beforeAll(async ({ request }) => {
  consultant = await apiLogin(request, consultant5);
  employer = await apiLogin(request, demo.employerDe);
  vacancy = await activeVacancyOf(request, employer, 'Supply Chain Analyst');
});

test('the accepted consultant submits a candidate list with a document', async ({ page, request }) => {
  await open(page, consultant);
  await expect(page.getByRole('tab', { name: 'Candidate lists' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Submit candidate list' })).toBeVisible();
  await expectNoAxeViolations(page);
  await submitInBrowser(page, titles.journey, {
    open: 'Submit candidate list',
    dialog: 'Submit candidate list',
    comment: /^Comment/,
    submit: 'Submit',
    uploaded: 'Uploaded',
  });
  const card = cardOf(page, titles.journey);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Submitted by Élodie Dubois');
  await expect(card.getByRole('button', { name: 'Download Document 1' })).toBeVisible();
  await expect(actionsOf(card)).toHaveText(['Withdraw']);
  await expect(card.getByRole('list', { name: 'Log' }).getByRole('listitem')).toHaveCount(1);
  await expect(card).toContainText('Twelve profiles, four open to a move.');
  await expectNoAxeViolations(page);
  expect((await serverLists(request))[titles.journey]).toEqual({ status: 'submitted', milestone: null });
  // Two more lists for the employer's part.
  await submitByApi(request, titles.rejected);
  await submitByApi(request, titles.conflict);
});

test('the employer gives feedback, rejects a list and meets a 409 that keeps the comment', async ({ page, request }) => {
  await open(page, employer);
  const journey = cardOf(page, titles.journey);
  await expect(actionsOf(journey)).toHaveText(['Complete research', 'Give feedback', 'Reject']);
  await expect(page.getByRole('button', { name: 'Submit candidate list' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Feedback with an assessment level.
  await actionsOf(journey).filter({ hasText: 'Give feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Edit employer feedback' });
  await feedback.getByRole('textbox', { name: /^Feedback/ }).fill('Strong longlist, please add two profiles from Bremen.');
  await feedback.getByRole('button', { name: /Assessment level/ }).click();
  await page.getByRole('option', { name: 'Good' }).click();
  await feedback.getByRole('button', { name: 'Save' }).click();
  await expect(feedback).toBeHidden();
  await expect(journey).toContainText('Strong longlist, please add two profiles from Bremen.');
  await expect(journey.getByRole('group', { name: 'Employer feedback' })).toContainText('Good · Given on');
  await expect(actionsOf(journey)).toHaveText(['Complete research', 'Edit feedback', 'Reject']);

  // A second list rejected with a comment.
  const rejected = cardOf(page, titles.rejected);
  await actionsOf(rejected).filter({ hasText: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject candidate list' });
  await reject.getByRole('textbox', { name: /^Comment/ }).fill('Too far from the Hamburg hub.');
  await reject.getByRole('button', { name: 'Yes' }).click();
  await expect(reject).toBeHidden();
  await expect(rejected.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await expect(actionsOf(rejected)).toHaveText(['Give feedback']);
  await expect(rejected.getByRole('list', { name: 'Log' })).toContainText('Too far from the Hamburg hub.');

  // A third list: the consultant withdraws it while the employer's reject dialog is open.
  const conflict = cardOf(page, titles.conflict);
  await actionsOf(conflict).filter({ hasText: 'Reject' }).click();
  const refused = page.getByRole('dialog', { name: 'Reject candidate list' });
  await refused.getByRole('textbox', { name: /^Comment/ }).fill('Not the profiles we need.');
  const lists = await request.post('/api/candidate-list/list', {
    headers: { Token: consultant.token },
    data: { jobId: vacancy.id, pageSize: 100 },
  });
  const conflictId = ((await lists.json()) as { result: { items: { id: number; title: string }[] } }).result.items.find(
    (item) => item.title === titles.conflict,
  )!.id;
  const withdrawn = await request.put(`/api/candidate-list/${conflictId}/withdraw`, {
    headers: { Token: consultant.token },
    data: { comment: 'Candidates placed elsewhere.', sendCopyToEmployer: false },
  });
  expect(withdrawn.status()).toBe(200);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/candidate-list/${conflictId}/reject`)),
    refused.getByRole('button', { name: 'Yes' }).click(),
  ]);
  expect(answer.status()).toBe(409);
  // The server's 409 in the dialog; the comment kept; the dialog open.
  await expect(refused.getByRole('alert')).toBeVisible();
  await expect(refused.getByRole('textbox', { name: /^Comment/ })).toHaveValue('Not the profiles we need.');
  await expectNoAxeViolations(page);
  await refused.getByRole('button', { name: 'No' }).click();
  await expect(refused).toBeHidden();
  const lists409 = await serverLists(request);
  expect(lists409[titles.conflict]).toEqual({ status: 'withdrawn', milestone: null });
  expect(lists409[titles.rejected]).toEqual({ status: 'rejected', milestone: null });
});

test('the employer completes the research with a milestone', async ({ page, request }) => {
  await open(page, employer);
  const journey = cardOf(page, titles.journey);
  await actionsOf(journey).filter({ hasText: 'Complete research' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete research' });
  await complete.getByRole('button', { name: /Milestone/ }).click();
  await page.getByRole('option', { name: 'Shortlist delivered' }).click();
  await complete.getByRole('button', { name: 'Yes' }).click();
  await expect(complete).toBeHidden();
  await expect(actionsOf(journey)).toHaveText(['Edit feedback']);
  await expect(journey.getByRole('group', { name: `Facts of ${titles.journey}` })).toContainText('Shortlist delivered');
  // The log: submitted, feedback, completed (newest first).
  await expect(journey.getByRole('list', { name: 'Log' }).getByRole('listitem')).toHaveCount(3);
  await expect(journey.getByRole('list', { name: 'Log' }).getByRole('listitem').first()).toContainText('Research completed');
  await expectNoAxeViolations(page);
  expect((await serverLists(request))[titles.journey]).toEqual({ status: 'completed', milestone: 'shortlist-delivery' });
});

test('in German: a list from submission to completed research', async ({ page, request }) => {
  await open(page, consultant, 'de');
  await expect(page.getByRole('tab', { name: 'Kandidatenlisten' })).toHaveAttribute('aria-selected', 'true');
  await submitInBrowser(page, titles.german, {
    open: 'Kandidatenliste einreichen',
    dialog: 'Kandidatenliste einreichen',
    comment: /^Kommentar/,
    submit: 'Einreichen',
    uploaded: 'Hochgeladen',
  });
  await expect(actionsOf(cardOf(page, titles.german))).toHaveText(['Zurückziehen']);
  await expectNoAxeViolations(page);

  await open(page, employer, 'de');
  const card = cardOf(page, titles.german);
  await expect(actionsOf(card)).toHaveText(['Recherche abschließen', 'Feedback geben', 'Ablehnen']);
  await actionsOf(card).filter({ hasText: 'Recherche abschließen' }).click();
  const complete = page.getByRole('dialog', { name: 'Recherche abschließen' });
  await complete.getByRole('button', { name: /Meilenstein/ }).click();
  await page.getByRole('option', { name: 'Longlist geliefert' }).click();
  await complete.getByRole('button', { name: 'Ja' }).click();
  await expect(complete).toBeHidden();
  await expect(card.getByText('Recherche abgeschlossen').first()).toBeVisible();
  await expect(card.getByRole('group', { name: `Angaben zu ${titles.german}` })).toContainText('Longlist geliefert');
  await expect(card.getByRole('list', { name: 'Protokoll' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  expect((await serverLists(request))[titles.german]).toEqual({ status: 'completed', milestone: 'long-list-delivery' });
});
