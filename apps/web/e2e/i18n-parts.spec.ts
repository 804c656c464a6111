import { expect as baseExpect, test } from '@playwright/test';
import { activeVacancyOf, apiLogin, demo, signIn } from './helpers';

// Decision 0038: a first visit loads the entry's texts and those of the chunks it renders; a lazy
// dialog loads its texts with its chunk and shows only once both are there. On a German page the
// put-on-hold dialog's texts are held back on the network: while they are, the dialog is not
// there and no message id shows; once they come, it shows in German. Nothing is changed (the
// dialog is closed with "Nein").
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const loaded = { timeout: 20_000 };
/** A message id as react-intl shows it when the text is missing (`ui.…`, `web.…`, `domain.…`). */
const messageId = /\b(ui|web|domain)\.[A-Za-z-]+\.[A-Za-z]/;

test('German: a lazy dialog shows only with its German texts, never an id or an English text', async ({ page, request }) => {
  const employer = await apiLogin(request, demo.employer);
  const vacancy = await activeVacancyOf(request, employer, 'Senior Process Engineer');
  const requested: string[] = [];
  let hold = false;
  const held: (() => void)[] = [];
  await page.route('**/assets/texts-*.js', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    if (hold) await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  await signIn(page, employer, 'de');
  await page.goto(`/dashboard/vacancy/${vacancy.id}/view`);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible(loaded);
  // Only German parts, and not every part of the app: the entry's and the page's.
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.every((file) => file.endsWith('.de.js'))).toBe(true);
  expect(await page.locator('body').innerText()).not.toMatch(messageId);

  await page.getByRole('button', { name: 'Aktionen' }).click();
  const item = page.getByRole('menuitem', { name: 'Pausieren' });
  await expect(item).toBeVisible();
  const before = requested.length;
  hold = true;
  await item.click();
  // The dialog's texts are asked for and held: the dialog waits behind its loading overlay.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(requested.slice(before).every((file) => file.endsWith('.de.js'))).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toMatch(messageId);

  hold = false;
  for (const release of held.splice(0)) release();
  const dialog = page.getByRole('dialog', { name: 'Stelle pausieren' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ja' })).toBeVisible();
  const text = await dialog.innerText();
  expect(text).not.toMatch(messageId);
  expect(text).not.toContain('Put vacancy on hold');
  await dialog.getByRole('button', { name: 'Nein' }).click();
  await expect(dialog).toBeHidden();
});
