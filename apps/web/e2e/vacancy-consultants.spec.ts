import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activeVacancyOf, apiLogin, demo, expectNoAxeViolations, type Session, signIn } from './helpers';

// Issue 15 point 4 on the real server with fresh demo data: the vacancy page's consultants tab and
// menu dialogs. On DEMO-001 ("Head of Regulatory Affairs", Anna Meier's): Lea Schneider accepted with
// candidates, Jürg Baumann invited, Sophie Wagner requested; Tobias Keller requests in beforeAll. The
// tests run in order: they share the vacancy and leave it active again at the end.
test.describe.configure({ mode: 'serial' });

const consultant2 = { email: 'consultant2@mandate.demo', password: 'Consultant-2026', name: 'Jürg Baumann' };
const consultant4 = { email: 'consultant4@mandate.demo', password: 'Consultant-2026', name: 'Tobias Keller' };
const requested = 'Sophie Wagner';
const supplier = 'Lea Schneider';

let employer: Session;
let vacancy: { id: number; title: string };

/** The server's consultants of the vacancy as `name → status code`. */
async function statuses(request: APIRequestContext) {
  const response = await request.get(`/api/job/${vacancy.id}/job-recruiter`, { headers: { Token: employer.token } });
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: { items: { recruiter: { fullName: string }; status: { code: string } }[] } };
  return Object.fromEntries(result.items.map((item) => [item.recruiter.fullName, item.status.code]));
}

async function jobStatus(request: APIRequestContext) {
  const view = await request.get(`/api/job/${vacancy.id}/view`, { headers: { Token: employer.token } });
  return ((await view.json()) as { result: { status: { code: string } } }).result.status.code;
}

/** The row of a consultant in the consultants tab. */
const rowOf = (page: Page, name: string) => page.getByRole('listitem', { name });

async function open(page: Page, session: Pick<Session, 'token' | 'refreshToken'>, locale: 'en' | 'de' = 'en') {
  await signIn(page, session, locale);
  await page.goto(`/dashboard/vacancy/${vacancy.id}/view`);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  employer = await apiLogin(request, demo.employer);
  vacancy = await activeVacancyOf(request, employer, 'Head of Regulatory Affairs');
  // A second consultant asks to work on it, with a cover letter.
  const tobias = await apiLogin(request, consultant4);
  const asked = await request.post(`/api/job/${vacancy.id}/job-recruiter/request`, {
    headers: { Token: tobias.token },
    data: { comment: '<p>Regulatory affairs is my field.</p>' },
  });
  expect(asked.status()).toBe(200);
});

test('the employer approves a requested consultant; the row and the server say Applied', async ({ page, request }) => {
  await open(page, employer);
  await expect(page.getByRole('tab', { name: 'Search consultants' })).toHaveAttribute('aria-selected', 'true');
  const row = rowOf(page, requested);
  await expect(row.getByText('Requested')).toBeVisible();
  await expect(row.getByText('I placed two regulatory heads last year.')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate search consultant' });
  await expect(dialog).toContainText(`Accept the request of ${requested}`);
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(dialog).toBeHidden();
  await expect(row.getByText('Applied')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByText(`${requested} works on the vacancy now.`)).toBeVisible();
  expect((await statuses(request))[requested]).toBe('accepted');
});

test('de: the employer rejects another consultant with a reason; the row says Abgelehnt', async ({ page, request }) => {
  await open(page, employer, 'de');
  const row = rowOf(page, consultant4.name);
  await expect(row.getByText('Angefragt')).toBeVisible();
  await row.getByRole('button', { name: 'Ablehnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personalberater/in ablehnen' });
  await dialog.getByRole('textbox', { name: /Grund/ }).fill('Wir arbeiten für diese Stelle nur mit unseren bevorzugten Partnern.');
  await dialog.getByText(/^Kopie an den Personalberater/).click();
  await expect(dialog.getByRole('checkbox', { name: /Kopie/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Ja' }).click();

  await expect(dialog).toBeHidden();
  await expect(row.getByText('Abgelehnt')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reaktivieren' })).toBeVisible();
  await expect(page.getByText(`${consultant4.name} ist abgelehnt.`)).toBeVisible();
  expect((await statuses(request))[consultant4.name]).toBe('rejected');
  // The history tab (in the URL) shows the rejection with its reason.
  await page.getByRole('tab', { name: 'Verlauf' }).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  const newest = page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem').first();
  await expect(newest).toContainText(consultant4.name);
  await expect(newest).toContainText('Abgelehnt');
  await expect(newest).toContainText('Wir arbeiten für diese Stelle nur mit unseren bevorzugten Partnern.');
  await expectNoAxeViolations(page);
});

test('a consultant declines an invitation; the row says Declined and the server holds it', async ({ page, request }) => {
  const session = await apiLogin(request, consultant2);
  await open(page, session);
  // Their next step is the page's primary action; their row (the only one they see) offers accepting and declining.
  const header = page.getByRole('main').locator('header');
  await expect(header.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  const row = rowOf(page, consultant2.name);
  await expect(page.getByRole('list', { name: 'Search consultants' }).getByRole('listitem')).toHaveCount(1);
  await expect(row.getByText('Invited')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Decline invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline invitation' });
  const reason = dialog.getByRole('button', { name: /Reason/ });
  await reason.click();
  await page.getByRole('option', { name: 'No capacity at the moment' }).click();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Fully booked until June.');
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(dialog).toBeHidden();
  await expect(row.getByText('Declined')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expect(page.getByText('You declined the invitation.')).toBeVisible();
  expect((await statuses(request))[consultant2.name]).toBe('withdrawn');
});

test('the employer cancels the vacancy rating the consultant who supplied candidates; an admin reactivates it', async ({
  page,
  request,
}) => {
  await open(page, employer);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Cancel vacancy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel vacancy' });
  // Only the accepted consultant with candidates is there to rate; an employer has no admin checkbox.
  const ratings = dialog.getByRole('group', { name: 'Rate the search consultants who supplied candidates' });
  await expect(ratings.getByRole('slider')).toHaveCount(1);
  await expect(dialog.getByRole('checkbox', { name: /Don’t send notification/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Filled internally' }).click();
  await ratings.getByRole('slider', { name: supplier }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(ratings.getByRole('slider', { name: supplier })).toHaveAttribute('aria-valuetext', '4.5 of 5 stars');
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('The vacancy is cancelled.')).toBeVisible();
  expect(await jobStatus(request)).toBe('cancelled');
  const history = await request.get(`/api/job/${vacancy.id}/history`, { headers: { Token: employer.token } });
  type Rating = { user: { fullName?: string }; rating: number };
  const entries = ((await history.json()) as { result: { items: { action: string; details: { ratings?: Rating[] } }[] } }).result.items;
  const given = entries.findLast((entry) => entry.action === 'cancel')?.details.ratings ?? [];
  expect(given.map(({ user, rating }) => [user.fullName, rating])).toEqual([[supplier, 4.5]]);

  // An admin reactivates the cancelled vacancy from the same page.
  const admin = await apiLogin(request, demo.contentAdmin);
  await open(page, admin);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reactivate vacancy' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
  expect(await jobStatus(request)).toBe('active');
  await expectNoAxeViolations(page);
});
