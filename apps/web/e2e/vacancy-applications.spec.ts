import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { activeVacancyOf, apiLogin, demo, expectNoAxeViolations, type Session, signIn } from './helpers';

/** The feedback action's label: "Give feedback", or "Edit feedback" when the application has feedback already. */
const feedbackAction = /^(Give|Edit) feedback$/;

// Issue 16 points 4 and 5 and issue 14's PDF download, on the real server with fresh demo data: the
// vacancy page's applications tab. On DEMO-002 ("Senior Process Engineer", 20 %, two positions):
// Jonas Roth in line-manager review, Mia Schneider in HR review, Felix Braun backed up. On DEMO-001
// ("Head of Regulatory Affairs") the German pass: Lena Vogel proposed. The tests run in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let employer: Session;
type Vacancy = { id: number; title: string; successFeePercentage: number | null; positionCount: number; placementCount: number };
let processEngineer: Vacancy;
let regulatory: Vacancy;

async function vacancyView(request: APIRequestContext, id: number): Promise<Vacancy> {
  const response = await request.get(`/api/job/${id}/view`, { headers: { Token: employer.token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: Vacancy }).result;
}

/** The server's applications of a vacancy as `candidate → { id, status }`. */
async function applications(request: APIRequestContext, jobId: number) {
  const response = await request.post('/api/application/list', { headers: { Token: employer.token }, data: { jobId, pageSize: 50 } });
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as {
    result: { items: { id: number; candidate: { fullName: string }; status: { code: string } }[] };
  };
  return Object.fromEntries(result.items.map((item) => [item.candidate.fullName, { id: item.id, status: item.status.code }]));
}

async function open(page: Page, vacancy: Vacancy, locale: 'en' | 'de' = 'en') {
  await signIn(page, employer, locale);
  await page.goto(`/dashboard/vacancy/${vacancy.id}/view?tab=applications`);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
}

/** The card of a candidate in the pipeline (a list item named by the candidate). */
const cardOf = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Presses Tab until the focus is on `target` or inside it (keyboard only; at most 80 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

/** A day as the date fields take it, typed segment by segment: day, month, year (EN and DE both write dd/MM/yyyy). */
const typedDay = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}${month}${year}`;
};

test.beforeAll(async ({ request }) => {
  employer = await apiLogin(request, demo.employer);
  processEngineer = await vacancyView(request, (await activeVacancyOf(request, employer, 'Senior Process Engineer')).id);
  regulatory = await vacancyView(request, (await activeVacancyOf(request, employer, 'Head of Regulatory Affairs')).id);
  expect(processEngineer.successFeePercentage).toBe(20);
});

test('the pipeline by status, with 0 axe violations', async ({ page }) => {
  await open(page, processEngineer);
  await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  // One section per status in pipeline order, each with its label, count and cards.
  const lineReview = page.getByRole('region', { name: 'Line review' });
  await expect(lineReview.getByRole('heading', { name: 'Line review · 1 application' })).toBeVisible();
  await expect(lineReview.getByRole('listitem', { name: 'Jonas Roth' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'HR review' }).getByRole('listitem', { name: 'Mia Schneider' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Backup' }).getByRole('listitem', { name: 'Felix Braun' })).toBeVisible();
  // Other journeys (submit-candidate) may have added applications in other groups before this one:
  // what counts is that these three groups stand in pipeline order.
  const headings = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
  await expect
    .poll(async () => (await headings.allTextContents()).filter((text) => /^(Line review|HR review|Backup) ·/.test(text)))
    .toEqual(['Line review · 1 application', 'HR review · 1 application', 'Backup · 1 application']);
  // An opened card lists what the server's domain machine allows the employer in line review, and the log.
  const jonas = cardOf(page, 'Jonas Roth');
  await jonas.getByRole('button', { name: 'Details: Jonas Roth' }).click();
  const actions = jonas.getByRole('group', { name: 'Actions for Jonas Roth' });
  await expect(actions.getByRole('button')).toHaveText([
    'Schedule interview',
    'Forward to HR review',
    'Make offer',
    'Hire',
    'Back up',
    'Reject',
    // "Edit feedback" once there is feedback: the line manager's shortlist review (shortlist.spec.ts,
    // same demo vacancy, earlier in the run) is feedback on the application too.
    feedbackAction,
    'Download PDF',
  ]);
  await expect(jonas.getByRole('list', { name: 'Log' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('the employer makes an offer, then hires with the keyboard only; the fee is domain’s, the placement shows', async ({
  page,
  request,
}) => {
  await open(page, processEngineer);
  const jonas = cardOf(page, 'Jonas Roth');
  await jonas.getByRole('button', { name: 'Details: Jonas Roth' }).click();
  await jonas.getByRole('button', { name: 'Make offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Make offer' });
  await offer.getByRole('textbox').fill('Offer of CHF 130,000 sent by e-mail.');
  await offer.getByRole('button', { name: 'Yes' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('region', { name: 'Offer sent' }).getByRole('listitem', { name: 'Jonas Roth' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'The offer to Jonas Roth is recorded.' })).toBeVisible();
  expect((await applications(request, processEngineer.id))['Jonas Roth']?.status).toBe('offer-made');

  // From here the keyboard only: to the card's Hire button, then through the dialog.
  const hireButton = cardOf(page, 'Jonas Roth').getByRole('button', { name: 'Hire' });
  await tabTo(page, hireButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hire candidate' });
  await expect(dialog).toBeVisible();
  const totalPackage = dialog.getByRole('textbox', { name: 'Total yearly compensation package' });
  await expect(totalPackage).toBeFocused();
  await page.keyboard.type('130000');
  // The fee shown is floor(package × percent / 100) at the vacancy's percentage.
  const expectedFee = Math.floor((130_000 * processEngineer.successFeePercentage!) / 100);
  const fee = dialog.getByRole('textbox', { name: 'Recruitment fee' });
  await expect.poll(async () => Number((await fee.inputValue()).replace(/\D/g, ''))).toBe(expectedFee);
  // The offer date comes from the offer's log entry (today); start and signature typed.
  const today = new Date().toLocaleDateString('en-CA');
  const offerDate = dialog.getByRole('group', { name: 'Offer date' });
  await expect(offerDate.getByRole('spinbutton', { name: /year/i })).toHaveText(today.slice(0, 4));
  await tabTo(page, dialog.getByRole('group', { name: 'Start date' }));
  await page.keyboard.type(typedDay('2027-01-01'));
  await tabTo(page, dialog.getByRole('group', { name: 'Contract signature date' }));
  await page.keyboard.type(typedDay(today));
  await tabTo(page, dialog.getByRole('textbox', { name: 'Approval number' }));
  await page.keyboard.type('PO-2026-0042');
  await tabTo(page, dialog.getByRole('button', { name: 'Hire' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The placement on the application and on the vacancy, without a reload.
  await expect(page.getByRole('alertdialog', { name: 'Jonas Roth is hired. The placement is recorded.' })).toBeVisible();
  const hired = page.getByRole('region', { name: 'Candidate recruited' }).getByRole('listitem', { name: 'Jonas Roth' });
  await expect(hired).toBeVisible();
  const placement = hired.getByRole('group', { name: 'Placement', exact: true });
  await expect(placement).toContainText('CHF 130,000');
  await expect(placement).toContainText(`CHF ${expectedFee.toLocaleString('en-US')}`);
  await expect(page.getByRole('group', { name: 'Key facts' })).toContainText(
    `${processEngineer.positionCount} positions, ${processEngineer.placementCount + 1} filled`,
  );
  // The server recorded the same.
  const jonasId = (await applications(request, processEngineer.id))['Jonas Roth']!.id;
  const view = await request.get(`/api/application/${jonasId}/view`, { headers: { Token: employer.token } });
  const record = ((await view.json()) as { result: { status: { code: string }; placement: { recruitmentFee: number; startDate: string } } })
    .result;
  expect(record.status.code).toBe('recruited');
  expect(record.placement).toMatchObject({ recruitmentFee: expectedFee, startDate: '2027-01-01' });
  expect((await vacancyView(request, processEngineer.id)).placementCount).toBe(processEngineer.placementCount + 1);
  await expectNoAxeViolations(page);
});

test('the employer rejects another application with a reason', async ({ page, request }) => {
  await open(page, processEngineer);
  const mia = cardOf(page, 'Mia Schneider');
  await mia.getByRole('button', { name: 'Details: Mia Schneider' }).click();
  await mia.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject candidate' });
  await dialog.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Not enough experience' }).click();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('We need more biologics experience.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  const rejected = page.getByRole('region', { name: 'Candidate rejected' }).getByRole('listitem', { name: 'Mia Schneider' });
  await expect(rejected).toBeVisible();
  // The log names the reason by its label, with the comment.
  const newest = rejected.getByRole('list', { name: 'Log' }).getByRole('listitem').first();
  await expect(newest).toContainText('Reject');
  await expect(newest).toContainText('Not enough experience');
  await expect(newest).toContainText('We need more biologics experience.');
  // Rejected now: reactivating is what the machine offers.
  await expect(rejected.getByRole('group', { name: 'Actions for Mia Schneider' }).getByRole('button')).toHaveText([
    'Reactivate',
    feedbackAction,
    'Download PDF',
  ]);
  expect((await applications(request, processEngineer.id))['Mia Schneider']?.status).toBe('rejected');
});

test('the employer downloads an application PDF through the attachment dialog', async ({ page }) => {
  await open(page, processEngineer);
  const felix = cardOf(page, 'Felix Braun');
  await felix.getByRole('button', { name: 'Details: Felix Braun' }).click();
  await felix.getByRole('button', { name: 'Download PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download application attachments' });
  // One PDF: the cover page and the information besides the defaults, not separately.
  for (const [name, checked] of [
    ['Cover page', true],
    ['Candidate information', true],
    ['Download the files separately', false],
  ] as const) {
    // React Aria's checkbox: its label takes the click (the input itself is visually hidden).
    await dialog.getByText(name, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name })).toBeChecked({ checked });
  }
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  await expect(dialog).toBeHidden();
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});

test('de: the employer forwards an application to the HR review', async ({ page, request }) => {
  await open(page, regulatory, 'de');
  await expect(page.getByRole('tab', { name: 'Bewerbungen' })).toHaveAttribute('aria-selected', 'true');
  const proposed = page.getByRole('region', { name: 'Noch nicht für ein Interview ausgewählt' });
  const lena = proposed.getByRole('listitem', { name: 'Lena Vogel' });
  await expect(lena).toBeVisible();
  await lena.getByRole('button', { name: 'Details: Lena Vogel' }).click();
  await lena.getByRole('button', { name: 'An HR-Prüfung weiterleiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'An HR-Prüfung weiterleiten' });
  await expect(dialog).toContainText('Die Bewerbung von Lena Vogel an die HR-Prüfung weiterleiten?');
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: 'Die Bewerbung von Lena Vogel ist in der HR-Prüfung.' })).toBeVisible();
  const reviewed = page.getByRole('region', { name: 'HR-Prüfung' }).getByRole('listitem', { name: 'Lena Vogel' });
  await expect(reviewed).toBeVisible();
  await expect(reviewed.getByRole('list', { name: 'Protokoll' }).getByRole('listitem').first()).toContainText('An HR-Prüfung weiterleiten');
  // A placement elsewhere on the vacancy in German figures: Sophie Weber's offer is open, the hire dialog's fee in German.
  const sophie = page.getByRole('region', { name: 'Angebot gesendet' }).getByRole('listitem', { name: 'Sophie Weber' });
  await sophie.getByRole('button', { name: 'Details: Sophie Weber' }).click();
  await sophie.getByRole('button', { name: 'Einstellen' }).click();
  const hire = page.getByRole('dialog', { name: 'Kandidat/in einstellen' });
  await expect(hire.getByRole('textbox', { name: 'Gesamtes Jahrespaket (Vergütung)' })).toBeFocused();
  await page.keyboard.type('200000');
  const expectedFee = Math.floor((200_000 * regulatory.successFeePercentage!) / 100);
  await expect
    .poll(async () => Number((await hire.getByRole('textbox', { name: 'Vermittlungshonorar' }).inputValue()).replace(/\D/g, '')))
    .toBe(expectedFee);
  await hire.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(hire).toBeHidden();
  expect((await applications(request, regulatory.id))['Lena Vogel']?.status).toBe('in-review');
  await expectNoAxeViolations(page);
});
