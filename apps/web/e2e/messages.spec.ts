import { createApiClient, createThread, getUserCounters, listMessageContacts, type ApiClient } from '@mandate/api-client';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, type Session, storeSession } from './helpers';

// Issue 17 §2 on the real server: a consultant starts a thread with the employer (through the API
// client over HTTP); the employer finds it unread in the inbox, opens it (read), replies; the
// consultant sees the reply and the thread unread; the unread counters follow. EN and DE, axe.

// Two browsers, a rich-text editor and three axe runs per test: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 });

let employer: Session;
let consultant: Session;
let consultantApi: ApiClient;

const apiFor = (baseURL: string, session: Session) =>
  createApiClient({ baseUrl: `${baseURL}/api`, getToken: () => session.token, timezone: 'UTC' });

test.beforeAll(async ({ request, baseURL }) => {
  employer = await apiLogin(request, demo.employer);
  consultant = await apiLogin(request, demo.consultant);
  consultantApi = apiFor(baseURL!, consultant);
  // The employer is among the people the consultant may write to (001 §5: a vacancy they work on).
  const contacts = await listMessageContacts(consultantApi, { pageSize: 200 });
  expect(contacts.items.map((contact) => contact.id)).toContain(employer.userId);
});

const texts = {
  en: {
    title: (n: number) => (n > 0 ? `Messages (${n} unread)` : 'Messages'),
    threads: 'Threads',
    unread: 'Unread',
    reply: 'Reply',
    send: 'Send',
    sent: 'Message sent',
    you: (name: string) => `${name} (You)`,
  },
  de: {
    title: (n: number) => (n > 0 ? `Nachrichten (${n} ungelesen)` : 'Nachrichten'),
    threads: 'Unterhaltungen',
    unread: 'Ungelesen',
    reply: 'Antwort',
    send: 'Senden',
    sent: 'Nachricht gesendet',
    you: (name: string) => `${name} (Sie)`,
  },
} as const;

async function signedIn(browser: Browser, baseURL: string, session: Session, locale: 'en' | 'de') {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  const page = await context.newPage();
  await storeSession(page, session);
  // The home page may still be loading its lists; let it settle so the next navigation is not aborted.
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * The inbox, freshly loaded, once its heading is there (not "network idle": the live event stream
 * of a signed-in page stays open).
 */
async function openInbox(page: Page) {
  await page.goto('/dashboard/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: the employer reads and answers a consultant's message; the consultant sees the answer`, async ({ browser, baseURL }) => {
    const t = texts[locale];
    const subject = `Shortlist ${locale} ${Date.now()}`;
    const question = `Could we talk about the shortlist (${locale})?`;
    const answer = `Gladly, tomorrow at ten (${locale}).`;
    const employerApi = apiFor(baseURL!, employer);
    const before = (await getUserCounters(employerApi)).unreadThreads;

    // The consultant writes, through the API client over HTTP.
    const created = await createThread(consultantApi, {
      participants: [{ id: employer.userId }],
      subject,
      message: { content: `<p>${question}</p><script>window.pwned = true</script>`, attachments: [] },
      job: null,
    });
    await expect.poll(async () => (await getUserCounters(employerApi)).unreadThreads).toBe(before + 1);
    const consultantBefore = (await getUserCounters(consultantApi)).unreadThreads;

    // The employer's inbox: the thread is unread, and the heading counts it.
    const page = await signedIn(browser, baseURL!, employer, locale);
    await openInbox(page);
    await expect(page.getByRole('heading', { level: 1, name: t.title(before + 1) })).toBeVisible({ timeout: 15_000 });
    const list = page.getByRole('list', { name: t.threads });
    const row = list.getByRole('listitem', { name: `${subject} ${t.unread}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(question);
    await expectNoAxeViolations(page);

    // Opening it marks it read; the message shows, its script does not run.
    await row.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/messages/thread/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: question })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    await expect.poll(async () => (await getUserCounters(employerApi)).unreadThreads).toBe(before);

    // The reply, with the rich-text editor.
    const editor = page.getByRole('textbox', { name: new RegExp(t.reply) });
    await editor.click();
    await page.keyboard.type(answer);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    await expect(page.getByRole('article', { name: t.you(demo.employer.name) }).filter({ hasText: answer })).toBeVisible();
    await expectNoAxeViolations(page);

    // Back in the inbox, the thread is read and the counter is down again.
    await openInbox(page);
    await expect(page.getByRole('heading', { level: 1, name: t.title(before) })).toBeVisible({ timeout: 15_000 });
    await expect(list.getByRole('listitem', { name: subject, exact: true })).toBeVisible();
    await page.context().close();

    // The consultant: the thread is unread for them now, with the employer's answer.
    expect((await getUserCounters(consultantApi)).unreadThreads).toBe(consultantBefore + 1);
    const other = await signedIn(browser, baseURL!, consultant, locale);
    await openInbox(other);
    const theirRow = other.getByRole('list', { name: t.threads }).getByRole('listitem', { name: `${subject} ${t.unread}` });
    await expect(theirRow).toBeVisible();
    await expect(theirRow).toContainText(answer);
    await theirRow.getByRole('link', { name: subject }).click();
    await expect(other.getByRole('article').filter({ hasText: answer })).toBeVisible();
    await expect.poll(async () => (await getUserCounters(consultantApi)).unreadThreads).toBe(consultantBefore);
    await expectNoAxeViolations(other);
    await other.context().close();
  });
}
