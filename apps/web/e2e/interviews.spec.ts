import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activeVacancyOf, apiLogin, demo, expectNoAxeViolations, type Session, signIn } from './helpers';

// Issue 16 point 4 on the real server: interviews and bulk actions on the vacancy page's applications
// tab. On Rhein Logistik's "Supply Chain Analyst" (DEMO-007: no other journey touches its
// applications), Élodie Dubois (consultant5) submits three candidates of this spec's own; the
// employer (employer.de, in English here) schedules, changes and cancels an interview with one,
// bulk-rejects the two others and Tim Berger (withdrawn: refused) with one reason, and the consultant
// sees the interviews. The browser runs in Zurich's time zone. The tests run in order.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
// The machine is shared: generous waits rather than flaky ones.
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ timezoneId: 'Europe/Zurich' });

const consultant5 = { email: 'consultant5@mandate.demo', password: 'Consultant-2026' } as const;
const interviewee = 'Ida Imhof';
const bulk = ['Bea Brunner', 'Ben Bachmann'] as const;

let employer: Session;
let consultant: Session;
let vacancy: { id: number; title: string };
const applicationIds: Record<string, number> = {};

async function submit(request: APIRequestContext, firstName: string, lastName: string) {
  const headers = { Token: consultant.token };
  const email = `${firstName}.${lastName}@interviews.e2e`.toLowerCase();
  const candidate = await request.post('/api/candidate/create', {
    headers,
    data: { firstName, lastName, email, consent: { document: 'candidate-privacy-notice', locale: 'en' } },
  });
  expect(candidate.status()).toBe(200);
  const { result } = (await candidate.json()) as { result: { id: number } };
  const application = await request.post('/api/application/create', {
    headers,
    data: { jobId: vacancy.id, candidateId: result.id, consent: true },
  });
  expect(application.status(), await application.text()).toBe(200);
  applicationIds[`${firstName} ${lastName}`] = ((await application.json()) as { result: { id: number } }).result.id;
}

async function interviewsOf(request: APIRequestContext, session: Session, applicationId: number) {
  const response = await request.post('/api/interview/list', { headers: { Token: session.token }, data: { applicationId } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { items: { id: number; date: string; status: { code: string }; kind: string }[] } }).result
    .items;
}

async function open(page: Page, session: Session) {
  await signIn(page, session);
  await page.goto(`/dashboard/vacancy/${vacancy.id}/view?tab=applications`);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
}

/** Ticks a checkbox with the pointer: a click on its box (the input itself is visually hidden, as React Aria draws the box). */
async function tick(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
    .click();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
}

const cardOf = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function openCard(page: Page, name: string) {
  const card = cardOf(page, name);
  await card.getByRole('button', { name: `Details: ${name}` }).click();
  return card;
}

test.beforeAll(async ({ request }) => {
  employer = await apiLogin(request, demo.employerDe);
  consultant = await apiLogin(request, consultant5);
  vacancy = await activeVacancyOf(request, employer, 'Supply Chain Analyst');
  await submit(request, 'Ida', 'Imhof');
  await submit(request, 'Bea', 'Brunner');
  await submit(request, 'Ben', 'Bachmann');
});

