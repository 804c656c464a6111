import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, type Session, storeSession } from './helpers';

// Issue 16 §1–2 and issue 18 §1 on the real server: a consultant's candidates, created with a CV and
// the consent, edited, found, viewed with the PDF; another consultant is refused; a PDF dragged from
// the "desktop" onto the documents' drop zone uploads, a wrong type is refused.

const otherConsultant = { email: 'consultant2@mandate.demo', password: 'Consultant-2026' } as const;

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

/**
 * Drags a file from the "desktop" onto an element with Chromium's own drag and drop (CDP
 * Input.dispatchDragEvent, as a file manager's drag reaches the page; scripts/drag-files.mjs,
 * decision 0019): Chromium reads the file from disk, types it by its extension, and fires `drop`
 * only if the page accepted the drag.
 */
async function dragFromDesktop(page: Page, target: Locator, file: { name: string; bytes: Buffer }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mandate-e2e-drag-'));
  try {
    const filePath = path.join(dir, file.name);
    await writeFile(filePath, file.bytes);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('dragFromDesktop: the target is not visible');
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const data = { items: [], files: [filePath], dragOperationsMask: 1 | 2 | 16 };
    const cdp = await page.context().newCDPSession(page);
    try {
      for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
    } finally {
      await cdp.detach();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Long journeys with several axe runs on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

let consultant: Session;
const stamp = Date.now().toString(36);
const lastName = `Vogel${stamp}`;

/** A candidate of the consultant made through the API, for the tests that do not create one in the browser. */
let seeded: { id: number; lastName: string };

test.beforeAll(async ({ request }) => {
  consultant = await apiLogin(request, demo.consultant);
  const other = `Keller${Date.now().toString(36)}`;
  const created = await request.post('/api/candidate/create', {
    headers: { Token: consultant.token },
    data: { firstName: 'Mara', lastName: other, consent: { document: 'candidate-privacy-notice', locale: 'de' } },
  });
  expect(created.status()).toBe(200);
  seeded = { id: ((await created.json()) as { result: { id: number } }).result.id, lastName: other };
});

test('a consultant creates a candidate with a CV and consent, edits, finds, views it and downloads its PDF', async ({ page }) => {
  await storeSession(page, consultant);
  await page.goto('/dashboard/candidate/list');
  await expect(page.getByRole('heading', { level: 1, name: /My candidates/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New candidate' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New candidate' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /First name/ }).fill('Lena');
  await page.getByRole('textbox', { name: /Last name/ }).fill(lastName);
  await page.getByRole('textbox', { name: /E-mail/ }).fill(`lena.${stamp}@example.ch`);
  await page.getByRole('textbox', { name: /City/ }).fill('Basel');
  await page.getByRole('radio', { name: 'Yes' }).check({ force: true });
  // The CV by the file dialog.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'CV Lena.pdf', mimeType: 'application/pdf', buffer: pdfBytes('CV') });
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1);
  // Issue 18 §1: a PDF dragged from the desktop onto the drop zone uploads; a wrong type is refused.
  const zone = page.getByText('Drop files here or choose them');
  await dragFromDesktop(page, zone, { name: 'Reference.pdf', bytes: pdfBytes('Reference') });
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2);
  await dragFromDesktop(page, zone, { name: 'holiday.exe', bytes: Buffer.from('MZ') });
  await expect(
    page.getByRole('list', { name: 'Files' }).getByText('File has invalid type. Only pdf, doc, docx files are allowed.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove holiday.exe' }).click();
  // The consent through its dialog.
  await page.getByRole('button', { name: 'Record consent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Candidate data-privacy consent' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByRole('checkbox').check({ force: true });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Consent to the Candidate Privacy Notice \(English\) will be recorded/)).toBeVisible();
  await page.getByRole('button', { name: 'Save candidate' }).click();

  // The candidate's page: profile, both documents, the consent's evidence.
  await expect(page.getByRole('heading', { level: 1, name: `Lena ${lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /CV Lena\.pdf/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Reference\.pdf/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Data-privacy consent' })).toContainText('Candidate Privacy Notice');
  await expect(page.getByText('Not submitted to a vacancy yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  const candidatePath = new URL(page.url()).pathname;

  // Edit: the city changes, the files stay.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit Lena ${lastName}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /City/ }).fill('Zürich');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(candidatePath);
  await expect(page.getByRole('group', { name: 'Profile' })).toContainText('Zürich');
  await expect(page.getByRole('link', { name: /CV Lena\.pdf/ })).toBeVisible();

  // The PDF downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect((await pdf.createReadStream()).readable).toBe(true);

  // The list finds it.
  await page.goto('/dashboard/candidate/list');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(lastName);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('listitem', { name: `Lena ${lastName}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Consent recorded');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My candidates (1)');
});

test('another consultant cannot see the candidate: the page says so', async ({ page, request }) => {
  const id = seeded.id;
  const other = await apiLogin(request, otherConsultant);
  await storeSession(page, other);
  await page.goto(`/dashboard/candidate/${id}/view`);
  await expect(page.locator('main')).toContainText(/not found|could not be loaded/i);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Mara ${seeded.lastName}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('in German: my candidates and the new-candidate page', async ({ page }) => {
  await storeSession(page, consultant);
  await page.context().addCookies([{ name: 'locale', value: 'de', url: page.url() }]);
  await page.goto('/dashboard/candidate/list');
  await expect(page.getByRole('heading', { level: 1, name: /Meine Kandidaten/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' }).fill(seeded.lastName);
  await expect(page.getByRole('listitem', { name: `Mara ${seeded.lastName}` })).toContainText('Einwilligung erfasst');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Kandidaten (1)');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Mara ${seeded.lastName}` }).click();
  await expect(page.getByRole('group', { name: 'Datenschutz-Einwilligung' })).toContainText('Deutsch');
  await expectNoAxeViolations(page);
  await page.goto('/dashboard/candidate/list');
  await page.getByRole('button', { name: 'Neuer Kandidat' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Kandidat' })).toBeVisible();
  await page.getByRole('button', { name: 'Kandidat speichern' }).click();
  await expect(page.getByRole('textbox', { name: /Vorname/ })).toBeFocused();
  await expectNoAxeViolations(page);
});
