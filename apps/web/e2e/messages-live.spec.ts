import { createApiClient, deleteThread, getCurrentUser, getUserCounters, listThreads, type ApiClient } from '@mandate/api-client';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, demo, storeSession, type Session } from './helpers';

// Issue 17 §2, live: an employer writes to a consultant (messages/user/{id}); the consultant, in a
// second browser context with the inbox open, sees the thread appear without a reload, opens it
// and answers; the employer, on the inbox, sees the answer arrive the same way; the unread count
// of the main navigation's Messages entry changes in both. Prints send-to-display times.

test.describe.configure({ timeout: 120_000 });

let employer: Session;
let consultant: Session;
let employerApi: ApiClient;
let consultantApi: ApiClient;
let consultantName: string;

const apiFor = (baseURL: string, session: Session) =>
  createApiClient({ baseUrl: `${baseURL}/api`, getToken: () => session.token, timezone: 'UTC' });

test.beforeAll(async ({ request, baseURL }) => {
  employer = await apiLogin(request, demo.employer);
  consultant = await apiLogin(request, demo.consultant);
  employerApi = apiFor(baseURL!, employer);
  consultantApi = apiFor(baseURL!, consultant);
  consultantName = (await getCurrentUser(consultantApi)).name;
  // A fresh conversation: the employer's earlier threads with the consultant go (for the employer
  // only; a new message would bring one back), so messages/user/{id} offers a new one.
  const earlier = await listThreads(employerApi, { search: null, page: 0, pageSize: 200 });
  for (const thread of earlier.items)
    if (thread.participants.length === 2 && thread.participants.some((p) => p.id === consultant.userId))
      await deleteThread(employerApi, thread.id);
});

async function signedIn(browser: Browser, baseURL: string, session: Session) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }]);
  const page = await context.newPage();
  await storeSession(page, session);
  // Still signed out in this page (no live stream yet): its loads settle.
  await page.waitForLoadState('networkidle');
  return page;
}

/** The Messages entry of the main navigation, by its accessible name (the unread count in it). */
const messagesEntry = (page: Page, unread: number) =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: unread > 0 ? `Messages ${unread} unread` : 'Messages', exact: true });

test('a message and its answer appear without a reload, and the unread counts follow in both browsers', async ({ browser, baseURL }) => {
  const subject = `Live ${Date.now()}`;
  const question = 'Are you free for a call about the shortlist?';
  const answer = 'Yes, this afternoon works.';
  const employerBefore = (await getUserCounters(employerApi)).unreadThreads;
  const consultantBefore = (await getUserCounters(consultantApi)).unreadThreads;

  // The consultant has the inbox open.
  const reader = await signedIn(browser, baseURL!, consultant);
  await reader.goto('/dashboard/messages');
  await expect(messagesEntry(reader, consultantBefore)).toBeVisible({ timeout: 15_000 });
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing reloads the consultant's page from here on: a navigation would reset this mark.
  await reader.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The employer writes to the consultant.
  const writer = await signedIn(browser, baseURL!, employer);
  await writer.goto(`/dashboard/messages/user/${consultant.userId}`);
  await expect(writer.getByRole('heading', { level: 1, name: `Message to ${consultantName}` })).toBeVisible({ timeout: 15_000 });
  await writer.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await writer.getByRole('textbox', { name: /^Message/ }).click();
  await writer.keyboard.type(question);
  const sent = Date.now();
  await writer.getByRole('button', { name: 'Send' }).click();

  // The consultant's inbox shows it, unread, and the count goes up: no reload.
  const row = reader.getByRole('list', { name: 'Threads' }).getByRole('listitem', { name: `${subject} Unread` });
  await expect(row).toBeVisible({ timeout: 10_000 });
  const shown = Date.now() - sent;
  await expect(row).toContainText(question);
  await expect(messagesEntry(reader, consultantBefore + 1)).toBeVisible();
  expect(await reader.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The employer, back on the inbox (client-side, through the main navigation).
  await expect(writer).toHaveURL(/\/dashboard\/messages\/thread\/\d+$/);
  const threadPath = new URL(writer.url()).pathname;
  await messagesEntry(writer, employerBefore).click();
  await expect(writer).toHaveURL(/\/dashboard\/messages$/);
  await writer.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The consultant opens the thread (read: the count goes down) and answers.
  await row.getByRole('link', { name: subject }).click();
  await expect(reader).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(reader.getByRole('article').filter({ hasText: question })).toBeVisible();
  await expect(messagesEntry(reader, consultantBefore)).toBeVisible();
  await reader.getByRole('textbox', { name: /Reply/ }).click();
  await reader.keyboard.type(answer);
  const answered = Date.now();
  await reader.getByRole('button', { name: 'Send' }).click();

  // The employer's inbox: the thread comes up unread with the answer, the count with it.
  const theirRow = writer.getByRole('list', { name: 'Threads' }).getByRole('listitem', { name: `${subject} Unread` });
  await expect(theirRow).toContainText(answer, { timeout: 10_000 });
  const answerShown = Date.now() - answered;
  await expect(messagesEntry(writer, employerBefore + 1)).toBeVisible();
  expect(await writer.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The employer opens it: read, the count back down; the consultant's thread stays as it was.
  await theirRow.getByRole('link', { name: subject }).click();
  await expect(writer.getByRole('article').filter({ hasText: answer })).toBeVisible();
  await expect(messagesEntry(writer, employerBefore)).toBeVisible();
  await expect.poll(async () => (await getUserCounters(employerApi)).unreadThreads).toBe(employerBefore);
  expect((await getUserCounters(consultantApi)).unreadThreads).toBe(consultantBefore);

  console.log(`live messages: send to display ${shown} ms (employer → consultant), ${answerShown} ms (answer back)`);
  await reader.context().close();
  await writer.context().close();
});