test('the employer schedules, changes and cancels an interview', async ({ page, request }) => {
  await open(page, employer);
  let card = await openCard(page, interviewee);
  await expect(card.getByRole('group', { name: 'Interviews' })).toContainText('No interview scheduled yet.');
  await card.getByRole('button', { name: 'Schedule interview' }).click();

  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await expect(dialog).toContainText('Times are in your time zone, Europe/Zurich');
  // The day typed segment by segment (dd/MM/yyyy), the time picked, a video call with its link.
  await dialog.getByRole('group', { name: /^Day/ }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01122026');
  await dialog.getByRole('button', { name: /Time/ }).click();
  await page.getByRole('option', { name: '14:30', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Duration/ }).fill('45');
  await dialog.getByText('Video call', { exact: true }).click();
  // A link that is no web address: the schema's message, nothing sent.
  await dialog.getByRole('textbox', { name: /^Video link/ }).fill('meet-room-4');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Enter a web address starting with https://')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Video link/ }).fill('https://meet.example.com/ida-imhof');
  await dialog.getByRole('textbox', { name: /^Taking part/ }).fill('Thomas Keller, HR');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();

  // The application moved to "Pending interview"; the interview shows in Zurich time.
  card = page.getByRole('region', { name: 'Pending interview' }).getByRole('listitem', { name: interviewee, exact: true });
  await expect(card).toBeVisible();
  const interviews = card.getByRole('list', { name: 'Interviews' }).getByRole('listitem');
  await expect(interviews).toHaveCount(1);
  await expect(interviews.first()).toContainText('14:30');
  await expect(interviews.first()).toContainText('Taking part: Thomas Keller, HR');
  await expect(interviews.first().getByRole('link', { name: /Video call/ })).toHaveAttribute('href', 'https://meet.example.com/ida-imhof');
  let saved = await interviewsOf(request, employer, applicationIds[interviewee]!);
  expect(saved).toMatchObject([{ date: '2026-12-01T13:30:00.000Z', kind: 'video', status: { code: 'scheduled' } }]);
  await expectNoAxeViolations(page);

  // Changed: 15:00 on site.
  await interviews
    .first()
    .getByRole('button', { name: /^Change: interview on/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Change interview' });
  await expect(edit.getByRole('button', { name: /Time/ })).toContainText('14:30');
  await edit.getByRole('button', { name: /Time/ }).click();
  await page.getByRole('option', { name: '15:00', exact: true }).click();
  await edit.getByText('On site', { exact: true }).click();
  await edit.getByRole('textbox', { name: /^Place/ }).fill('Rhein Logistik, Köln, room 2');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(interviews.first()).toContainText('15:00');
  await expect(interviews.first()).toContainText('On site: Rhein Logistik, Köln, room 2');
  saved = await interviewsOf(request, employer, applicationIds[interviewee]!);
  expect(saved).toMatchObject([{ date: '2026-12-01T14:00:00.000Z', kind: 'on-site' }]);

  // Cancelled after a confirmation: struck through, no more actions.
  await interviews
    .first()
    .getByRole('button', { name: /^Cancel interview:/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Cancel interview' });
  await expect(confirm).toContainText(`Cancel the interview with ${interviewee}`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
  await expect(interviews.first()).toContainText('Cancelled');
  await expect(interviews.first().getByRole('button')).toHaveCount(0);
  saved = await interviewsOf(request, employer, applicationIds[interviewee]!);
  expect(saved[0]?.status.code).toBe('cancelled');
});

test('the employer bulk-rejects applications with one reason and sees the result per application', async ({ page, request }) => {
  await open(page, employer);
  const toolbar = page.getByRole('toolbar', { name: 'Selected applications' });
  await expect(toolbar).toContainText('0 applications selected');
  await expect(toolbar.getByRole('button', { name: 'Reject…' })).toBeDisabled();
  // One with the pointer, one with the keyboard (Space), and Tim Berger, withdrawn: the server refuses him.
  await tick(page, `Select ${bulk[0]}`);
  await page.getByRole('checkbox', { name: `Select ${bulk[1]}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: `Select ${bulk[1]}` })).toBeChecked();
  await tick(page, 'Select Tim Berger');
  await expect(toolbar).toContainText('3 applications selected');

  await toolbar.getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject candidate' });
  await expect(dialog).toContainText('3 candidates');
  await dialog.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('We filled the shortlist with other profiles.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();

  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('2 done, 1 refused.');
  const rows = results.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `${bulk[0]}: rejected` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `${bulk[1]}: rejected` })).toHaveCount(1);
  await expect(rows.filter({ hasText: /^Tim Berger: refused — .+/ })).toHaveCount(1);
  await expect(toolbar).toContainText('0 applications selected');
  const rejected = page.getByRole('region', { name: 'Candidate rejected' });
  for (const name of bulk) await expect(rejected.getByRole('listitem', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const name of bulk) {
    const response = await request.get(`/api/application/${applicationIds[name]}/view`, { headers: { Token: employer.token } });
    const { result } = (await response.json()) as { result: { status: { code: string }; rejectReason: string | null } };
    expect(result.status.code, name).toBe('rejected');
    expect(result.rejectReason).toBeTruthy();
  }
});

test('the consultant sees the interviews, without changing them', async ({ page, request }) => {
  // A second interview, scheduled through the API, stays scheduled.
  const created = await request.post(`/api/application/${applicationIds[interviewee]}/interview/create`, {
    headers: { Token: employer.token },
    data: { date: '2026-12-03T10:00:00+01:00', timeZone: 'Europe/Zurich', kind: 'phone' },
  });
  expect(created.status()).toBe(200);
  await open(page, consultant);
  await expect(page.getByRole('toolbar', { name: 'Selected applications' })).toHaveCount(0);
  const card = await openCard(page, interviewee);
  const interviews = card.getByRole('list', { name: 'Interviews' }).getByRole('listitem');
  await expect(interviews).toHaveCount(2);
  await expect(interviews.nth(0)).toContainText('Cancelled');
  await expect(interviews.nth(1)).toContainText('10:00');
  await expect(interviews.nth(1)).toContainText('By phone');
  await expect(card.getByRole('group', { name: 'Interviews' }).getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Schedule interview' })).toHaveCount(0);
  expect(await interviewsOf(request, consultant, applicationIds[interviewee]!)).toHaveLength(2);
});
