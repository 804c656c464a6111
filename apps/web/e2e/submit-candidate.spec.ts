import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { activeVacancyOf, apiLogin, demo, expectNoAxeViolations, type Session, signIn } from './helpers';

// Issue 16 §3 on the real server with fresh demo data: Tobias Keller (consultant4, Nordlicht
// Executive Partners, accepted on DEMO-002 "Senior Process Engineer") submits one of his candidates
// from the vacancy page and sees the application in its applications tab. Then consultant1 (Alpine,
// accepted on DEMO-001 "Head of Regulatory Affairs" of the same employer) tries to submit the same
// person (same name and e-mail, their own record), in German: the duplicate check names the owner
// before the submission, and the server's 409 names them again. The tests run in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const owner = { email: 'consultant4@mandate.demo', password: 'Consultant-2026', name: 'Tobias Keller' };
const agency = 'Nordlicht Executive Partners GmbH';
const stamp = Date.now().toString(36);
const person = { firstName: 'Elias', lastName: `Brandt${stamp}`, email: `elias.brandt.${stamp}@candidates.demo` };
const fullName = `${person.firstName} ${person.lastName}`;

let consultant4: Session;
let consultant1: Session;
let ownCandidate: number;
let otherCandidate: number;
let processEngineer: { id: number; title: string };
let regulatory: { id: number; title: string };

/** Ticks a React Aria checkbox with the keyboard (its input is visually hidden; in a long dialog it may be scrolled away). */
async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

async function createCandidate(request: APIRequestContext, session: Session) {
  const created = await request.post('/api/candidate/create', {
    headers: { Token: session.token },
    data: { ...person, consent: { document: 'candidate-privacy-notice', locale: 'en' } },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { result: { id: number } }).result.id;
}

/** The applications of a candidate, as its consultant sees them. */
async function applicationsOf(request: APIRequestContext, session: Session, candidateId: number) {
  const response = await request.post('/api/application/list', { headers: { Token: session.token }, data: { candidateId } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { items: { job: { id: number } }[] } }).result.items;
}

async function open(page: Page, session: Session, url: string, locale: 'en' | 'de') {
  await signIn(page, session, locale);
  await page.goto(url);
}

test.beforeAll(async ({ request }) => {
  consultant4 = await apiLogin(request, owner);
  consultant1 = await apiLogin(request, demo.consultant);
  const employer = await apiLogin(request, demo.employer);
  processEngineer = await activeVacancyOf(request, employer, 'Senior Process Engineer');
  regulatory = await activeVacancyOf(request, employer, 'Head of Regulatory Affairs');
  ownCandidate = await createCandidate(request, consultant4);
  otherCandidate = await createCandidate(request, consultant1);
});

test('an accepted consultant submits an existing candidate from the vacancy page and sees the application', async ({ page, request }) => {
  await open(page, consultant4, `/dashboard/vacancy/${processEngineer.id}/view`, 'en');
  await expect(page.getByRole('heading', { level: 1, name: processEngineer.title })).toBeVisible();
  await page.getByRole('button', { name: 'Submit candidate' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/candidate/application/create\\?job=${processEngineer.id}$`));

  // The dialog: an existing candidate, chosen in the picker, the privacy notice ticked.
  const dialog = page.getByRole('dialog', { name: 'Submit candidate' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Edit an existing candidate' }).check({ force: true });
  await dialog.getByRole('combobox', { name: /^Candidate/ }).fill(person.lastName);
  await page.getByRole('option', { name: new RegExp(fullName) }).click();
  await expect(dialog.getByRole('group', { name: 'Chosen candidate' })).toContainText(fullName);
  await tick(dialog.getByRole('checkbox'));
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The submission step: the candidate, the duplicate check (nobody else), comment and consent.
  await expect(page).toHaveURL(new RegExp(`job=${processEngineer.id}&candidate=${ownCandidate}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a candidate' })).toBeVisible();
  await expect(page.getByText(fullName, { exact: true })).toBeVisible();
  await expect(page.getByText('No other submission of this person to this employer was found.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Submission' });
  const submit = form.getByRole('button', { name: 'Submit candidate' });
  await expect(submit).toBeDisabled();
  await form.getByRole('textbox', { name: 'Comment to the employer' }).fill('Strong process background.');
  await tick(form.getByRole('checkbox'));
  await expectNoAxeViolations(page);
  await submit.click();

  // Back on the vacancy's applications tab, with the new application.
  await expect(page).toHaveURL(new RegExp(`/dashboard/vacancy/${processEngineer.id}/view\\?tab=applications$`));
  await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem', { name: fullName })).toBeVisible();
  expect((await applicationsOf(request, consultant4, ownCandidate)).map((a) => a.job.id)).toEqual([processEngineer.id]);
});

test('de: a second consultant, from the candidate page, meets the duplicate check and the ownership refusal naming the owner', async ({
  page,
  request,
}) => {
  // The candidate page's entry: the vacancies the consultant is accepted on, each a link to the submission.
  await open(page, consultant1, `/dashboard/candidate/${otherCandidate}/view`, 'de');
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Einer Vakanz vorschlagen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Für „${regulatory.title}“ vorschlagen` }).click();
  await expect(page).toHaveURL(new RegExp(`job=${regulatory.id}&candidate=${otherCandidate}$`));

  // Before the submission: the duplicate check names the owner, the agency and what matched.
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidat/in vorschlagen' })).toBeVisible();
  const check = page.getByRole('alert').filter({ hasText: owner.name });
  await expect(check).toContainText(`${owner.name} (${agency})`);
  await expect(check).toContainText('Übereinstimmung: E-Mail');
  await expectNoAxeViolations(page);

  // Submitting anyway: the server refuses with 409 naming the owner; the page says what to do next.
  const form = page.getByRole('form', { name: 'Vorschlag' });
  await tick(form.getByRole('checkbox'));
  await form.getByRole('button', { name: 'Kandidat/in vorschlagen' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText(`bereits am`);
  await expect(refusal).toContainText(`von ${owner.name} (${agency}) vorgeschlagen`);
  await expect(refusal.getByRole('link', { name: 'Nachrichten' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`candidate=${otherCandidate}$`));
  await expectNoAxeViolations(page);
  expect(await applicationsOf(request, consultant1, otherCandidate)).toEqual([]);
});
