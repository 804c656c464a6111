import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, demo, storeSession, type Session } from './helpers';

// The reference screen and dialog of issue 11 against the real server: the vacancy page, its actions
// menu from GET /job/{id}/menu, and the put-on-hold dialog, with the keyboard only, in EN and DE.

let employer: Session;
let vacancies: { id: number; title: string }[];

/** The employer's active vacancies (each test takes its own and gives it back active). */
async function activeVacancies(request: APIRequestContext, session: Session) {
  const response = await request.post('/api/job/list', {
    headers: { Token: session.token },
    data: { statuses: ['active'], authorId: session.userId, pageSize: 50 },
  });
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: { items: { id: number; title: string }[] } };
  return result.items;
}

async function reactivate(request: APIRequestContext, id: number) {
  const response = await request.put(`/api/job/${id}/reactivate`, { headers: { Token: employer.token }, data: {} });
  expect([200, 409]).toContain(response.status());
}

test.beforeAll(async ({ request }) => {
  employer = await apiLogin(request, demo.employer);
  vacancies = await activeVacancies(request, employer);
  expect(vacancies.length).toBeGreaterThanOrEqual(2);
});

// Whatever a test did, the vacancies are active again for the next one.
test.afterEach(async ({ request }) => {
  for (const vacancy of vacancies) await reactivate(request, vacancy.id);
});

/** Tabs from the top of the page until `target` has focus (keyboard only; at most 30 presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

const texts = {
  en: {
    actions: 'Actions',
    hold: 'Put on hold',
    dialog: 'Put vacancy on hold',
    reason: 'Reason',
    description: 'Description',
    yes: 'Yes',
    onHold: 'On hold',
    done: 'The vacancy is on hold.',
  },
  de: {
    actions: 'Aktionen',
    hold: 'Pausieren',
    dialog: 'Stelle pausieren',
    reason: 'Grund',
    description: 'Beschreibung',
    yes: 'Ja',
    onHold: 'Pausiert',
    done: 'Die Stelle ist pausiert.',
  },
} as const;

for (const [index, locale] of (['en', 'de'] as const).entries()) {
  test(`${locale}: the employer puts a vacancy on hold through the menu and the dialog, keyboard only`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const t = texts[locale];
    const vacancy = vacancies[index]!;
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await storeSession(page, employer);
    await page.goto(`/dashboard/vacancy/${vacancy.id}/view`);
    await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(locale === 'de' ? 'Stelle' : 'Vacancy'));

    const actions = page.getByRole('button', { name: t.actions });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: t.hold });
    await expect(page.getByRole('menu')).toBeVisible();
    // The menu opens on its first entry (Edit where allowed); the arrows walk to "Put on hold".
    for (let step = 0; step < 12 && !(await item.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    const reason = dialog.getByRole('button', { name: new RegExp(t.reason) });
    await expect(reason).toBeFocused();
    // The reasons come from GET /list/job-on-hold-reasons in the page's language.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(reason).not.toHaveText(/Select|Auswählen/);
    // The list closes and gives the focus back to its button before Tab goes on (slow on a busy machine).
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(reason).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: t.description })).toBeFocused();
    await page.keyboard.type('Budget freeze until Q3');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: t.yes })).toBeFocused();
    await page.keyboard.press('Enter');

    // The server's answer updates the page without a reload; focus goes back to the menu button.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(t.onHold, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: t.done }).first()).toBeVisible();
    await expect(actions).toBeFocused();
    const view = await request.get(`/api/job/${vacancy.id}/view`, { headers: { Token: employer.token } });
    expect(((await view.json()) as { result: { status: { code: string } } }).result.status.code).toBe('on-hold');
  });
}

test('a refusal (409: another browser acted first) shows the server message in the dialog and keeps the input', async ({
  page,
  request,
}) => {
  const vacancy = vacancies[0]!;
  await storeSession(page, employer);
  await page.goto(`/dashboard/vacancy/${vacancy.id}/view`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Put on hold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put vacancy on hold' });
  await dialog.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Paused for the reorganisation');

  // A second browser of the same employer puts it on hold first.
  const other = await request.put(`/api/job/${vacancy.id}/on-hold`, {
    headers: { Token: employer.token },
    data: { reason: 'reorganisation', comment: 'From the other browser' },
  });
  expect(other.status()).toBe(200);

  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('not possible in the current status');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Paused for the reorganisation');
  // The dialog shows it: no error bar of the global handler besides.
  await expect(page.getByRole('alert').filter({ hasText: 'not possible in the current status' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
});

test('an unknown vacancy says so where the page would be, with "Try again"', async ({ page, request }) => {
  const consultant = await apiLogin(request, demo.consultant);
  await storeSession(page, consultant);
  await page.goto('/dashboard/vacancy/999999/view');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
